/**
 * A cap on the password hashing one process does at once (docs/security.md, "Sign-in flooding").
 * Each scrypt costs 32 MiB and ~100 ms of a libuv thread; without a cap, a flood of valid
 * sign-ins queues hundreds of them and a normal user's sign-in waits behind all of them. At most
 * `running` run at once and `waiting` wait their turn; beyond that the work is refused at once
 * (GateFull: the account endpoints answer 503 with Retry-After), which costs nothing.
 */
export class GateFull extends Error {
	constructor() {
		super('Too many passwords are being checked right now: retry in a second');
		this.name = 'GateFull';
	}
}

export interface HashingGate {
	run<T>(work: () => Promise<T>): Promise<T>;
	/** Hashes running and waiting now (tests, metrics). */
	readonly load: { running: number; waiting: number };
}

export function createHashingGate({ running = 4, waiting = 16 } = {}): HashingGate {
	const load = { running: 0, waiting: 0 };
	const queue: (() => void)[] = [];

	async function run<T>(work: () => Promise<T>): Promise<T> {
		if (load.running >= running) {
			if (load.waiting >= waiting) throw new GateFull();
			load.waiting++;
			await new Promise<void>((resolve) => queue.push(resolve));
			load.waiting--;
		}
		load.running++;
		try {
			return await work();
		} finally {
			load.running--;
			queue.shift()?.();
		}
	}

	return { run, load };
}
