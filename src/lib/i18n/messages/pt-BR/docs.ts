import type { Messages } from '../en/index.js';

export const docs: Messages['docs'] = {};
