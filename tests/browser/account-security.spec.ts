import { expect, test } from '@playwright/test';
import { signUp } from './helpers';
import { axeViolations } from './axe';

// The account pages' answers to the loopback review (docs/security.md): zxcvbn's rating and advice
// under a new password, in the page's language, and the signed-in devices on the dashboard.

test('sign-up rates the password as it is typed, in the page’s language, and refuses a weak one', async ({ page }) => {
	await page.goto('/signup');
	await page.locator('#email').fill(`weak-${Date.now().toString(36)}@example.com`);
	await page.locator('#password').fill('aaaaaaaaaa');
	const strength = page.locator('#password-strength');
	await expect(strength).toContainText('Password strength: Too easy to guess.');
	await expect(strength).toContainText('must be at least “hard to guess”');
	// zxcvbn's own advice for a repeated character, in English.
	await expect(strength.locator('li').first()).toContainText(/repeat/i);
	await page.getByRole('button', { name: 'Create account' }).click();
	await expect(page.getByRole('alert')).toHaveText('This password is too easy to guess: see the advice under it.');
	await page.locator('#password').fill('correct horse battery');
	await expect(strength).toContainText('Strong enough.');
	expect(await axeViolations(page, { tags: ['wcag2a', 'wcag2aa'] })).toEqual([]);

	await page.goto('/pt-BR/signup');
	await page.locator('#password').fill('1234567890');
	await expect(page.locator('#password-strength')).toContainText('Força da senha: Fácil demais de adivinhar.');
});

test('the dashboard lists the signed-in devices and ends another one', async ({ page, browser, baseURL }) => {
	await signUp(page, 'Devices');
	const email = await page.evaluate(async () => (await (await fetch('/account/me')).json()).email as string);
	// A second browser signs in to the same account.
	const other = await browser.newContext({ baseURL, serviceWorkers: 'block' });
	const phone = await other.newPage();
	await phone.goto('/signin');
	await phone.locator('#email').fill(email);
	await phone.locator('#password').fill('correct horse battery');
	await phone.getByRole('button', { name: 'Sign in' }).click();
	await expect(phone).toHaveURL(/\/dashboard/);

	await page.goto('/dashboard');
	const devices = page.getByRole('region', { name: 'Signed-in devices' });
	await expect(devices.getByRole('listitem')).toHaveCount(2);
	await expect(devices.getByRole('listitem').filter({ hasText: 'This browser' })).toHaveCount(1);
	page.once('dialog', (dialog) => void dialog.accept());
	await devices.getByRole('listitem').filter({ hasText: 'Another browser' }).getByRole('button', { name: 'End' }).click();
	await expect(devices.getByRole('listitem')).toHaveCount(1);
	await expect(devices.getByRole('listitem')).toContainText('This browser');
	// The other browser is signed out.
	expect(await phone.evaluate(async () => (await (await fetch('/account/session')).json()).account)).toBeNull();
	await other.close();
});
