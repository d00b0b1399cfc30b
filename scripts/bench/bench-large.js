// `npm run bench:large` (docs/performance.md, "Large inputs"): large inputs hashed and formatted
// beside `openssl dgst -sha256` on the same file in the same run. Needs `npm run build`.
// The Chromium half (the app's worker on /tools/hash and /tools/json-format) is lib/large-browser.js.
import { benchLargeBrowser } from './lib/large-browser.js';

await benchLargeBrowser();
