import { config } from 'zod';

// The browser's recipe modules validate with zod (recipe.ts) under a CSP without 'unsafe-eval'.
// zod decides at schema creation whether its compiled fast path may use new Function(), and that
// probe is refused and reported by the browser. Imported first, before any module that builds a
// schema, so the probe never runs in the page. The server keeps zod's fast path (recipe.ts itself
// does not import this).
config({ jitless: true });
