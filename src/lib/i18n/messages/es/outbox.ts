import type { Messages } from '../en/index.js';

export const outbox: Messages['outbox'] = {};
