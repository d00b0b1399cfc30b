/**
 * Finding tools fast: the command palette (Ctrl/⌘K) and its header button, the home page's
 * favourites and recently used tools, and the star that adds a tool to the favourites.
 */
export const palette = {
	launcher: 'Search tools',
	title: 'Go to a tool',
	searchLabel: 'Search tools',
	placeholder: 'Search tools by name, keyword or group',
	close: 'Close',
	help: 'Up and down arrows choose a tool or an action, Enter opens or runs it, Escape closes.',
	listLabel: 'Tools',
	favourite: 'Favourite',
	loadFailed: 'The tool list could not be loaded.',
	noMatch: (query: string) => `No tools or actions match “${query}”.`,
	count: (n: number) => `${n} ${n === 1 ? 'result' : 'results'}`,
	/** The key hints under the list: ↑↓ choose, Enter open, Esc close. */
	keyChoose: 'choose',
	keyOpen: 'open',
	keyClose: 'close',
	/** Actions the palette offers besides tools (searched in the page's language, plus the keywords). */
	groups: { actions: 'Actions', recent: 'Recent', tools: 'Tools' },
	current: 'current',
	actions: {
		theme: { light: 'Switch to the light theme', dark: 'Switch to the dark theme', system: "Use the system's theme" },
		themeKeywords: 'theme, appearance, mode, night',
		language: (name: string) => `Switch the language to ${name}`,
		languageKeywords: 'language, locale',
		recipes: 'Open the recipe page',
		recipesKeywords: 'recipe, chain, pipeline, steps, workflow, combine',
		docs: 'Open the API docs',
		docsKeywords: 'api, documentation, reference, openapi, docs',
		dashboard: 'Open the dashboard',
		dashboardKeywords: 'account, api key, keys, usage, quota, dashboard',
		signIn: 'Sign in',
		signInKeywords: 'log in, login, account',
		signOut: 'Sign out',
		signOutKeywords: 'log out, logout, account'
	},
	favourites: 'Favourites',
	reorderHelp: 'Drag to reorder, or use the arrow buttons.',
	moveUp: (title: string) => `Move ${title} up`,
	moveDown: (title: string) => `Move ${title} down`,
	moved: (title: string, position: number, total: number) => `${title} moved to position ${position} of ${total}.`,
	recents: 'Recently used',
	clearRecents: 'Clear',
	/** Read after "Clear" by screen readers (visually hidden), with its leading space. */
	clearRecentsHidden: ' recently used tools',
	favouriteToggle: (title: string) => `Favourite: ${title}`,
	addFavourite: 'Add to favourites',
	removeFavourite: 'Remove from favourites'
};
