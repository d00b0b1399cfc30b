import type { Messages } from '../en/index.js';

export const palette: Messages['palette'] = {};
