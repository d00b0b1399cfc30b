// See https://svelte.dev/docs/kit/types#app.d.ts
declare global {
	namespace App {
		interface Error {
			message: string;
		}
		/** What the production server hands SvelteKit with each request (src/lib/server/kit-handler.ts). */
		interface Platform {
			req: import('node:http').IncomingMessage;
			/** The running App (src/lib/server/route-app.ts). */
			app: import('$lib/server/app').App;
		}
	}
}

export {};
