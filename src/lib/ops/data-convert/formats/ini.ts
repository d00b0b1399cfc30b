/**
 * INI through the npm `ini` package (npm's own config reader): `[section]` headers become objects
 * (`[a.b]` nested: {"a": {"b": …}}), `key = value` pairs strings, `key[] = v` lines a list, `;` and
 * `#` comment lines. As that package does, `true`, `false` and `null` become JSON's, and a value in
 * double quotes is read as a JSON string.
 */
import { parse, stringify } from 'ini';
import { errors } from '../errors.js';
import { ConvertError } from '../read.js';

export function readIni(text: string): unknown {
	return parse(text);
}

const token = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');

/** Sections may nest; a list holds only values (one `key[] = value` line each). */
function checkIni(value: Record<string, unknown>, path: string): void {
	for (const [key, child] of Object.entries(value)) {
		const at = `${path}/${token(key)}`;
		if (Array.isArray(child)) {
			child.forEach((item, i) => {
				if (item !== null && typeof item === 'object') throw new ConvertError('to', errors.words('flat_nested', { format: 'INI', path: `${at}/${i}` }));
			});
		} else if (child !== null && typeof child === 'object') checkIni(child as Record<string, unknown>, at);
	}
}

/** Top-level values first, then one `[section]` per object (nested ones as `[a.b]`), `key = value`. */
export function writeIni(value: unknown): string {
	if (value === null || typeof value !== 'object' || Array.isArray(value)) throw new ConvertError('to', errors.words('needs_object', { format: 'INI' }));
	checkIni(value as Record<string, unknown>, '');
	return stringify(value, { whitespace: true, platform: 'linux' });
}
