import crypto from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { waitForHook, controlledByServiceWorker } from './helpers';
import { axeViolations } from './axe';

// The suite blocks the service worker (playwright.config.ts); the tests about offline use allow it.

// The recipe page (/recipes): steps from the palette, fields mapped automatically, live runs in
// the worker, offline, share links, saved recipes and the tool pages' hand-off. Expected digests
// come from node:crypto, the encoded text from Node's own base64.

const sha256 = (text: string) => crypto.createHash('sha256').update(text, 'utf8').digest('hex');
const base64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');

async function openRecipes(page: Page, hash = ''): Promise<void> {
	await page.goto(`/recipes${hash}`);
	await expect(page.getByRole('heading', { level: 1, name: 'Recipes' })).toBeVisible();
	await expect(page.getByTestId('add-step')).toBeVisible();
}

/** Adds a step through the palette in pick mode. */
async function addStep(page: Page, id: string): Promise<void> {
	await page.getByTestId('add-step').click();
	const dialog = page.getByRole('dialog');
	await expect(dialog).toBeVisible();
	await dialog.locator(`[role="option"][data-tool="${id}"]`).click();
	await expect(dialog).toBeHidden();
}

/** Waits until the whole recipe has answered 200. */
async function ranAll(page: Page): Promise<void> {
	await expect(page.getByTestId('recipe-status')).toHaveAttribute('data-state', '200');
}

/** The JSON answer a step shows (under its view, in the result's JSON fold). */
async function stepBody(step: Locator): Promise<Record<string, unknown>> {
	const result = step.locator('section.result');
	await expect(result).toHaveAttribute('aria-busy', 'false');
	const fold = result.locator('.body > details');
	if ((await fold.count()) && !(await fold.evaluate((d) => (d as HTMLDetailsElement).open))) await fold.locator('summary').click();
	return JSON.parse((await result.locator('.json pre').first().textContent()) ?? 'null');
}

/** Builds encode → hash from the palette and types `text` into step 1. */
async function buildEncodeHash(page: Page, text: string): Promise<void> {
	await addStep(page, 'encode');
	await addStep(page, 'hash');
	const steps = page.getByTestId('recipe-step');
	await expect(steps).toHaveCount(2);
	// Auto-mapped: the hash's input is the encoded text, shown as a link, not as a field.
	await expect(steps.nth(1).getByTestId('linked-field')).toHaveAttribute('data-field', 'input');
	await expect(steps.nth(1).getByTestId('linked-field')).toContainText('from step 1: /output');
	await page.locator('#s1-input').fill(text);
	await ranAll(page);
}

/** Both answers, once the run for `text` has settled (a slower earlier run may still be on screen first). */
async function expectDigest(page: Page, text: string): Promise<void> {
	const steps = page.getByTestId('recipe-step');
	await expect(async () => {
		const encoded = await stepBody(steps.nth(0));
		expect(encoded.output).toBe(base64(text));
		const hashed = await stepBody(steps.nth(1));
		expect((hashed.hashes as Record<string, string>).sha256).toBe(sha256(base64(text)));
	}).toPass();
}

