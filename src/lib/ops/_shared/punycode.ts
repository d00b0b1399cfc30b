/**
 * RFC 3492 Punycode decoding, used to tell whether an `xn--` label is decodable at all. The URL
 * parsers of Node 20, Node 24 and browsers disagree on that, so the check is done here, the same
 * way everywhere. Returns the decoded label, or null when the input is not valid Punycode.
 */
export function punycodeDecode(input: string): string | null {
	const BASE = 36;
	const TMIN = 1;
	const TMAX = 26;
	const SKEW = 38;
	const DAMP = 700;
	const MAX = 0x7fffffff;
	const adapt = (delta: number, points: number, first: boolean) => {
		delta = first ? Math.floor(delta / DAMP) : delta >> 1;
		delta += Math.floor(delta / points);
		let k = 0;
		while (delta > ((BASE - TMIN) * TMAX) >> 1) {
			delta = Math.floor(delta / (BASE - TMIN));
			k += BASE;
		}
		return k + Math.floor(((BASE - TMIN + 1) * delta) / (delta + SKEW));
	};
	const digit = (c: number) =>
		c >= 0x30 && c <= 0x39 ? c - 22 : c >= 0x41 && c <= 0x5a ? c - 0x41 : c >= 0x61 && c <= 0x7a ? c - 0x61 : BASE;

	const output: number[] = [];
	const basicEnd = Math.max(0, input.lastIndexOf('-'));
	for (let j = 0; j < basicEnd; j++) {
		const c = input.charCodeAt(j);
		if (c >= 0x80) return null;
		output.push(c);
	}
	let n = 0x80;
	let i = 0;
	let bias = 72;
	for (let index = basicEnd > 0 ? basicEnd + 1 : 0; index < input.length; ) {
		const oldi = i;
		for (let w = 1, k = BASE; ; k += BASE) {
			if (index >= input.length) return null;
			const d = digit(input.charCodeAt(index++));
			if (d >= BASE || d > Math.floor((MAX - i) / w)) return null;
			i += d * w;
			const t = k <= bias ? TMIN : k >= bias + TMAX ? TMAX : k - bias;
			if (d < t) break;
			if (w > Math.floor(MAX / (BASE - t))) return null;
			w *= BASE - t;
		}
		const out = output.length + 1;
		bias = adapt(i - oldi, out, oldi === 0);
		if (Math.floor(i / out) > MAX - n) return null;
		n += Math.floor(i / out);
		i %= out;
		if (n > 0x10ffff || (n >= 0xd800 && n <= 0xdfff)) return null;
		output.splice(i++, 0, n);
	}
	return String.fromCodePoint(...output);
}
