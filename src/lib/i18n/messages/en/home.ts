/** The home page: the hero, the tool search and the tool grid. */
export const home = {
	pageTitle: 'Utilkit — developer utilities that work offline',
	headingBefore: 'Everyday developer utilities, ',
	headingHighlight: 'offline',
	headingAfter: ' and as an API',
	leadBefore: 'One-time passwords, hashes, JWTs, colours and more. Tools run in your browser, keep working without a network, and answer exactly like the ',
	leadLink: 'JSON API',
	leadAfter: '.',
	searchLabel: 'Search tools',
	searchPlaceholder: 'Search tools, e.g. totp, sha256, colour',
	matches: (shown: number, total: number) => `${shown} of ${total} tools match`,
	toolCount: (total: number) => (total === 1 ? '1 tool' : `${total} tools`),
	noMatch: (query: string) => `No tools match “${query}”.`,
	clearSearch: 'Clear the search',
	/** A phone shows each group's first tools: the button unfolding the rest, and folding them again. */
	showAll: (total: number) => `See all ${total} tools`,
	showFewer: 'Fewer tools'
};
