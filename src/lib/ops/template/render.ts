/**
 * Mustache (spec v1.3: interpolation, sections, inverted sections, comments, partials, set
 * delimiters) through mustache.js, with three changes the spec or the service needs:
 * - names resolve as the spec says and only to the data's own members: a dotted name's first part
 *   is looked up up the context stack, the rest only inside what it found (mustache.js 4.2.0
 *   falls back to outer contexts: the spec's "Dotted Names - Context Precedence"); `constructor`,
 *   `toString` or `__proto__` are not in JSON data, so they are empty, never a prototype's member;
 * - values are written as text the same way everywhere: numbers as JavaScript writes them, true
 *   and false, objects and arrays as JSON; `{{name}}` escapes & < > " ' as Python's html.escape;
 * - the work is counted as it is done: the output's length, the tags rendered over every pass of
 *   every section, and the depth of partials inside partials, each stopped at its limit.
 */
import type MustacheModule from 'mustache';

type Mustache = typeof MustacheModule;

/** Which limit a render passed. */
export class RenderLimit extends Error {
	constructor(readonly id: 'output_too_long' | 'too_many_steps' | 'partials_too_deep' | 'nested_too_deep') {
		super(id);
	}
}

/** The template (or a partial, by name) does not parse: an unclosed tag or section, bad delimiters. */
export class TemplateSyntax extends Error {
	constructor(
		readonly reason: string,
		readonly partial?: string
	) {
		super(reason);
	}
}

export interface Limits {
	maxOutput: number;
	maxSteps: number;
	maxPartialDepth: number;
}

const own = (value: unknown, name: string) => typeof value === 'object' && value !== null && Object.prototype.hasOwnProperty.call(value, name);

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' };
/** HTML escaping as Python's html.escape(text, quote=True). */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]);

/** A value as the text a tag writes. */
export const textOf = (value: unknown) => (typeof value === 'string' ? value : typeof value === 'object' ? JSON.stringify(value) : String(value));

/**
 * Renders `template` with `data` and `partials`.
 * @example render(mustache, 'Hi {{name}}!', { name: 'Ana' }, {}, limits) // 'Hi Ana!'
 * @throws TemplateSyntax, RenderLimit
 */
export function render(mustache: Mustache, template: string, data: Record<string, unknown>, partials: Record<string, string>, limits: Limits): string {
	class SpecContext extends mustache.Context {
		override push(view: unknown): SpecContext {
			return new SpecContext(view, this);
		}
		override lookup(name: string): unknown {
			if (name === '.') return this.view;
			const [first, ...rest] = name.split('.');
			let context = own(this.view, first) ? (this as MustacheModule.Context) : this.parent;
			while (context && !own(context.view, first)) context = context.parent;
			if (!context) return undefined;
			let value = (context.view as Record<string, unknown>)[first];
			for (const part of rest) {
				if (!own(value, part)) return undefined;
				value = (value as Record<string, unknown>)[part];
			}
			return value;
		}
	}

	let length = 0;
	let steps = 0;
	let depth = 0;
	/** The partial whose text does not parse, the innermost one. */
	let failedIn: string | undefined;
	const count = (text: string | undefined) => {
		if (text === undefined) return undefined;
		length += text.length;
		if (length > limits.maxOutput) throw new RenderLimit('output_too_long');
		return text;
	};

	class CountingWriter extends mustache.Writer {
		override renderTokens(tokens: string[][], context: MustacheModule.Context, partials?: MustacheModule.PartialsOrLookupFn, originalTemplate?: string, config?: MustacheModule.RenderOptions): string {
			steps += tokens.length + 1;
			if (steps > limits.maxSteps) throw new RenderLimit('too_many_steps');
			return super.renderTokens(tokens, context, partials, originalTemplate, config);
		}
		override renderPartial(token: string[], context: MustacheModule.Context, partials?: MustacheModule.PartialsOrLookupFn, config?: MustacheModule.OpeningAndClosingTags | MustacheModule.RenderOptions): string {
			if (++depth > limits.maxPartialDepth) throw new RenderLimit('partials_too_deep');
			try {
				return super.renderPartial(token, context, partials, config);
			} catch (error) {
				if (!(error instanceof RenderLimit) && failedIn === undefined) failedIn = token[1];
				throw error;
			} finally {
				depth--;
			}
		}
		override unescapedValue(token: string[], context: MustacheModule.Context): string {
			const value = context.lookup(token[1]);
			return count(value == null ? undefined : textOf(value)) as string;
		}
		override escapedValue(token: string[], context: MustacheModule.Context): string {
			const value = context.lookup(token[1]);
			return count(value == null ? undefined : escapeHtml(textOf(value))) as string;
		}
		override rawValue(token: string[]): string {
			return count(token[1]) as string;
		}
	}

	const writer = new CountingWriter();
	// Partials are read only when a tag names one, and only own members count.
	const lookupPartial = (name: string) => (own(partials, name) ? partials[name] : undefined);
	try {
		return writer.render(template, new SpecContext(data), lookupPartial, { escape: escapeHtml });
	} catch (error) {
		if (error instanceof RenderLimit) throw error;
		// Sections nested thousands deep overflow the stack of mustache.js's recursive renderer.
		if (error instanceof RangeError) throw new RenderLimit('nested_too_deep');
		if (error instanceof Error) throw new TemplateSyntax(error.message, failedIn);
		throw error;
	}
}
