import { addRun, clearRuns, deleteRun, historyRecord, keepsSecrets, listRuns, setKeepsSecrets, stripSecrets, type HistoryEntry } from './history-store.js';

/**
 * One tool page's history: the stored runs, newest first, and the per-tool choice to keep
 * secret fields. Failures (IndexedDB refused, quota) turn the history off for the page rather
 * than breaking the tool.
 */
export class ToolHistory {
	entries = $state<HistoryEntry[]>([]);
	/** False until loaded, and when this browser has no usable IndexedDB. */
	available = $state(false);
	keepSecrets = $state(false);

	#tool: string;
	#secretNames: string[];
	/** Writes in order, so a delete never overtakes the add before it. */
	#queue: Promise<unknown> = Promise.resolve();

	constructor(tool: string, secretNames: string[]) {
		this.#tool = tool;
		this.#secretNames = secretNames;
	}

	async load(): Promise<void> {
		this.keepSecrets = keepsSecrets(this.#tool);
		try {
			this.entries = await listRuns(this.#tool);
			this.available = true;
		} catch {
			this.available = false;
		}
	}

	#write(change: () => Promise<void>): Promise<void> {
		const next = this.#queue.then(async () => {
			if (!this.available) return;
			try {
				await change();
				this.entries = await listRuns(this.#tool);
			} catch {
				this.available = false;
			}
		});
		this.#queue = next;
		return next;
	}

	record(input: Record<string, unknown>, status: number): Promise<void> {
		const record = historyRecord(this.#tool, this.#secretNames, input, status, Date.now(), this.keepSecrets);
		return this.#write(() => addRun(record));
	}

	remove(id: number): Promise<void> {
		return this.#write(() => deleteRun(id));
	}

	clear(): Promise<void> {
		return this.#write(() => clearRuns(this.#tool));
	}

	/** Turning it off also takes the secrets out of the runs already stored. */
	setKeepSecrets(keep: boolean): Promise<void> {
		this.keepSecrets = keep;
		setKeepsSecrets(this.#tool, keep);
		return keep ? Promise.resolve() : this.#write(() => stripSecrets(this.#tool, this.#secretNames));
	}
}
