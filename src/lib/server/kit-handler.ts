import fs from 'node:fs';
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { SSRManifest, Server as KitServer } from '@sveltejs/kit';
import { createReadableStream, getRequest, setResponse } from '@sveltejs/kit/node';
import sirv from 'sirv';
import type { App } from './app.js';
import type { ProxyConfig } from './config.js';

type NodeHandler = (req: IncomingMessage, res: ServerResponse) => void;

/** What kit-adapter/index.js writes beside the server output (build/server/manifest.js). */
interface BuiltManifest {
	manifest: SSRManifest;
	prerendered: Set<string>;
}

/**
 * Everything that is not the API or the operations endpoints, as adapter-node serves it: the
 * browser's files (precompressed, `/_app/immutable/` cached for a year), the prerendered pages
 * (with a 308 to the canonical trailing slash) and SvelteKit's own routes. `serverDir` is the
 * directory of the server output (build/server): SvelteKit's `Server` and the manifest are read
 * from it at run time, since they exist only once the build has finished; they share their
 * modules with the rest of the server (one module graph: kit-adapter/README.md, "One server build").
 *
 * Takes the proxy settings adapter-node documents, parsed in config.ts: ORIGIN, or
 * PROTOCOL_HEADER / HOST_HEADER / PORT_HEADER for the origin; ADDRESS_HEADER and XFF_DEPTH for
 * the client's address. `env` is what SvelteKit's `$env/dynamic` modules read. No body size
 * limit here: the server entry bounds every body SvelteKit sees (src/lib/server/http-limits.ts;
 * the API and MCP never reach SvelteKit). The routes find the running App in `platform.app` (route-app.ts).
 */
export async function createKitHandler(serverDir: string, env: Record<string, string | undefined>, proxy: ProxyConfig, app: App): Promise<NodeHandler> {
	const buildDir = path.dirname(serverDir);
	const { Server } = (await import(pathToFileURL(path.join(serverDir, 'index.js')).href)) as { Server: new (manifest: SSRManifest) => KitServer };
	const { manifest, prerendered } = (await import(pathToFileURL(path.join(serverDir, 'manifest.js')).href)) as BuiltManifest;
	const server = new Server(manifest);
	const clientDir = path.join(buildDir, 'client');
	await server.init({ env: env as Record<string, string>, read: (file) => createReadableStream(path.join(clientDir, file)) });

	const immutable = `/${manifest.appPath}/immutable/`;
	const assets = sirv(clientDir, {
		etag: true,
		gzip: true,
		brotli: true,
		setHeaders(res, pathname) {
			if (pathname.startsWith(immutable) && res.statusCode === 200) res.setHeader('cache-control', 'public,max-age=31536000,immutable');
		}
	});
	const pages = fs.existsSync(path.join(buildDir, 'prerendered')) ? sirv(path.join(buildDir, 'prerendered'), { etag: true, gzip: true, brotli: true }) : undefined;

	const render = async (req: IncomingMessage, res: ServerResponse) => {
		let request: Request;
		try {
			request = await getRequest({ base: proxy.origin ?? originOf(req.headers, proxy), request: req, bodySizeLimit: Infinity });
		} catch {
			res.statusCode = 400;
			res.end('Bad Request');
			return;
		}
		const response = await server.respond(request, { platform: { req, app }, getClientAddress: () => clientAddress(req, proxy) });
		await setResponse(res, response);
	};
	// Every way into SvelteKit ends here: a failure is a plain 500, never an unhandled rejection.
	const renderOr500 = (req: IncomingMessage, res: ServerResponse) => {
		render(req, res).catch((err) => {
			console.error(err);
			if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' });
			res.end('Internal Server Error');
		});
	};

	return (req, res) => {
		assets(req, res, () => {
			const { pathname, search } = new URL(req.url ?? '/', 'http://x');
			let decoded = pathname;
			try {
				decoded = decodeURIComponent(pathname);
			} catch {
				// A malformed escape: not a prerendered page; SvelteKit answers it.
			}
			if (pages && prerendered.has(decoded)) return pages(req, res, () => renderOr500(req, res));
			const other = decoded.endsWith('/') ? decoded.slice(0, -1) : `${decoded}/`;
			if (prerendered.has(other)) {
				res.writeHead(308, { location: other + search }).end();
				return;
			}
			renderOr500(req, res);
		});
	};
}

const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** The request's origin from the proxy's headers (ORIGIN unset), as adapter-node computes it. */
function originOf(headers: IncomingHttpHeaders, proxy: ProxyConfig): string {
	const protocol = (proxy.protocolHeader && one(headers[proxy.protocolHeader])) || 'https';
	const host = (proxy.hostHeader && one(headers[proxy.hostHeader])) || one(headers.host);
	if (!host || protocol.includes(':')) throw new Error('no usable host or protocol');
	const port = proxy.portHeader && one(headers[proxy.portHeader]);
	return port ? `${protocol}://${host}:${port}` : `${protocol}://${host}`;
}

/** The client's address: the socket's, or ADDRESS_HEADER's (X-Forwarded-For counted from the right by XFF_DEPTH). */
function clientAddress(req: IncomingMessage, proxy: ProxyConfig): string {
	if (!proxy.addressHeader) return req.socket.remoteAddress ?? '';
	const value = one(req.headers[proxy.addressHeader]);
	if (value === undefined) throw new Error(`ADDRESS_HEADER is ${proxy.addressHeader}, which this request does not carry`);
	if (proxy.addressHeader !== 'x-forwarded-for') return value;
	const addresses = value.split(',');
	if (!(proxy.xffDepth >= 1) || proxy.xffDepth > addresses.length) throw new Error(`XFF_DEPTH is ${proxy.xffDepth}; the request has ${addresses.length} address(es)`);
	return addresses[addresses.length - proxy.xffDepth].trim();
}
