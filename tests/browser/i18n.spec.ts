import { expect, test, type Page } from './fixtures.js';
import en from '../../src/lib/i18n/messages/en/index.js';
import es from '../../src/lib/i18n/messages/es/index.js';
import ptBR from '../../src/lib/i18n/messages/pt-BR/index.js';
import { waitForHook, waitForServiceWorker } from './helpers.js';

// The suite blocks the service worker (playwright.config.ts); the tests about offline use allow it.

// Interface languages: chosen from the browser, switchable, remembered, complete, offline too.

type Tree = { [key: string]: unknown };

/** The catalog's plain strings by path (functions are skipped: they need values). */
function strings(tree: Tree, prefix = ''): Map<string, string> {
	const out = new Map<string, string>();
	for (const [key, value] of Object.entries(tree)) {
		const path = prefix ? `${prefix}.${key}` : key;
		if (typeof value === 'string') out.set(path, value);
		else if (value && typeof value === 'object') for (const [p, v] of strings(value as Tree, path)) out.set(p, v);
	}
	return out;
}

/**
 * English sentences that must not show on a translated page: every English message of a dozen
 * characters or more whose translation differs. A component that still has hard-coded English
 * for a message in the catalog, or that reads the wrong language, shows up here.
 */
function englishLeftovers(translated: Tree): string[] {
	const other = strings(translated);
	return [...strings(en as unknown as Tree)]
		.filter(([path, text]) => text.trim().length >= 12 && other.get(path) !== text)
		.map(([, text]) => text.trim());
}

async function open(page: Page, path: string) {
	await page.goto(path);
	await waitForHook(page);
}

const menu = (page: Page) => page.locator('details.lang');

async function switchTo(page: Page, name: string) {
	await menu(page).locator('summary').click();
	await menu(page).getByRole('link', { name }).click();
}

