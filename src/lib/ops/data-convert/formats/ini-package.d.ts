// The npm `ini` package ships no types; the two calls this module makes (lib/ini.js, v6).
declare module 'ini' {
	export function parse(text: string, options?: { bracketedArray?: boolean }): Record<string, unknown>;
	export function stringify(value: unknown, options?: { section?: string; whitespace?: boolean; align?: boolean; newline?: boolean; sort?: boolean; platform?: string; bracketedArray?: boolean }): string;
}
