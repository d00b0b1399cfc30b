import type { Component } from 'svelte';

/** What a custom result view is given, besides a 200 body to show. */
export interface CustomViewProps {
	body: unknown;
	/** The input that produced `body`. */
	input: Record<string, unknown>;
	/** Runs the same input again (e.g. when a TOTP code expires). */
	rerun(): void;
	/** Fills the form with `input` and runs it. */
	apply(input: Record<string, unknown>): void;
}

/**
 * Custom result views, each in its operation's folder as `<operation id>.view.svelte`
 * (docs/architecture.md, "One folder per operation"); every other tool shows the JSON alone.
 */
const files = import.meta.glob<{ default: Component<CustomViewProps> }>('../ops/*/*.view.svelte', { eager: true });

export const CUSTOM_VIEWS: Partial<Record<string, Component<CustomViewProps>>> = Object.fromEntries(
	Object.entries(files).map(([file, module]) => [file.slice(file.lastIndexOf('/') + 1, -'.view.svelte'.length), module.default])
);
