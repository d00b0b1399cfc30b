/**
 * Rison (github.com/Nanonid/rison): JSON's data in characters that need little escaping in a URL.
 * `(a:0,b:foo,c:'23skidoo')` is {"a":0,"b":"foo","c":"23skidoo"}; `!(1,2)` an array; `!t`, `!f`,
 * `!n` true, false, null; strings are bare when they are ids, else in single quotes with `!'` and
 * `!!` escapes. O-Rison is an object without its parentheses (`a:0,b:1`, for a query string),
 * A-Rison an array without its `!(` `)`.
 *
 * Hand-written, following the reference implementation (rison.js, the `rison` package CyberChef
 * uses): that package is CommonJS only, logs every error to the console, says no position, loses a
 * `__proto__` key (it assigns with `o[k] =`), writes a key such as "01" as the number 01 (read back
 * as "1") and a non-finite number as !n. Its writing is kept: keys sorted, numbers as JavaScript
 * writes them without the exponent's `+`.
 */
import { MAX_DEPTH } from '../../_shared/json-text.js';
import { errors } from '../errors.js';
import { ConvertError, define } from '../read.js';

export type RisonVariant = 'rison' | 'o-rison' | 'a-rison';

/** Characters no id may hold (rison.js's not_idchar), and those no id may start with (not_idstart adds - and digits: ids never look like numbers). */
/** Ids as written: a string with white space is quoted too (rison.js leaves a tab or line break bare), so an answer never ends in white space. */
const ID = /^[^-0-9\s'!:(),*@$][^\s'!:(),*@$]*$/;
const ID_AT = /[^-0-9 '!:(),*@$][^ '!:(),*@$]*/y;
const NUMBER_AT = /-?[0-9]+(?:\.[0-9]+)?(?:[eE]-?[0-9]+)?/y;
/** What each variant adds around the text before reading it as Rison. */
const WRAP: Record<RisonVariant, [string, string]> = { rison: ['', ''], 'o-rison': ['(', ')'], 'a-rison': ['!(', ')'] };
const NAMES: Record<RisonVariant, string> = { rison: 'Rison', 'o-rison': 'O-Rison', 'a-rison': 'A-Rison' };

class RisonReader {
	private at = 0;
	constructor(
		private readonly text: string,
		private readonly variant: RisonVariant
	) {}

	fail(reason: ReturnType<typeof errors.words>, at = this.at): never {
		// Positions in the text as given, from 1 (the variant's added characters not counted).
		const position = Math.min(Math.max(at - WRAP[this.variant][0].length, 0), this.text.length - WRAP[this.variant].join('').length) + 1;
		throw new ConvertError('input', errors.words('rison_syntax', { reason, position, format: NAMES[this.variant] }));
	}

	/** `,` between items or the closing `)`: true when the list goes on. */
	next(opening: number, opener: string): boolean {
		const c = this.text[this.at];
		if (c === ',') {
			this.at++;
			return true;
		}
		if (c === ')') {
			this.at++;
			return false;
		}
		if (c === undefined) this.fail(errors.words('rison_unclosed', { text: opener }), opening);
		return this.fail(errors.words('rison_separator', { text: '"," or ")"' }));
	}

	key(): string {
		const c = this.text[this.at];
		if (c === "'") return this.quoted();
		if (c === '-' || (c >= '0' && c <= '9')) return String(this.number());
		ID_AT.lastIndex = this.at;
		const id = ID_AT.exec(this.text);
		if (!id) this.fail(errors.words('rison_key'));
		this.at += id[0].length;
		return id[0];
	}

	quoted(): string {
		const start = this.at++;
		let out = '';
		for (;;) {
			const c = this.text[this.at++];
			if (c === undefined) this.fail(errors.words('rison_string'), start);
			if (c === "'") return out;
			if (c === '!') {
				const escaped = this.text[this.at++];
				if (escaped !== '!' && escaped !== "'") this.fail(errors.words('rison_escape', { text: `!${escaped ?? ''}` }), this.at - 2);
				out += escaped;
			} else out += c;
		}
	}

