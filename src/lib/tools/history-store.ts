import { databaseOpener, requestDone as done, transactionDone as finished } from '../state/idb.js';
import { withoutSecrets } from './secrets.js';

/**
 * The local history of runs, per tool, in IndexedDB: only in this browser, never sent anywhere.
 * Inputs only, not answers: an answer can carry a secret back (TOTP generate returns the secret,
 * the JWT decoder the claims), and running again is one click. Secret fields (secrets.ts) are
 * left out unless the user opted in for that tool.
 */

export interface HistoryEntry {
	id: number;
	tool: string;
	/** When it ran (ms since the epoch). */
	at: number;
	input: Record<string, unknown>;
	/** Secret fields the run had that were not kept. */
	omitted: string[];
	/** The answer's HTTP status. */
	status: number;
}

/** Runs kept per tool; the oldest go first. */
export const HISTORY_LIMIT = 50;

const DB_NAME = 'utilkit-history';
const RUNS = 'runs';
const BY_TOOL = 'tool-at';

/**
 * What is stored for one run.
 * @example historyRecord('jwt-decoder', ['token'], { token: 'ey…' }, 200, Date.now(), false) // input {}, omitted ['token']
 */
export function historyRecord(
	tool: string,
	secretNames: string[],
	input: Record<string, unknown>,
	status: number,
	at: number,
	keepSecrets: boolean
): Omit<HistoryEntry, 'id'> {
	const { input: kept, omitted } = keepSecrets ? { input, omitted: [] } : withoutSecrets(secretNames, input);
	// A structured clone of plain JSON: no $state proxies, no shared references with the form.
	return { tool, at, input: JSON.parse(JSON.stringify(kept)) as Record<string, unknown>, omitted, status };
}

/**
 * A one-line summary of an input, for the list; `empty` (the page's `tool.history.noInput`)
 * when it has no fields.
 */
export function summarize(entry: Pick<HistoryEntry, 'input' | 'omitted'>, max = 90, empty = '(no input)'): string {
	const parts = Object.entries(entry.input).map(([k, v]) => `${k}: ${typeof v === 'string' ? v : JSON.stringify(v)}`);
	const text = parts.join(' · ').replace(/\s+/g, ' ');
	return text.length > max ? `${text.slice(0, max - 1)}…` : text || empty;
}

const db = databaseOpener(DB_NAME, 1, 'history', (d) => {
	const store = d.createObjectStore(RUNS, { keyPath: 'id', autoIncrement: true });
	store.createIndex(BY_TOOL, ['tool', 'at']);
});

const toolRange = (tool: string) => IDBKeyRange.bound([tool, -Infinity], [tool, Infinity]);

/** A tool's runs, newest first. */
export async function listRuns(tool: string): Promise<HistoryEntry[]> {
	const tx = (await db()).transaction(RUNS, 'readonly');
	const all = await done(tx.objectStore(RUNS).index(BY_TOOL).getAll(toolRange(tool)) as IDBRequest<HistoryEntry[]>);
	return all.reverse();
}

/**
 * Stores a run. A run with the same input as a stored one replaces it at the top (running an
 * input again, or live updates settling on one already there, adds no copy); then the oldest
 * runs beyond HISTORY_LIMIT go.
 */
export async function addRun(record: Omit<HistoryEntry, 'id'>): Promise<void> {
	const tx = (await db()).transaction(RUNS, 'readwrite');
	const store = tx.objectStore(RUNS);
	const index = store.index(BY_TOOL);
	const key = JSON.stringify([record.input, record.omitted]);
	// Index order is oldest first; there are at most HISTORY_LIMIT of them.
	const runs = await done(index.getAll(toolRange(record.tool)) as IDBRequest<HistoryEntry[]>);
	const same = runs.find((run) => JSON.stringify([run.input, run.omitted]) === key);
	if (same) store.put({ ...record, id: same.id });
	else store.add(record);
	const kept = runs.filter((run) => run !== same);
	const excess = kept.length + 1 - HISTORY_LIMIT;
	for (const run of kept.slice(0, Math.max(0, excess))) store.delete(run.id);
	await finished(tx);
}

export async function deleteRun(id: number): Promise<void> {
	const tx = (await db()).transaction(RUNS, 'readwrite');
	tx.objectStore(RUNS).delete(id);
	await finished(tx);
}

/** Deletes every run of one tool. */
export async function clearRuns(tool: string): Promise<void> {
	const tx = (await db()).transaction(RUNS, 'readwrite');
	const store = tx.objectStore(RUNS);
	for (const key of await done(store.index(BY_TOOL).getAllKeys(toolRange(tool)))) store.delete(key);
	await finished(tx);
}

/** Removes the secret fields from a tool's stored runs (when the user stops keeping them). */
export async function stripSecrets(tool: string, secretNames: string[]): Promise<void> {
	const tx = (await db()).transaction(RUNS, 'readwrite');
	const store = tx.objectStore(RUNS);
	for (const entry of await done(store.index(BY_TOOL).getAll(toolRange(tool)) as IDBRequest<HistoryEntry[]>)) {
		const { input, omitted } = withoutSecrets(secretNames, entry.input);
		if (omitted.length) store.put({ ...entry, input, omitted: [...new Set([...entry.omitted, ...omitted])] });
	}
	await finished(tx);
}

const secretsKey = (tool: string) => `utilkit:history-keeps-secrets:${tool}`;

/** Whether the user chose to keep this tool's secret fields in its history (off by default). */
export function keepsSecrets(tool: string): boolean {
	try {
		return localStorage.getItem(secretsKey(tool)) === '1';
	} catch {
		return false;
	}
}

export function setKeepsSecrets(tool: string, keep: boolean): void {
	try {
		if (keep) localStorage.setItem(secretsKey(tool), '1');
		else localStorage.removeItem(secretsKey(tool));
	} catch {
		// Storage refused (private mode): the choice lasts for this page only.
	}
}
