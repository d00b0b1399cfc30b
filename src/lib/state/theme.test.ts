import { describe, expect, it } from 'vitest';
import { parseTheme } from './theme.svelte.js';

describe('theme choice', () => {
	it('accepts light and dark, anything else is the system theme', () => {
		expect(parseTheme('light')).toBe('light');
		expect(parseTheme('dark')).toBe('dark');
		expect(parseTheme('system')).toBe('system');
		expect(parseTheme(null)).toBe('system');
		expect(parseTheme('Dark')).toBe('system');
	});
});
