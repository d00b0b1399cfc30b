import type { Messages } from '../en/index.js';
import { common } from './common.js';
import { home } from './home.js';
import { palette } from './palette.js';
import { tool } from './tool.js';
import { account } from './account.js';
import { outbox } from './outbox.js';
import { docs } from './docs.js';
import { recipes } from './recipes.js';

const messages: Messages = { common, home, palette, tool, account, outbox, docs, recipes };
export default messages;
