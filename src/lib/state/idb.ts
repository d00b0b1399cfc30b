/**
 * The IndexedDB plumbing the app's local stores share (run history, outbox): promises for a
 * request and a transaction, and a database opened once per page or worker. A failed open is
 * not kept, so the next call tries again (a private window may refuse, then allow).
 */

/** The request's result, or its error. */
export const requestDone = <T>(req: IDBRequest<T>) =>
	new Promise<T>((resolve, reject) => {
		req.onsuccess = () => resolve(req.result);
		req.onerror = () => reject(req.error);
	});

/** Resolves when the transaction commits; rejects when it fails or aborts. */
export const transactionDone = (tx: IDBTransaction) =>
	new Promise<void>((resolve, reject) => {
		tx.oncomplete = () => resolve();
		tx.onerror = tx.onabort = () => reject(tx.error);
	});

/**
 * A function that opens `name` at `version` on first call and then returns the same database.
 * `upgrade` creates the stores; `label` names the database in the "blocked by another tab" error.
 * @example const db = databaseOpener('utilkit-outbox', 1, 'outbox', (d) => d.createObjectStore('entries', { keyPath: 'id' }));
 */
export function databaseOpener(name: string, version: number, label: string, upgrade: (db: IDBDatabase) => void): () => Promise<IDBDatabase> {
	let opening: Promise<IDBDatabase> | undefined;
	return () => {
		opening ??= new Promise<IDBDatabase>((resolve, reject) => {
			const req = indexedDB.open(name, version);
			req.onupgradeneeded = () => upgrade(req.result);
			req.onsuccess = () => resolve(req.result);
			req.onerror = () => reject(req.error);
			req.onblocked = () => reject(new Error(`The ${label} database is blocked by another tab`));
		}).catch((e: unknown) => {
			opening = undefined;
			throw e;
		});
		return opening;
	};
}
