import type { Component } from 'svelte';

/** What a custom result view is given, besides a 200 body to show. */
export interface CustomViewProps {
	body: unknown;
	/** The input that produced `body`. */
	input: Record<string, unknown>;
	/**
	 * Messages inside `body` in the page's language, by JSON Pointer (`/error/message`), where the
	 * operation marked them (lib/i18n/ops/say.ts); a view shows these instead of the API's English.
	 */
	said?: Record<string, string>;
	/** `body` is still being written (a streamed reply, docs/api.md "Streaming"): more is coming. */
	writing?: boolean;
	/** Runs the same input again (e.g. when a TOTP code expires). */
	rerun(): void;
	/** Fills the form with `input` and runs it. */
	apply(input: Record<string, unknown>): void;
}

/**
 * Custom result views, each in its operation's folder as `<operation id>.view.svelte`
 * (src/lib/ops/README.md, "One folder per operation"); every other tool shows the JSON alone.
 * Each view is its own chunk, loaded by its tool's page only (a page carries none of the others).
 *
 * Views are drawn in the browser only (after a run), so the server build leaves them out: in its
 * module graph they would count as used by the server-rendered page, and SvelteKit would link every
 * view's stylesheet from every tool page as render-blocking (46 of them on /tools/hash took
 * Lighthouse's first paint from 1.3 s to 2.7 s). In the browser a view's stylesheet loads with its
 * chunk.
 */
const files: Record<string, () => Promise<{ default: Component<CustomViewProps> }>> = import.meta.env.SSR
	? {}
	: import.meta.glob<{ default: Component<CustomViewProps> }>('../ops/*/*.view.svelte');

const loaders = new Map(
	Object.entries(files).map(([file, load]) => [file.slice(file.lastIndexOf('/') + 1, -'.view.svelte'.length), load])
);

/** Loads the operation's custom view; undefined when it has none. */
export function loadCustomView(operationId: string): Promise<Component<CustomViewProps>> | undefined {
	return loaders.get(operationId)?.().then((module) => module.default);
}

/** Whether the operation has a custom view (known without loading it; always false on the server, which draws none). */
export function hasCustomView(operationId: string): boolean {
	return loaders.has(operationId);
}
