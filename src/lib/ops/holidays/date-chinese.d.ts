// The package ships typings (types/index.d.ts) that its `exports` map hides from TypeScript's
// bundler resolution; this declares the part chinese-cache.ts uses.
declare module 'date-chinese' {
	export class CalendarChinese {}
}
