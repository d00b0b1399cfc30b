// The part of Node's built-in SQLite module (Node 22.13+) that sqlite-driver.ts uses.
// @types/node is pinned to Node 20, the oldest supported runtime, which has no node:sqlite.
declare module 'node:sqlite' {
	export type SQLInputValue = null | number | bigint | string | Uint8Array;
	export interface StatementSync {
		all(...params: SQLInputValue[]): unknown[];
		run(...params: SQLInputValue[]): { changes: number | bigint; lastInsertRowid: number | bigint };
		iterate(...params: SQLInputValue[]): IterableIterator<unknown>;
		columns(): unknown[];
	}
	export class DatabaseSync {
		constructor(path: string);
		exec(sql: string): void;
		prepare(sql: string): StatementSync;
		close(): void;
	}
}