test.describe('recipes', () => {
	test('encode → hash from the palette, auto-mapped, live as you type, the SHA-256 of the encoded text', async ({ page }) => {
		await openRecipes(page);
		await buildEncodeHash(page, 'hello recipe');
		await expectDigest(page, 'hello recipe');
		// Live: a new input runs again.
		await page.locator('#s1-input').fill('second input');
		await expectDigest(page, 'second input');
	});

	test('steps are reordered and removed with buttons', async ({ page }) => {
		await openRecipes(page);
		await buildEncodeHash(page, 'abc');
		await page.getByRole('button', { name: 'Move step 2 up' }).click();
		const steps = page.getByTestId('recipe-step');
		await expect(steps.nth(0)).toHaveAttribute('data-op', 'hash');
		// The first step takes nothing from a previous answer.
		await expect(steps.nth(0).getByTestId('linked-field')).toHaveCount(0);
		await page.getByRole('button', { name: 'Remove step 1' }).click();
		await expect(steps).toHaveCount(1);
		await expect(steps.nth(0)).toHaveAttribute('data-op', 'encode');
	});

	test('a share link opens the same recipe with the same answer', async ({ page, context }) => {
		await openRecipes(page);
		await buildEncodeHash(page, 'shared text');
		const url = await page.getByTestId('share-url').inputValue();
		expect(url).toMatch(/\/recipes#recipe=[A-Za-z0-9_-]+$/);
		// The fragment is the API's recipe JSON.
		const recipe = JSON.parse(Buffer.from(url.split('#recipe=')[1], 'base64url').toString('utf8'));
		expect(recipe.steps.map((s: { op: string }) => s.op)).toEqual(['/encode', '/hash']);
		expect(recipe.steps[1].from).toEqual({ input: '/output' });
		const other = await context.newPage();
		await other.goto(url);
		await expect(other.getByTestId('recipe-notice')).toHaveText('The recipe from the link is loaded.');
		await ranAll(other);
		await expectDigest(other, 'shared text');
	});

	test('a saved recipe survives a reload and opens again', async ({ page }) => {
		await openRecipes(page);
		await buildEncodeHash(page, 'kept');
		await page.getByTestId('save-name').fill('Encode then hash');
		await page.getByRole('button', { name: 'Save', exact: true }).click();
		await expect(page.getByTestId('recipe-notice')).toHaveText('Saved “Encode then hash”.');
		await openRecipes(page);
		await page.reload();
		await expect(page.getByTestId('add-step')).toBeVisible();
		await expect(page.getByTestId('recipe-step')).toHaveCount(0);
		await page.getByRole('button', { name: 'Open Encode then hash' }).click();
		await ranAll(page);
		await expectDigest(page, 'kept');
		await page.getByRole('button', { name: 'Delete Encode then hash' }).click();
		await expect(page.getByTestId('saved-list')).toHaveCount(0);
	});

	test('“Use this result in…” on /tools/encode starts a recipe with the tool’s input and the picked operation', async ({ page }) => {
		await page.goto('/tools/encode');
		await waitForHook(page);
		await expect(page.locator('section.result')).toHaveAttribute('aria-busy', 'false');
		await page.getByTestId('handoff').click();
		await page.getByRole('dialog').locator('[role="option"][data-tool="hash"]').click();
		await expect(page).toHaveURL(/\/recipes#recipe=/);
		const steps = page.getByTestId('recipe-step');
		await expect(steps).toHaveCount(2);
		await expect(steps.nth(1).getByTestId('linked-field')).toContainText('from step 1: /output');
		await ranAll(page);
		// The tool's first example: "Olá, mundo! ✓" to base64.
		await expectDigest(page, 'Olá, mundo! ✓');
	});

	test('no axe violations on /recipes with a recipe', async ({ page }) => {
		await openRecipes(page);
		await buildEncodeHash(page, 'axe');
		await expect(page.getByTestId('recipe-step').nth(1).locator('section.result')).toHaveAttribute('aria-busy', 'false');
		const violations = await axeViolations(page);
		expect(violations.map((v) => `${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
	});

	test("in Portuguese and Spanish, a recipe that stops says why in the page's language", async ({ page }) => {
		const link = (recipe: unknown) => `#recipe=${Buffer.from(JSON.stringify(recipe), 'utf8').toString('base64url')}`;
		const encodeA = { op: '/encode', input: { input: 'a', scheme: 'base64', direction: 'encode' } };
		const status = page.getByTestId('recipe-status');
		// A pointer that finds nothing in step 1's answer: the recipe engine's own refusal.
		await page.goto(`/pt-BR/recipes${link({ steps: [encodeA, { op: '/hash', from: { input: '/nothing/here' } }] })}`);
		await expect(status).toHaveAttribute('data-state', '422');
		await expect(status).toHaveText('Parou: passo 2 (/hash): from.input: "/nothing/here" não está na resposta do passo 1');
		// A step's own error ("%%%" is not base64: RFC 4648, section 4), framed by the step.
		await page.goto(`/es/recipes${link({ steps: [{ op: '/text/case', input: { input: '%%%', to: 'lower' } }, { op: '/encode', input: { scheme: 'base64', direction: 'decode' }, from: { input: '/output' } }] })}`);
		await expect(status).toHaveAttribute('data-state', '422');
		await expect(status).toHaveText('Se detuvo: paso 2 (/encode): input: no es base64 válido');
	});

	test('a recipe with a server step runs when Run is pressed, never as you type (each run costs requests)', async ({ page }) => {
		const calls: string[] = [];
		page.on('request', (request) => {
			if (new URL(request.url()).pathname === '/api/v1/email-validation') calls.push(request.method());
		});
		await openRecipes(page);
		// A live step first, then the server step at once: the live run that was waiting for its
		// timer never starts, and the page does not stay "Running…".
		await addStep(page, 'encode');
		await addStep(page, 'email-validation');
		const status = page.getByTestId('recipe-status');
		await expect(status).toContainText(/press Run recipe|Changed since the last run/);
		// A second Run button after the last step, for a long recipe.
		await expect(page.getByTestId('run-recipe-end')).toBeVisible();
		await page.getByRole('button', { name: 'Remove step 1' }).click();
		await expect(status).toContainText(/press Run recipe|Changed since the last run/);
		expect(calls).toEqual([]);
		await page.locator('#s2-email').fill('someone@example.com');
		await page.getByTestId('run-recipe').click();
		// Signed out: the server answers 401 and the page says so.
		await expect(status).toHaveAttribute('data-state', '401');
		await expect(status).toContainText('Step 1 runs on the server: sign in to run it.');
		expect(calls).toEqual(['POST']);
		// Typing again changes the recipe without running it.
		await page.locator('#s2-email').fill('other@example.com');
		await expect(status).toContainText('Changed since the last run');
		await page.getByTestId('run-recipe').click();
		await expect(status).toContainText('sign in to run it');
		expect(calls).toEqual(['POST', 'POST']);
	});

	test.describe('with the service worker', () => {
		test.use({ serviceWorkers: 'allow' });

		test('works offline: the worker runs the steps, and a server step waits in the outbox', async ({ page }) => {
			await page.goto('/');
			await controlledByServiceWorker(page);
			await page.context().setOffline(true);
			await openRecipes(page);
			await buildEncodeHash(page, 'offline');
			await expectDigest(page, 'offline');
			await addStep(page, 'email-validation');
			const status = page.getByTestId('recipe-status');
			// A server step: the recipe now runs when asked.
			await expect(status).toContainText('press Run recipe');
			await page.getByTestId('run-recipe').click();
			await expect(status).toContainText('needs the server and you are offline');
			await expect(status.getByRole('link', { name: 'Open the outbox' })).toBeVisible();
		});
	});
});
