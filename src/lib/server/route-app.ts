import { createApp, type App as UtilkitApp } from './app.js';
import { loadConfig } from './config.js';

/** Under `vite dev` only: the App this dev server created on its first request that needed one. */
let devApp: Promise<UtilkitApp> | undefined;

/**
 * The App a SvelteKit route (/account, /app/link-image) answers with. The production server
 * creates its App at start and hands it to SvelteKit with every request as `platform.app`
 * (kit-handler.ts). `vite dev` has no server entry, so this is the one place that creates an App
 * for it, from the environment, once: its routes and its /api/v1 and /mcp handlers
 * (kit-adapter/dev-api.ts) share it.
 */
export function routeApp(platform: App.Platform | undefined): Promise<UtilkitApp> {
	if (platform?.app) return Promise.resolve(platform.app);
	return (devApp ??= createApp(loadConfig(process.env)));
}
