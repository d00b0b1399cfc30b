import adapter from '@sveltejs/adapter-node';
import { vitePreprocess } from '@sveltejs/vite-plugin-svelte';

// Every static page once per language with a URL prefix (src/lib/i18n/locales.ts); tool pages and
// /tools.json list their languages in their own `entries`.
const LOCALIZED_PAGES = ['', '/docs', '/dashboard', '/outbox', '/signin', '/signup'];
const PREFIXES = ['/pt-BR', '/es'];

/** @type {import('@sveltejs/kit').Config} */
const config = {
	preprocess: vitePreprocess(),
	kit: {
		adapter: adapter({ out: 'build', precompress: true }),
		// The API answers its own 403/415 for non-JSON POSTs; SvelteKit's form CSRF check
		// would otherwise answer first with {"message"} (see docs/architecture.md).
		csrf: { trustedOrigins: ['*'] },
		serviceWorker: { register: false },
		prerender: { entries: ['*', ...PREFIXES.flatMap((prefix) => LOCALIZED_PAGES.map((page) => prefix + page))] }
	}
};

export default config;
