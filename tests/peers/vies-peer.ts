/**
 * A fake VIES for tests, on 127.0.0.1 (HTTP, a free port): `GET {base}/ms/{CC}/vat/{NUMBER}`
 * answering in the shape of the Commission's VIES REST service (isValid, requestDate,
 * userError, name, address with "---" for what a member state withholds, requestIdentifier,
 * vatNumber, viesApproximate; and its error body `{"actionSucceed": false, "errorWrappers":
 * [{"error", "message"}]}`). What it answers is chosen per number: a test lists numbers and
 * their behaviour in `script`; any other number is registered under a made-up name. It counts
 * and records every request.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** The path prefix the peer serves under, as the real service's `/taxation_customs/vies/rest-api`. */
export const VIES_PEER_BASE = '/vies/rest-api';

/**
 * How the peer answers one number: `registered` (isValid true, with `name` and `address`, "---"
 * for withheld ones), `unregistered` (isValid false, userError INVALID), a VIES `userError` code
 * (MS_UNAVAILABLE, TIMEOUT, …) in a 200 answer, `wrapped` (the error body with `code`, at
 * `status`), an HTTP status with a plain text body, `malformed` (truncated JSON), `html` (a 200
 * HTML page), `huge` (a 200 body of 100 KiB), `no-isvalid` (JSON without isValid), `slow` (no
 * answer for `slowMs`).
 */
export type ViesBehaviour =
	| { kind: 'registered'; name?: string; address?: string }
	| { kind: 'unregistered' }
	| { kind: 'user-error'; code: string }
	| { kind: 'wrapped'; code: string; status: number }
	| { kind: 'status'; status: number }
	| { kind: 'malformed' | 'html' | 'huge' | 'no-isvalid' | 'slow' };

export interface ViesRequest {
	country: string;
	number: string;
}

export interface ViesPeer {
	/** `http://127.0.0.1:port/vies/rest-api`, what VIES_BASE_URL takes. */
	url: string;
	/** Numbers (`DE136695976`) and how to answer them. */
	script: Map<string, ViesBehaviour>;
	/** Every lookup received, in order. */
	requests: ViesRequest[];
	/** Lookups received for one number (`DE`, `136695976`). */
	hits(country: string, number: string): number;
	/** The `requestDate` of the next answers (an ISO date-time). */
	requestDate: string;
	slowMs: number;
	close(): Promise<void>;
}

export async function startViesPeer(): Promise<ViesPeer> {
	const peer = {
		script: new Map<string, ViesBehaviour>(),
		requests: [] as ViesRequest[],
		requestDate: '2026-11-21T10:00:00.000Z',
		slowMs: 30_000
	};
	const sockets = new Set<import('node:net').Socket>();
	const server = http.createServer((req, res) => {
		const match = /^\/vies\/rest-api\/ms\/([^/]+)\/vat\/([^/?]+)$/.exec(req.url ?? '');
		if (req.method !== 'GET' || !match) {
			res.writeHead(404, { 'content-type': 'application/json' });
			return res.end(JSON.stringify({ actionSucceed: false, errorWrappers: [{ error: 'NOT_FOUND' }] }));
		}
		const [country, number] = [decodeURIComponent(match[1]), decodeURIComponent(match[2])];
		peer.requests.push({ country, number });
		answer(res, country, number, peer.script.get(country + number) ?? { kind: 'registered' });
	});
	server.on('connection', (socket) => {
		sockets.add(socket);
		socket.on('close', () => sockets.delete(socket));
	});

	function json(res: http.ServerResponse, status: number, value: unknown) {
		res.writeHead(status, { 'content-type': 'application/json' });
		res.end(typeof value === 'string' ? value : JSON.stringify(value));
	}

	/** The documented success shape; `isValid`, `userError`, `name`, `address` vary. */
	function result(number: string, fields: Record<string, unknown>) {
		return {
			isValid: false,
			requestDate: peer.requestDate,
			userError: 'INVALID',
			name: '---',
			address: '---',
			requestIdentifier: '',
			vatNumber: number,
			viesApproximate: { name: '---', street: '---', postalCode: '---', city: '---', companyType: '---', matchName: 3, matchStreet: 3, matchPostalCode: 3, matchCity: 3, matchCompanyType: 3 },
			...fields
		};
	}

	function answer(res: http.ServerResponse, country: string, number: string, behaviour: ViesBehaviour) {
		switch (behaviour.kind) {
			case 'registered':
				return json(res, 200, result(number, {
					isValid: true,
					userError: 'VALID',
					name: behaviour.name ?? `COMPANY ${country}${number}`,
					address: behaviour.address ?? `MAIN STREET 1\n10115 CAPITAL`
				}));
			case 'unregistered':
				return json(res, 200, result(number, {}));
			case 'user-error':
				return json(res, 200, result(number, { userError: behaviour.code }));
			case 'wrapped':
				return json(res, behaviour.status, { actionSucceed: false, errorWrappers: [{ error: behaviour.code, message: 'an upstream message not to be passed on' }] });
			case 'status':
				res.writeHead(behaviour.status, { 'content-type': 'text/plain' });
				return res.end('Internal Server Error: stack trace not to be passed on');
			case 'malformed':
				return json(res, 200, '{"isValid": true, "requestDate": "2026-11');
			case 'html':
				res.writeHead(200, { 'content-type': 'text/html' });
				return res.end('<!doctype html><title>Maintenance</title>');
			case 'huge':
				return json(res, 200, JSON.stringify({ ...result(number, { isValid: true, userError: 'VALID' }), padding: 'x'.repeat(100 * 1024) }));
			case 'no-isvalid':
				return json(res, 200, { requestDate: peer.requestDate, vatNumber: number });
			case 'slow': {
				const timer = setTimeout(() => json(res, 200, result(number, { isValid: true, userError: 'VALID' })), peer.slowMs);
				res.on('close', () => clearTimeout(timer));
				return;
			}
		}
	}

	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
	const { port } = server.address() as AddressInfo;
	return Object.assign(peer, {
		url: `http://127.0.0.1:${port}${VIES_PEER_BASE}`,
		hits: (country: string, number: string) => peer.requests.filter((r) => r.country === country && r.number === number).length,
		close: () =>
			new Promise<void>((resolve) => {
				for (const socket of sockets) socket.destroy();
				server.close(() => resolve());
			})
	});
}
