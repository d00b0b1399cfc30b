/**
 * Whether an error means the store cannot be reached right now (PostgreSQL down, restarting,
 * out of connections, a timeout, SQLite locked for longer than its busy timeout), as opposed to
 * a bug or a constraint violation. Such failures are answered with 503 and retried later.
 *
 * Read from the error's code and message: node-postgres, node:net and SQLite report these as
 * plain errors with a code (or, for some of node-postgres's own timeouts, only a message).
 */
export function isStoreUnavailable(err: unknown): boolean {
	if (!err || typeof err !== 'object') return false;
	const { code, message } = err as { code?: unknown; message?: unknown };
	if (typeof code === 'string') {
		if (NETWORK_CODES.has(code)) return true;
		// SQLSTATE class 08 (connection exception), 57P0x (shutdown, cannot connect now), 53300
		// (too many connections), 57014 (statement_timeout), 55P03 (lock_timeout).
		if (/^08...$/.test(code) || /^57P0.$/.test(code) || code === '53300' || code === '57014' || code === '55P03') return true;
		if (code === 'SQLITE_BUSY' || code === 'SQLITE_LOCKED') return true;
	}
	if (typeof message === 'string' && UNAVAILABLE_MESSAGE.test(message)) return true;
	const cause = (err as { cause?: unknown }).cause;
	return cause !== undefined && cause !== err && isStoreUnavailable(cause);
}

const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH', 'ECONNABORTED']);

// node-postgres reports lost connections and its own timeouts with plain messages, no code.
const UNAVAILABLE_MESSAGE =
	/Connection terminated|timeout exceeded when trying to connect|Query read timeout|connection error|Client was closed|Cannot use a pool after calling end|database is locked/i;

/** What a client is told while the store is unavailable (the cause goes to the log only). */
export const STORE_UNAVAILABLE_DETAIL = 'The service is temporarily unavailable (its database cannot be reached); try again shortly';
