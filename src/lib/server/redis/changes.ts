import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { Principal } from '../store/types.js';
import type { RedisLink } from './link.js';

/**
 * A change to who may call what, announced on Redis pub/sub so every instance drops the
 * principals it cached for it at once (the store's change counter, polled every second, stays
 * the fallback for instances that missed the message).
 */
export type ChangeEvent =
	| { kind: 'key'; keyId?: string; keyHash?: string }
	| { kind: 'account'; accountId: string }
	| { kind: 'plan'; name: string };

export const changeChannel = (prefix: string) => `${prefix}changes`;

/** Whether a cached principal is affected by `event`. */
export function affects(event: ChangeEvent, p: Principal): boolean {
	switch (event.kind) {
		case 'key':
			return (event.keyId !== undefined && p.keyId === event.keyId) || (event.keyHash !== undefined && p.keyHash === event.keyHash);
		case 'account':
			return p.accountId === event.accountId;
		case 'plan':
			return p.plan.name === event.name;
	}
}

function parse(message: string): ChangeEvent | null {
	try {
		const e = JSON.parse(message) as ChangeEvent;
		if (e && (e.kind === 'key' || e.kind === 'account' || e.kind === 'plan')) return e;
	} catch {
		// not ours
	}
	return null;
}

/** Publishes `event` on the app's link; failures are logged (the change poll still carries it). */
export function publishChange(link: RedisLink, event: ChangeEvent, logger?: Logger): void {
	link.client.publish(changeChannel(link.prefix), JSON.stringify(event)).catch((err: Error) => {
		logger?.warn({ err: { message: err.message } }, 'change not published on redis; other instances see it at their next change poll');
	});
}

/**
 * Subscribes to change events. `onEvent(null)` means messages may have been missed (the
 * subscription was re-established after a disconnection): drop everything.
 */
export function subscribeChanges(link: RedisLink, onEvent: (event: ChangeEvent | null) => void, logger?: Logger) {
	// A connection in subscriber mode can do nothing else, hence its own; subscribing may wait for it.
	const sub = link.client.duplicate({ enableOfflineQueue: true, commandTimeout: undefined, lazyConnect: false });
	const channel = changeChannel(link.prefix);
	let readyOnce = false;
	sub.on('error', () => undefined); // the command link logs connection trouble
	sub.on('ready', () => {
		if (readyOnce) onEvent(null);
		readyOnce = true;
	});
	sub.on('message', (ch: string, message: string) => {
		if (ch !== channel) return;
		const event = parse(message);
		if (event) onEvent(event);
	});
	const subscribed = sub.subscribe(channel).catch((err: Error) => {
		logger?.warn({ err: { message: err.message } }, 'redis subscribe failed; relying on the change poll');
	});
	return {
		/** Resolves once the subscription is in place (or failed). */
		ready: subscribed,
		close() {
			sub.disconnect();
		}
	};
}

/**
 * For short-lived processes (the CLI): publishes one event on `url` and disconnects, giving up
 * after `timeoutMs`. Resolves false when it could not publish.
 */
export async function publishOnce(url: string, prefix: string, event: ChangeEvent, timeoutMs = 2000): Promise<boolean> {
	const client = new Redis(url, {
		lazyConnect: true,
		enableOfflineQueue: false,
		maxRetriesPerRequest: 0,
		connectTimeout: timeoutMs,
		commandTimeout: timeoutMs,
		retryStrategy: () => null
	});
	client.on('error', () => undefined);
	try {
		await client.connect();
		await client.publish(changeChannel(prefix), JSON.stringify(event));
		return true;
	} catch {
		return false;
	} finally {
		client.disconnect();
	}
}
