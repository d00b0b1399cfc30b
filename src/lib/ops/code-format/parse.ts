/**
 * CyberChef's "JavaScript Parser" with acorn instead of esprima: the ESTree AST of a script or a
 * module (the newest ECMAScript acorn reads), as JSON text. Every node has `start` and `end`
 * (offsets in UTF-16 code units, as JavaScript counts); `locations` adds `loc` (lines from 1,
 * columns from 0), `ranges` adds `range: [start, end]`, `tokens` and `comments` add the Program's
 * `tokens` and `comments` as esprima lays them out (`{type, value}` with the token's source text).
 * acorn has no tolerant mode: the first error is answered with its line and column.
 */
import type { Comment, Options, Token } from 'acorn';
import { errors } from './errors.js';
import type { SourceType } from './options.js';

export interface ParseOptions {
	sourceType: SourceType;
	locations: boolean;
	ranges: boolean;
	tokens: boolean;
	comments: boolean;
	indent: number;
}

const ESPRIMA_KEYWORDS = new Set(['let', 'static', 'yield']);

/** acorn's tokens carry their value (a name's text, a regexp's parts), which its types leave out. */
type ValuedToken = Token & { value?: unknown };

/** esprima's token types, from acorn's token labels (the rest are punctuators). */
function tokenType(token: ValuedToken): string {
	const { label, keyword } = token.type;
	if (label === 'true' || label === 'false') return 'Boolean';
	if (label === 'null') return 'Null';
	if (keyword) return 'Keyword';
	switch (label) {
		case 'name':
			// acorn reads `let`, `static` and `yield` as names (they are, in some places); esprima calls them keywords.
			return ESPRIMA_KEYWORDS.has(token.value as string) ? 'Keyword' : 'Identifier';
		case 'privateId':
			return 'PrivateIdentifier';
		case 'num':
			return 'Numeric';
		case 'string':
			return 'String';
		case 'regexp':
			return 'RegularExpression';
		case 'template':
		case 'invalidTemplate':
			return 'Template';
		default:
			return 'Punctuator';
	}
}

/** JSON has no BigInt or RegExp: ESTree's rule for values a host cannot hold is `null` (the `bigint` and `regex` fields keep them). */
function replacer(_key: string, value: unknown): unknown {
	if (typeof value === 'bigint' || value instanceof RegExp) return null;
	return value;
}

export async function parseJavaScript(text: string, options: ParseOptions): Promise<string> {
	const acorn = await import('acorn');
	const tokens: Token[] = [];
	const comments: Comment[] = [];
	const acornOptions: Options = {
		ecmaVersion: 'latest',
		sourceType: options.sourceType,
		locations: options.locations,
		ranges: options.ranges,
		allowHashBang: true,
		onComment: options.comments ? comments : undefined,
		onToken: options.tokens ? tokens : undefined
	};
	let program: Record<string, unknown>;
	try {
		program = acorn.parse(text, acornOptions) as unknown as Record<string, unknown>;
	} catch (err) {
		const e = err as { message?: string; loc?: { line: number; column: number } };
		if (!e.loc) throw err;
		const reason = (e.message ?? 'syntax error').replace(/\s*\(\d+:\d+\)$/, '');
		throw errors.error('syntax', { line: e.loc.line, column: e.loc.column + 1, language: 'JavaScript', reason }, { field: 'input' });
	}
	if (options.tokens)
		program.tokens = tokens
			.filter((token) => token.type.label !== 'eof')
			.map((token) => {
				const type = tokenType(token);
				const { pattern, flags } = type === 'RegularExpression' ? ((token as ValuedToken).value as { pattern: string; flags: string }) : { pattern: undefined, flags: undefined };
				return {
					type,
					value: text.slice(token.start, token.end),
					...(pattern !== undefined ? { regex: { pattern, flags } } : {}),
					start: token.start,
					end: token.end,
					...(token.loc ? { loc: token.loc } : {}),
					...(token.range ? { range: token.range } : {})
				};
			});
	if (options.comments) program.comments = comments;
	return JSON.stringify(program, replacer, options.indent);
}
