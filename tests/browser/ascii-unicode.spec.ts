import { expect, test } from './fixtures';
import { waitForHook } from './helpers';

/**
 * The ASCII art and Unicode tools as a person uses them. The art is what Debian's figlet 2.2.5
 * printed (`figlet -f FONT -w 80 TEXT`), the names and bytes what Python's unicodedata and
 * str.encode give: not the app's answers.
 */

test('ASCII art: Hello on arrival, another font from the view, then the art follows the typing', async ({ page }) => {
	await page.goto('/tools/ascii-art');
	await waitForHook(page);
	const art = page.getByTestId('ascii-art');
	// figlet -f standard -w 80 Hello
	await expect.poll(() => art.textContent()).toBe(' _   _      _ _       \n| | | | ___| | | ___  \n| |_| |/ _ \\ | |/ _ \\ \n|  _  |  __/ | | (_) |\n|_| |_|\\___|_|_|\\___/ \n                      \n');
	await page.getByRole('button', { name: 'Slant', exact: true }).click();
	// figlet -f slant -w 80 Hello
	await expect.poll(() => art.textContent()).toBe('    __  __     ____    \n   / / / /__  / / /___ \n  / /_/ / _ \\/ / / __ \\\n / __  /  __/ / / /_/ /\n/_/ /_/\\___/_/_/\\____/ \n                       \n');
	await page.getByRole('button', { name: 'Small', exact: true }).click();
	await page.getByRole('textbox', { name: 'Text', exact: true }).fill('Hi!');
	// figlet -f small -w 80 'Hi!'
	await expect.poll(() => art.textContent()).toBe(' _  _ _ _ \n| || (_) |\n| __ | |_|\n|_||_|_(_)\n          \n');
});

test('Unicode: a card for each character on arrival, then a search by name', async ({ page }) => {
	await page.goto('/tools/unicode');
	await waitForHook(page);
	const cards = page.getByTestId('unicode-characters').locator('li');
	await expect(cards).toHaveCount(3);
	// unicodedata.name('😀'), '😀'.encode('utf-8').hex(' ').upper()
	await expect(cards.nth(1)).toContainText('GRINNING FACE');
	await expect(cards.nth(1)).toContainText('U+1F600');
	await expect(cards.nth(1)).toContainText('F0 9F 98 80');
	await expect(cards.nth(2)).toContainText('HEAVY BLACK HEART');
	await page.getByRole('button', { name: 'Find by name', exact: true }).click();
	// the names of Unicode 14.0 with a word starting GRINNING, emoji first then by code point
	await expect(cards.locator('.name')).toHaveText([
		/^GRINNING FACE\s*Emoji$/,
		/^GRINNING FACE WITH SMILING EYES/,
		/^GRINNING CAT FACE WITH SMILING EYES/,
		/^GRINNING FACE WITH STAR EYES/,
		/^GRINNING FACE WITH ONE LARGE AND ONE SMALL EYE/
	]);
});
