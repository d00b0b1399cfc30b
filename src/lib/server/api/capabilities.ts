import type { Operation, OperationContext, ServiceName } from '../../engine/define.js';

/** How long a failed call to an operator's upstream marks it unreachable, unless one succeeds since. */
export const UNREACHABLE_FOR_MS = 5 * 60_000;

/**
 * The services whose reachability means something: the operator's upstreams (AI, translation,
 * VIES). DNS and outbound HTTP fail for the caller's domain or URL as often as for the server, so
 * they are judged by configuration alone.
 */
const WATCHED: ReadonlySet<ServiceName> = new Set(['chat', 'translator', 'vat']);

/** The last outcome of each watched upstream in this process (recorded by instrumentServices). */
export class UpstreamHealth {
	private readonly last = new Map<ServiceName, { ok: boolean; at: number }>();

	record(service: ServiceName, ok: boolean, now = Date.now()): void {
		if (WATCHED.has(service)) this.last.set(service, { ok, at: now });
	}

	/** True when the last call failed less than UNREACHABLE_FOR_MS ago. */
	failing(service: ServiceName, now = Date.now()): boolean {
		const last = this.last.get(service);
		return !!last && !last.ok && now - last.at < UNREACHABLE_FOR_MS;
	}
}

export interface Capability {
	id: string;
	method: string;
	path: string;
	runs: 'anywhere' | 'server';
	available: boolean;
	/** Why not: the operator has not configured its upstream, or its last call failed within five minutes. */
	reason?: 'not_configured' | 'unreachable';
}

/** What this server can answer now: every operation, with availability (`GET /api/v1/capabilities`). */
export function capabilities(ops: Operation[], services: Omit<OperationContext, 'now'>, health: UpstreamHealth, now = Date.now()): { operations: Capability[] } {
	return {
		operations: ops.map((op) => {
			const entry: Capability = { id: op.id, method: op.method, path: op.path, runs: op.runs, available: true };
			if (op.service && !services[op.service]) Object.assign(entry, { available: false, reason: 'not_configured' });
			else if (op.service && health.failing(op.service, now)) Object.assign(entry, { available: false, reason: 'unreachable' });
			return entry;
		})
	};
}
