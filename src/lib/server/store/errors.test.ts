import { describe, expect, it } from 'vitest';
import { isStoreUnavailable } from './errors.js';

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('isStoreUnavailable', () => {
	it.each([
		['connection refused', withCode('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432')],
		['connection reset', withCode('ECONNRESET', 'read ECONNRESET')],
		['pool connect timeout', new Error('Connection terminated due to connection timeout')],
		['connection lost mid-query', new Error('Connection terminated unexpectedly')],
		['client-side query timeout', new Error('Query read timeout')],
		['pool wait timeout', new Error('timeout exceeded when trying to connect')],
		['admin shutdown (57P01)', withCode('57P01', 'terminating connection due to administrator command')],
		['starting up (57P03)', withCode('57P03', 'the database system is starting up')],
		['too many connections (53300)', withCode('53300')],
		['statement_timeout (57014)', withCode('57014', 'canceling statement due to statement timeout')],
		['connection exception class 08', withCode('08006')],
		['SQLite busy', withCode('SQLITE_BUSY', 'database is locked')],
		['wrapped cause', new Error('Migration failed', { cause: withCode('ECONNREFUSED') })]
	])('%s → unavailable', (_name, err) => {
		expect(isStoreUnavailable(err)).toBe(true);
	});

	it.each([
		['unique violation (23505)', withCode('23505', 'duplicate key value violates unique constraint')],
		['undefined table (42P01)', withCode('42P01', 'relation "usage" does not exist')],
		['SQLite constraint', withCode('SQLITE_CONSTRAINT_UNIQUE', 'UNIQUE constraint failed')],
		['a bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
		['not an error', 'ECONNREFUSED'],
		['nothing', undefined]
	])('%s → not unavailable (a 500)', (_name, err) => {
		expect(isStoreUnavailable(err)).toBe(false);
	});
});