	number(): number {
		NUMBER_AT.lastIndex = this.at;
		const match = NUMBER_AT.exec(this.text);
		if (!match) this.fail(errors.words('rison_char', { char: this.text[this.at] }));
		this.at += match[0].length;
		return Number(match[0]);
	}

	value(depth: number): unknown {
		if (depth > MAX_DEPTH) throw new ConvertError('input', errors.words('too_deep', { max: MAX_DEPTH }));
		const start = this.at;
		const c = this.text[this.at];
		if (c === undefined) this.fail(errors.words('rison_empty'));
		if (c === "'") return this.quoted();
		if (c === '-' || (c >= '0' && c <= '9')) return this.number();
		if (c === '!') {
			const bang = this.text[this.at + 1];
			this.at += 2;
			if (bang === 't') return true;
			if (bang === 'f') return false;
			if (bang === 'n') return null;
			if (bang !== '(') this.fail(errors.words('rison_bang', { text: `!${bang ?? ''}` }), start);
			const items: unknown[] = [];
			if (this.text[this.at] === ')') {
				this.at++;
				return items;
			}
			do items.push(this.value(depth + 1));
			while (this.next(start, '!('));
			return items;
		}
		if (c === '(') {
			this.at++;
			const out: Record<string, unknown> = {};
			if (this.text[this.at] === ')') {
				this.at++;
				return out;
			}
			do {
				const key = this.key();
				if (this.text[this.at] !== ':') this.fail(errors.words('rison_separator', { text: '":"' }));
				this.at++;
				define(out, key, this.value(depth + 1));
			} while (this.next(start, '('));
			return out;
		}
		ID_AT.lastIndex = this.at;
		const id = ID_AT.exec(this.text);
		if (!id) this.fail(errors.words('rison_char', { char: c }));
		this.at += id[0].length;
		return id[0];
	}

	whole(): unknown {
		const value = this.value(0);
		if (this.at < this.text.length) this.fail(errors.words('rison_trailing'));
		return value;
	}
}

/** Reads Rison, O-Rison or A-Rison; white space around the text is dropped (Rison allows none inside). */
export function readRison(text: string, variant: RisonVariant): unknown {
	const [open, close] = WRAP[variant];
	return new RisonReader(open + text.trim() + close, variant).whole();
}

const token = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');

function risonString(text: string): string {
	if (text === '') return "''";
	if (ID.test(text)) return text;
	return `'${text.replace(/['!]/g, '!$&')}'`;
}

/** A key that is a whole number written as JavaScript writes it is written as that number (rison.js does). */
const risonKey = (key: string) => (/^-?(?:0|[1-9][0-9]*)$/.test(key) && String(Number(key)) === key ? key : risonString(key));

function writeValue(value: unknown, path: string): string {
	if (value === null) return '!n';
	if (value === true) return '!t';
	if (value === false) return '!f';
	if (typeof value === 'string') return risonString(value);
	if (typeof value === 'number') {
		if (!Number.isFinite(value)) throw new ConvertError('to', errors.words('not_finite', { value: String(value), format: 'Rison', path }));
		return String(value).replace('+', '');
	}
	if (Array.isArray(value)) return `!(${value.map((item, i) => writeValue(item, `${path}/${i}`)).join(',')})`;
	const object = value as Record<string, unknown>;
	// Sorted by UTF-16 code units, as rison.js sorts (Array.prototype.sort's default).
	const keys = Object.keys(object).sort();
	return `(${keys.map((key) => `${risonKey(key)}:${writeValue(object[key], `${path}/${token(key)}`)}`).join(',')})`;
}

export function writeRison(value: unknown, variant: RisonVariant): string {
	if (variant === 'o-rison' && (!value || typeof value !== 'object' || Array.isArray(value))) throw new ConvertError('to', errors.words('needs_object', { format: 'O-RISON' }));
	if (variant === 'a-rison' && !Array.isArray(value)) throw new ConvertError('to', errors.words('needs_array', { format: 'A-RISON' }));
	const [open, close] = WRAP[variant];
	const text = writeValue(value, '');
	return text.slice(open.length, text.length - close.length);
}
