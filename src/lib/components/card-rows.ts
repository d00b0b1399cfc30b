/**
 * How many cards share each card's row when `count` cards are laid out in rows of at most
 * `columns`, balanced so that no row is left with a lone card while others are full: the rows
 * needed at most `columns` wide, then the cards spread over them as evenly as possible, fuller
 * rows first. 4 cards in 3 columns are 2 + 2 (not 3 + 1), 7 are 3 + 2 + 2, 5 are 3 + 2; a group of
 * one card has a row of its own (the card spans it).
 *
 * @example rowSizes(4, 3) // [2, 2, 2, 2]: every card is in a row of two
 */
export function rowSizes(count: number, columns: number): number[] {
	if (count <= 0) return [];
	const rows = Math.ceil(count / columns);
	const base = Math.floor(count / rows);
	const fuller = count % rows;
	const sizes: number[] = [];
	for (let row = 0; row < rows; row++) {
		const size = row < fuller ? base + 1 : base;
		for (let i = 0; i < size; i++) sizes.push(size);
	}
	return sizes;
}
