import type { FontName } from './limits.js';
import { parseFont, type FigFont } from './figlet.js';

/** Each font is a chunk of its own, loaded the first time it is asked for. */
const loaders: Record<FontName, () => Promise<{ default: string }>> = {
	standard: () => import('./fonts/standard.js'),
	slant: () => import('./fonts/slant.js'),
	banner: () => import('./fonts/banner.js'),
	big: () => import('./fonts/big.js'),
	small: () => import('./fonts/small.js')
};

const parsed = new Map<FontName, Promise<FigFont>>();

/** The parsed font, read once per thread or worker. */
export function loadFont(name: FontName): Promise<FigFont> {
	let font = parsed.get(name);
	if (!font) {
		font = loaders[name]().then((m) => parseFont(m.default));
		parsed.set(name, font);
	}
	return font;
}

/** Each font's height in rows and its credit line, for GET /ascii-art/fonts. */
export const FONT_INFO: Record<FontName, { height: number; credit: string }> = {
	standard: { height: 6, credit: 'Glenn Chappell & Ian Chai, 3/1993' },
	slant: { height: 6, credit: 'Glenn Chappell, 3/1993' },
	banner: { height: 8, credit: 'Ryan Youck (after the Unix banner command)' },
	big: { height: 8, credit: 'Glenn Chappell, 4/1993' },
	small: { height: 5, credit: 'Glenn Chappell, 4/1993' }
};
