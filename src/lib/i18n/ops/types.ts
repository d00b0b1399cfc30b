import type { OperationGroup } from '../../ops/define.js';

/** A field's words: the label (English: the property name humanized) and its help text. */
export interface FieldText {
	label: string;
	description?: string;
}

/**
 * One operation in another language. English comes from the definition itself; a test checks
 * that each language has every operation, every input field (by dotted path, as the form keys
 * them: `rgb.r`) and every example, and nothing else.
 */
export interface OpText {
	title: string;
	summary: string;
	/** Searched by the palette and the home page in addition to the English keywords. */
	keywords: string[];
	fields: Record<string, FieldText>;
	/** The examples' names, in the definition's order. */
	examples: string[];
	/** The data licence notice, when the operation has one. */
	attribution?: string;
}

export interface OpCatalog {
	groups: Record<OperationGroup, string>;
	ops: Record<string, OpText>;
}