test.describe('language from the browser', () => {
	test.use({ locale: 'pt-BR' });

	test('a Portuguese browser opens the Portuguese pages, English links included', async ({ page }) => {
		await open(page, '/');
		await expect(page).toHaveURL(/\/pt-BR$/);
		await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
		await expect(page.getByRole('navigation', { name: ptBR.common.mainNav }).getByRole('link', { name: ptBR.common.tools })).toBeVisible();
		await expect(page.getByRole('heading', { level: 1 })).toContainText(ptBR.home.headingBefore.trim());

		// A shared English link to a tool, with its inputs in the fragment, keeps them.
		await page.goto('/tools/hash#in=eyJpbnB1dCI6ImFiYyJ9');
		await expect(page).toHaveURL(/\/pt-BR\/tools\/hash#in=eyJpbnB1dCI6ImFiYyJ9$/);
		await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');

		// An explicit Spanish link is kept while the user has not chosen.
		await page.goto('/es/docs');
		await expect(page).toHaveURL(/\/es\/docs$/);
		await expect(page.locator('html')).toHaveAttribute('lang', 'es');
	});
});

test.describe('language without a match', () => {
	test.use({ locale: 'fr-FR' });

	test('a French browser gets English', async ({ page }) => {
		await open(page, '/');
		await expect(page).toHaveURL(/\/$/);
		await expect(page.locator('html')).toHaveAttribute('lang', 'en');
		await expect(page.getByRole('heading', { level: 1 })).toContainText(en.home.headingBefore.trim());
	});
});

test('the language menu switches, keeps the page, and is remembered', async ({ page }) => {
	await open(page, '/docs');
	await expect(menu(page).locator('summary')).toHaveAccessibleName(en.common.languageCurrent('English'));
	await switchTo(page, 'Español');
	await expect(page).toHaveURL(/\/es\/docs$/);
	await expect(page.locator('html')).toHaveAttribute('lang', 'es');
	await expect(page.getByRole('navigation', { name: es.common.mainNav }).getByRole('link', { name: es.common.api })).toHaveAttribute('aria-current', 'page');
	await expect(menu(page)).not.toHaveAttribute('open');

	// Remembered: an English link now opens in Spanish, after a reload too.
	await page.goto('/tools/qr-code');
	await expect(page).toHaveURL(/\/es\/tools\/qr-code$/);
	await page.reload();
	await expect(page).toHaveURL(/\/es\/tools\/qr-code$/);

	// Back to English, explicitly: a Spanish link now opens in English.
	await waitForHook(page);
	await switchTo(page, 'English');
	await expect(page).toHaveURL(/\/tools\/qr-code$/);
	await page.goto('/es');
	await expect(page).toHaveURL(/\/$/);
	await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('the menu works from the keyboard and closes with Escape', async ({ page }) => {
	await open(page, '/');
	const summary = menu(page).locator('summary');
	await summary.focus();
	await page.keyboard.press('Enter');
	await expect(menu(page)).toHaveAttribute('open');
	await expect(menu(page).getByRole('link', { name: 'Português (Brasil)' })).toHaveAttribute('lang', 'pt-BR');
	await page.keyboard.press('Escape');
	await expect(menu(page)).not.toHaveAttribute('open');
	await expect(summary).toBeFocused();
});

for (const [name, catalog, prefix] of [
	['pt-BR', ptBR, '/pt-BR'],
	['es', es, '/es']
] as const) {
	test(`${name}: no English interface text on any page`, async ({ page }) => {
		const leftovers = englishLeftovers(catalog as unknown as Tree);
		expect(leftovers.length).toBeGreaterThan(50);
		for (const path of ['', '/tools/hash', '/tools/otp-totp-generate', '/tools/url-checker', '/docs', '/signin', '/signup', '/dashboard', '/outbox', '/forgot-password', '/reset-password', '/verify-email']) {
			await page.goto(prefix + path);
			await waitForHook(page);
			const text = await page.locator('body').innerText();
			const found = leftovers.filter((sentence) => text.includes(sentence));
			expect(found, `${prefix + path} shows English`).toEqual([]);
		}
	});
}

test.describe('with the service worker', () => {
	test.use({ serviceWorkers: 'allow' });

	test('switching language works offline', async ({ page, context }) => {
		await open(page, '/tools/hash');
		await waitForServiceWorker(page);
		await page.reload();
		await waitForHook(page);
		await context.setOffline(true);
		try {
			await switchTo(page, 'Português (Brasil)');
			await expect(page).toHaveURL(/\/pt-BR\/tools\/hash$/);
			await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
			await page.reload();
			await expect(page.getByRole('navigation', { name: ptBR.common.mainNav })).toBeVisible();
		} finally {
			await context.setOffline(false);
		}
	});
});

/** Base64url of a JSON input, as a share link carries it (src/lib/tools/share.ts). */
const fragment = (input: unknown) => `#in=${Buffer.from(JSON.stringify(input)).toString('base64url')}`;

test.describe('what operations say, in the page’s language', () => {
	test('pt-BR: an operation’s error, a schema’s own problem and a zod bound are said in Portuguese, at their field', async ({ page }) => {
		// An operation's error (the encode module's catalog), said under the field it names.
		await page.goto(`/pt-BR/tools/encode${fragment({ input: '!!!', scheme: 'base64', direction: 'decode' })}`);
		await waitForHook(page);
		const input = page.getByRole('textbox', { name: 'Entrada' });
		await expect(input).toHaveAttribute('aria-invalid', 'true');
		await expect(page.locator('.field .problem')).toHaveText('Não é base64 válido');
		await expect(page.getByTestId('error-message')).toHaveText(ptBR.tool.form.problems.summary);
		// "Show the API call" keeps the API's own English answer.
		await page.getByTestId('api-call').locator('summary').click();
		await expect(page.getByTestId('api-call')).toContainText('input: is not valid base64');

		// A problem the schema words itself (qr-code's longest data), past the bound: no zod English.
		await page.goto(`/pt-BR/tools/qr-code${fragment({ data: 'a'.repeat(4297) })}`);
		await waitForHook(page);
		await expect(page.locator('.field .problem')).toHaveText('Deve ter no máximo 4.296 caracteres');
		await expect(page.getByRole('textbox', { name: 'Dados' })).toHaveAttribute('aria-invalid', 'true');

		// A wrong type sent through a share link: zod's issue said by the form's words.
		await page.goto(`/pt-BR/tools/fake-data${fragment({ type: 'person', count: 'muitos' })}`);
		await waitForHook(page);
		await expect(page.getByRole('spinbutton', { name: 'Quantidade' })).toHaveAttribute('aria-invalid', 'true');
		await expect(page.locator('.field .problem')).toHaveText(/^(Deve ser um número inteiro\.|Deve ser um número\.)$/);
	});

	test('pt-BR and es: each error of a JSON Schema validation is said in the page’s language, the API’s English kept', async ({ page }) => {
		// The tool's first example runs on load: the data breaks required, additionalProperties, minLength, minimum, an item's type and uniqueItems.
		await page.goto('/pt-BR/tools/json-schema-validate');
		await waitForHook(page);
		await expect(page.getByTestId('verdict')).toHaveText('Inválido: 6 erros');
		await expect(page.getByTestId('schema-error-path')).toHaveText(['(raiz)', '/name', '/age', '/tags/2', '/tags']);
		await expect(page.getByTestId('schema-errors').locator('ul > li')).toHaveText([
			'Falta a propriedade obrigatória "email"',
			'A propriedade "nickname" não é permitida',
			'Deve ter pelo menos 1 caractere (tem 0)',
			'Deve ser no mínimo 0 (é -3)',
			'Deve ser do tipo string (é number)',
			'Itens repetidos nas posições 0 e 1'
		]);
		// "Show the API call" keeps the validator's own English.
		await page.getByTestId('api-call').locator('summary').click();
		await expect(page.getByTestId('api-call')).toContainText('-3 is less than 0.');

		await page.goto('/es/tools/json-schema-validate');
		await waitForHook(page);
		await expect(page.getByTestId('schema-errors').locator('ul > li').nth(3)).toHaveText('Debe ser como mínimo 0 (es -3)');
		await expect(page.getByTestId('schema-errors')).not.toContainText('Instance');
	});

	test('es: a message inside an answer (an invalid JSON’s reason) is in Spanish, its place too', async ({ page }) => {
		await page.goto(`/es/tools/json-format${fragment({ input: '{\n  "tags": ["json", "yaml",]\n}' })}`);
		await waitForHook(page);
		await expect(page.getByTestId('json-error-where')).toHaveText('Línea 2, columna 27');
		await expect(page.getByTestId('json-error-message')).toHaveText("Coma sobrante antes de ']'");
	});
});
