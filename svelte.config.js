import adapter from './kit-adapter/index.js';
import { vitePreprocess } from '@sveltejs/vite-plugin-svelte';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';

// Every static page once per language with a URL prefix (src/lib/i18n/locales.ts); tool pages and
// /tools.json list their languages in their own `entries`.
const LOCALIZED_PAGES = ['', '/docs', '/dashboard', '/outbox', '/recipes', '/signin', '/signup', '/forgot-password', '/reset-password', '/verify-email'];
const PREFIXES = ['/pt-BR', '/es'];

// app.html's own inline scripts (language redirect, theme before first paint): SvelteKit hashes
// only the scripts it writes, so their hashes are computed here from the file itself.
const appHtmlScriptHashes = [...readFileSync(new URL('./src/app.html', import.meta.url), 'utf8').matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
	([, body]) => /** @type {const} */ (`sha256-${createHash('sha256').update(body).digest('base64')}`)
);

/**
 * The app's Content-Security-Policy (docs/security.md). Every page is prerendered, so SvelteKit
 * writes it as a <meta http-equiv> tag with the hash of each page's own inline script; the
 * server adds `frame-ancestors` (and the rest of its security headers) as HTTP headers
 * (src/lib/server/security-headers.ts). Scripts run only from this origin or by hash. Inline
 * style *attributes* are allowed (Svelte's `style:` directives render them); `<style>` elements
 * only by hash (SvelteKit adds the hash of each stylesheet it inlines, `inlineStyleThreshold`).
 * @type {import('@sveltejs/kit').KitConfig['csp']}
 */
const csp = {
	mode: 'hash',
	directives: {
		'default-src': ['self'],
		'script-src': ['self', ...appHtmlScriptHashes],
		'style-src': ['self'],
		'style-src-attr': ['unsafe-inline'],
		// QR codes are shown from data: URLs; downloads are blob: URLs.
		'img-src': ['self', 'data:', 'blob:'],
		'font-src': ['self'],
		'connect-src': ['self'],
		'worker-src': ['self'],
		'manifest-src': ['self'],
		'object-src': ['none'],
		'base-uri': ['none'],
		'form-action': ['self']
	}
};

/** @type {import('@sveltejs/kit').Config} */
const config = {
	preprocess: vitePreprocess(),
	kit: {
		adapter: adapter({ out: 'build' }),
		// hooks.server.ts makes the same form CSRF check, answered as the server's other errors are
		// ({"detail"}, not SvelteKit's {"message"}; kit-adapter/README.md, "One server build").
		csrf: { trustedOrigins: ['*'] },
		csp,
		serviceWorker: { register: false },
		// Stylesheets under 1 KiB are written into the page (with their hashes in the CSP) instead
		// of linked: on a tool page that is four render-blocking requests fewer, for about 1 KiB
		// per page (docs/performance.md, "Main thread at load").
		inlineStyleThreshold: 1024,
		// The release (package.json), not the build time: SvelteKit writes the version into every
		// page and its runtime chunk, so a timestamp would change every file on each build and a
		// deploy would re-download the whole app (docs/architecture.md, "Service worker").
		version: { name: JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')).version },
		prerender: {
			entries: ['*', ...PREFIXES.flatMap((prefix) => LOCALIZED_PAGES.map((page) => prefix + page))],
			// A tool page reads `#in=…` (a share link's input, src/lib/tools/share.ts), which is no
			// element's id; any other missing id still fails the build.
			handleMissingId: ({ id, message }) => {
				if (!id.startsWith('in=')) throw new Error(message);
			}
		}
	}
};

export default config;
