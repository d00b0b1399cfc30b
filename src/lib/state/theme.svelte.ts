/**
 * Light, dark or the system's theme. The choice lives in localStorage under THEME_KEY; the inline
 * script in src/app.html applies it to <html data-theme> before the first paint (no flash), and
 * this module keeps it in step afterwards. The CSS in +layout.svelte reads `data-theme`.
 */
export type ThemeChoice = 'light' | 'dark' | 'system';

export const THEME_KEY = 'utilkit:theme';
export const THEME_CHOICES: readonly ThemeChoice[] = ['light', 'dark', 'system'];

export function parseTheme(value: string | null | undefined): ThemeChoice {
	return value === 'light' || value === 'dark' ? value : 'system';
}

class Theme {
	choice = $state<ThemeChoice>('system');

	/** Reads what app.html's script already applied. */
	load(): void {
		this.choice = parseTheme(document.documentElement.dataset.theme);
	}

	set(choice: ThemeChoice): void {
		this.choice = choice;
		document.documentElement.dataset.theme = choice;
		try {
			if (choice === 'system') localStorage.removeItem(THEME_KEY);
			else localStorage.setItem(THEME_KEY, choice);
		} catch {
			/* storage off: the choice lasts for this page */
		}
	}
}

export const theme = new Theme();
