import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { waitForHook } from './helpers';

/**
 * /json/diff in the app, offline in the worker as a person uses it. Expected values come from
 * python3 on this machine: src/lib/ops/json-diff/oracle/cases.py's walk (its patches checked by
 * python3-jsonpatch) — never from the app.
 */

const settled = (page: Page) => expect(page.locator('section.result')).toHaveAttribute('aria-busy', 'false');

test('JSON diff: the example\u2019s changes on arrival, then the list follows the typing', async ({ page }) => {
	await page.goto('/tools/json-diff');
	await waitForHook(page);
	const counts = page.getByTestId('json-diff-counts');
	await expect(counts).toContainText('+2 added');
	await expect(counts).toContainText('−1 removed');
	await expect(counts).toContainText('~1 changed');
	const changes = page.getByTestId('json-diff-changes').locator('li');
	await expect(changes).toHaveText([/^changed\s*\/version\s*1\s*→\s*2\s*$/, /^added\s*\/tags\/2\s*"toml"\s*$/, /^removed\s*\/beta\s*true\s*$/, /^added\s*\/license\s*"MIT"\s*$/]);
	await page.getByRole('textbox', { name: 'Old JSON', exact: true }).fill('{"users": [{"name": "Ana"}, {"name": "Bo", "age": 30}]}');
	await page.getByRole('textbox', { name: 'New JSON', exact: true }).fill('{"users": [{"name": "Ana"}, {"name": "Bob"}]}');
	await expect(changes).toHaveText([/^changed\s*\/users\/1\/name\s*"Bo"\s*→\s*"Bob"\s*$/, /^removed\s*\/users\/1\/age\s*30\s*$/]);
	await page.getByText('JSON Patch (RFC 6902)', { exact: true }).click();
	await expect(page.getByTestId('json-diff-patch')).toContainText('"op": "remove",\n    "path": "/users/1/age"');
	await settled(page);
});
