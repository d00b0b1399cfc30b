import type { Messages } from '../en/index.js';

export const account: Messages['account'] = {};
