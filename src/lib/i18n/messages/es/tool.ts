import type { Messages } from '../en/index.js';

export const tool: Messages['tool'] = {};
