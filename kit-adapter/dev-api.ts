import type { Plugin, ViteDevServer } from 'vite';
import type { App } from '../src/lib/server/app.js';
import type * as NodeHandlers from '../src/lib/server/node-handlers.js';
import type * as RouteApp from '../src/lib/server/route-app.js';

type Mounted = Pick<typeof NodeHandlers, 'isApiUrl' | 'isMcpUrl'> & { api: NodeHandlers.NodeHandler; mcp: NodeHandlers.NodeHandler };

/**
 * One dispatch mode: under `vite dev`, /api/v1 and /mcp are answered by the node:http handlers the
 * production server mounts before SvelteKit (src/lib/server/node-handlers.ts, src/server-entry.ts),
 * so what a developer tries is what `node build` serves. They are loaded with the SSR loader
 * SvelteKit's dev server loads the routes with, so they share its module instances and the one dev
 * App (src/lib/server/route-app.ts): a key or a session made through /account works here. Vite
 * calls configureServer only for `vite dev`, never for the build or `vite preview`.
 */
export function devApi(): Plugin {
	return {
		name: 'utilkit-dev-api',
		apply: 'serve',
		// Before SvelteKit's plugin too, which serves static/ from configureServer.
		enforce: 'pre',
		configureServer(server) {
			// Added now, not from a returned hook: before Vite's file serving and SvelteKit's middleware.
			server.middlewares.use((req, res, next) => {
				const url = req.url ?? '/';
				// A cheap test first, so that pages and Vite's own requests load nothing.
				if (!url.startsWith('/api/v1') && !url.startsWith('/mcp')) return next();
				mounted(server).then(({ api, mcp, isApiUrl, isMcpUrl }) => {
					if (isApiUrl(url)) api(req, res);
					else if (isMcpUrl(url)) mcp(req, res);
					else next();
				}, next);
			});
		}
	};
}

/** The handlers, made once per App (an edit to the server's code makes a new one). */
const byApp = new WeakMap<App, Mounted>();

async function mounted(server: ViteDevServer): Promise<Mounted> {
	const { routeApp } = (await server.ssrLoadModule('/src/lib/server/route-app.ts')) as typeof RouteApp;
	const handlers = (await server.ssrLoadModule('/src/lib/server/node-handlers.ts')) as typeof NodeHandlers;
	const app = await routeApp(undefined);
	let found = byApp.get(app);
	if (!found) {
		found = { api: handlers.createApiHandler(app), mcp: handlers.createMcpHandler(app), isApiUrl: handlers.isApiUrl, isMcpUrl: handlers.isMcpUrl };
		byApp.set(app, found);
	}
	return found;
}
