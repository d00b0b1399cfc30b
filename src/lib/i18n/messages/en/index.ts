import { common } from './common.js';
import { home } from './home.js';
import { palette } from './palette.js';
import { tool } from './tool.js';
import { account } from './account.js';
import { outbox } from './outbox.js';
import { docs } from './docs.js';
import { recipes } from './recipes.js';

/**
 * English, the source of every message. The other languages are typed as `Messages`, so a
 * missing or extra message is a type error (`npm run check`). Messages that take values are
 * functions. One file per area of the interface, so a component's words are easy to find.
 */
const messages = { common, home, palette, tool, account, outbox, docs, recipes };

export type Messages = typeof messages;
export default messages;
