import adapter from '@sveltejs/adapter-node';
import { vitePreprocess } from '@sveltejs/vite-plugin-svelte';

/** @type {import('@sveltejs/kit').Config} */
const config = {
	preprocess: vitePreprocess(),
	kit: {
		adapter: adapter({ out: 'build', precompress: true }),
		// The API answers its own 403/415 for non-JSON POSTs; SvelteKit's form CSRF check
		// would otherwise answer first with {"message"} (see docs/architecture.md).
		csrf: { trustedOrigins: ['*'] },
		serviceWorker: { register: false }
	}
};

export default config;
