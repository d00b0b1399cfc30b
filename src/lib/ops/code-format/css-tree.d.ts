/** The two functions of css-tree 3 that minify.ts uses (the package ships no types; @types/css-tree would be one more dependency for them). */
declare module 'css-tree' {
	export function parse(text: string): unknown;
	export function generate(ast: unknown): string;
}
