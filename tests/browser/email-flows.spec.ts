import { expect, test, type Page } from './fixtures.js';
import { mailedLink, startSmtpPeer, SUBJECTS, waitForFiledMail, type ReceivedMail, type SmtpPeer } from '../peers/mail.js';
import { sidePort, signUp, startBuiltServer, suiteDataDir, verifyByMail, type BuiltServer } from './helpers.js';
import { execFileSync } from 'node:child_process';
import { axeViolations } from './axe.js';

// The mailed-link pages end to end: a real SMTP server on 127.0.0.1 receives what a built server
// sends (SMTP_URL), and Chromium follows the links the way a person does. The tokens ride in
// the links' fragments (#token=…), which the pages read and POST, then drop from the address bar.

const PASSWORD = 'correct horse battery';
const NEW_PASSWORD = 'purple elephant marmalade sunrise';

let smtp: SmtpPeer;
let app: BuiltServer;
let origin: string;

test.beforeAll(async () => {
	smtp = await startSmtpPeer(await sidePort(11));
	app = await startBuiltServer({ port: await sidePort(12), env: { SMTP_URL: smtp.url, MAIL_FROM: 'Utilkit <noreply@example.test>' } });
	origin = `http://127.0.0.1:${app.port}`;
});

test.afterAll(async () => {
	app?.stop();
	await smtp?.close();
});

/** The link of a mail, as a person would follow it. */
const link = (mail: ReceivedMail) => mailedLink(mail).url.href;

const axe = async (page: Page) => expect(await axeViolations(page, { tags: ['wcag2a', 'wcag2aa'] })).toEqual([]);

async function signIn(page: Page, email: string, password: string): Promise<void> {
	await page.goto(`${origin}/signin`);
	await page.getByLabel('E-mail').fill(email);
	await page.getByLabel('Password', { exact: true }).fill(password);
	await page.getByRole('button', { name: 'Sign in' }).click();
}

test('sign-up mails a link; following it confirms the address, and the dashboard creates a key', async ({ page }) => {
	test.slow();
	const email = await signUp(page, 'Mail Verify', origin);
	// Until the address is confirmed, the dashboard says where the link went and keys wait.
	const banner = page.locator('section.unverified');
	await expect(banner).toContainText(`Confirm your e-mail address: we sent a link to ${email}.`);
	// Over SMTP the operator's command for a server without a relay has no place.
	await expect(banner.locator('code')).toHaveCount(0);
	await expect(page.getByRole('button', { name: 'Create key' })).toBeDisabled();
	await expect(page.getByRole('button', { name: 'Create key' })).toHaveAccessibleDescription('Confirm your e-mail address to create keys: follow the confirmation link.');
	await axe(page);

	const mail = await smtp.waitFor(email, SUBJECTS.verify);
	// MAIL_FROM, as mailparser writes the header's display name back ("Utilkit" quoted).
	expect(mail.from).toBe('"Utilkit" <noreply@example.test>');
	const verifyLink = link(mail);
	expect(verifyLink.startsWith(`${origin}/verify-email#token=`)).toBe(true);

	await page.goto(verifyLink);
	await expect(page.getByText(`${email} is confirmed.`)).toBeVisible();
	// The token left the address bar (and the history entry) as soon as the page read it.
	await expect(page).toHaveURL(`${origin}/verify-email`);
	await expect(page.locator('.result')).toBeFocused();
	await axe(page);

	await page.getByRole('link', { name: 'Go to your account' }).click();
	await expect(page.getByRole('heading', { name: 'API keys' })).toBeVisible();
	await expect(banner).toHaveCount(0);
	await page.getByRole('button', { name: 'Create key' }).click();
	await expect(page.locator('.new-key')).toHaveText(/^ukit_/);

	// The same link again: used up.
	await page.goto(verifyLink);
	await expect(page.getByText('This link was already used, has expired, was replaced by a newer link or a new password, or was not copied whole.')).toBeVisible();
	await expect(page.getByText('Ask for a new link on your account page.')).toBeVisible();
});

test('an unconfirmed account sends itself a new link from the dashboard, until the hourly cap, which says how long to wait', async ({ page }) => {
	const email = await signUp(page, 'Mail Resend', origin);
	const first = link(await smtp.waitFor(email, SUBJECTS.verify));
	const answer = page.locator('section.unverified [role="status"]');
	// Five mails an hour to one address (src/lib/server/auth/accounts.ts MAILS_MAX_PER_ADDRESS): sign-up's and four more.
	for (let resend = 1; resend <= 4; resend++) {
		const before = smtp.mails.length;
		await page.getByRole('button', { name: 'Send it again' }).click();
		await expect(answer).toHaveText(`A new link is on its way to ${email}. Check your inbox, and the spam folder too.`);
		// A new link, which replaces the earlier ones.
		expect(link(await smtp.waitFor(email, SUBJECTS.verify, before))).not.toBe(first);
	}
	// The sixth mail: 429 with Retry-After 3600, in words.
	await page.getByRole('button', { name: 'Send it again' }).click();
	await expect(answer).toHaveText('Enough e-mails went to this address for now. Try again in 60 minutes.');
	const newest = smtp.mails.findLast((m) => m.to === email && SUBJECTS.verify.test(m.subject))!;
	// Only the newest link works.
	await page.goto(first);
	await expect(page.getByText('This link was already used, has expired, was replaced by a newer link or a new password, or was not copied whole.')).toBeVisible();
	await page.goto(link(newest));
	await expect(page.getByText(`${email} is confirmed.`)).toBeVisible();
});

test('forgot password: the mailed link sets a new password, ends the old session, and only the new password signs in', async ({ page, browser }) => {
	// Two browsers' worth of pages and several axe passes: minutes on a loaded two-core box.
	test.slow();
	const email = await signUp(page, 'Mail Reset', origin);
	await verifyByMail(page, email, { smtp });

	const other = await browser.newContext();
	const reset = await other.newPage();
	await reset.goto(`${origin}/signin`);
	await reset.getByRole('link', { name: 'Forgot your password?' }).click();
	await expect(reset).toHaveURL(`${origin}/forgot-password`);
	await axe(reset);
	// An address without an account gets the same answer (and no mail).
	const nobody = `nobody-${Date.now().toString(36)}@example.com`;
	await reset.getByLabel('E-mail').fill(nobody);
	await reset.getByRole('button', { name: 'Send the link' }).click();
	await expect(reset.locator('.result')).toContainText(`If ${nobody} is the address of an account, a link to set a new password is on its way to it.`);
	await expect(reset.locator('.result')).toBeFocused();

	await reset.goto(`${origin}/forgot-password`);
	await reset.getByLabel('E-mail').fill(email);
	await reset.getByRole('button', { name: 'Send the link' }).click();
	await expect(reset.locator('.result')).toContainText(`If ${email} is the address of an account`);
	const resetLink = link(await smtp.waitFor(email, SUBJECTS.reset));
	expect(resetLink.startsWith(`${origin}/reset-password#token=`)).toBe(true);
	expect(smtp.mails.some((m) => m.to === nobody)).toBe(false);

	await reset.goto(resetLink);
	await expect(reset.getByLabel('New password')).toBeVisible();
	await expect(reset).toHaveURL(`${origin}/reset-password`);
	await reset.getByLabel('New password').fill(NEW_PASSWORD);
	// The first rating loads zxcvbn's dictionaries into this context's worker: seconds on a loaded box.
	await expect(reset.locator('#new-password-strength')).toContainText('Strong enough.');
	await axe(reset);
	await reset.getByRole('button', { name: 'Set the new password' }).click();
	await expect(reset.locator('.result')).toContainText(/^Your password was changed and 1 session was signed out\. Sign in with the new password\.$/);
	await expect(reset.locator('.result')).toBeFocused();
	await axe(reset);

	// The session of the first browser is gone.
	await page.goto(`${origin}/dashboard`);
	await expect(page.getByText('You are not signed in.')).toBeVisible();
	// The old password no longer signs in; the new one does.
	await signIn(reset, email, PASSWORD);
	await expect(reset.getByRole('alert')).toHaveText('Wrong e-mail or password.');
	await signIn(reset, email, NEW_PASSWORD);
	await expect(reset).toHaveURL(`${origin}/dashboard`);
	await expect(reset.getByRole('heading', { name: 'API keys' })).toBeVisible();

	// The link is used up.
	await reset.goto(resetLink);
	await reset.getByLabel('New password').fill('another long passphrase here');
	await reset.getByRole('button', { name: 'Set the new password' }).click();
	await expect(reset.getByText('This link was already used, has expired, was replaced by a newer link or a new password, or was not copied whole.')).toBeVisible();
	await expect(reset.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/forgot-password');
	await other.close();
});

test('a page in Spanish asks for the mail in Spanish, and its link opens the Spanish page', async ({ page }) => {
	const email = await signUp(page, 'Mail Lang', origin);
	await page.goto(`${origin}/es/forgot-password`);
	const before = smtp.mails.length;
	await page.getByLabel('Correo electrónico').fill(email);
	await page.getByRole('button', { name: 'Enviar el enlace' }).click();
	await expect(page.locator('.result')).toContainText(`Si ${email} es la dirección de una cuenta`);
	// The mail is in Spanish too (its subject, src/lib/server/mail/account-mails.ts), its link to the Spanish page.
	const mail = await smtp.waitFor(email, undefined, before);
	expect(mail.subject).not.toMatch(SUBJECTS.reset);
	const resetLink = link(mail);
	expect(resetLink.startsWith(`${origin}/es/reset-password#token=`)).toBe(true);
	await page.goto(resetLink);
	await expect(page.getByRole('heading', { name: 'Elige una contraseña nueva' })).toBeVisible();
});

test('the dashboard changes the address: the link goes to the new one, which becomes the account’s when followed', async ({ page }) => {
	test.slow();
	const email = await signUp(page, 'Mail Change', origin);
	await verifyByMail(page, email, { smtp });
	await page.goto(`${origin}/dashboard`);
	const fresh = `changed-${Date.now().toString(36)}@example.com`;
	await page.getByLabel('New e-mail address').fill(fresh);
	await page.getByLabel('Current password').first().fill('wrong password');
	await page.getByRole('button', { name: 'Send the confirmation link' }).click();
	await expect(page.getByRole('alert')).toHaveText('The current password is wrong.');
	await page.getByLabel('Current password').first().fill(PASSWORD);
	await page.getByRole('button', { name: 'Send the confirmation link' }).click();
	await expect(page.getByText(`If ${fresh} can be used, a link is on its way to it.`)).toBeVisible();
	await axe(page);
	// Nothing changed yet.
	await page.reload();
	await expect(page.getByText(`Your address is ${email}.`)).toBeVisible();

	await verifyByMail(page, fresh, { smtp });
	await page.goto(`${origin}/dashboard`);
	await expect(page.getByText(`Your address is ${fresh}.`)).toBeVisible();
});

test('the pages opened without a token say so and lead to a new link', async ({ page }) => {
	await page.goto(`${origin}/reset-password`);
	await expect(page.getByText('the link that opened it is incomplete')).toBeVisible();
	await expect(page.getByRole('link', { name: 'Ask for a new link' })).toBeVisible();
	await axe(page);
	await page.goto(`${origin}/verify-email`);
	await expect(page.getByText('the link that opened it is incomplete')).toBeVisible();
	await expect(page.getByRole('link', { name: 'Sign in' }).last()).toBeVisible();
	await axe(page);
});

test.describe('without SMTP_URL', () => {
	test('the mail lands in DATA_DIR/mail as an .eml file, and its link confirms the address', async ({ page, baseURL }) => {
		// The suite's own server has no SMTP_URL.
		const email = await signUp(page, 'Mail File');
		const mail = await waitForFiledMail(suiteDataDir(), email, SUBJECTS.verify);
		expect(link(mail).startsWith(`${baseURL}/verify-email#token=`)).toBe(true);
		await verifyByMail(page, email);
	});

	test('the pages say the links were written to the server’s mail folder, and the link the operator’s command prints confirms the address', async ({ page, baseURL }) => {
		test.slow();
		const email = await signUp(page, 'Mail Folder');
		const banner = page.locator('section.unverified');
		await expect(banner).toContainText(
			`Confirm your e-mail address: this server sends no e-mail, so the link for ${email} was written to its mail folder (DATA_DIR/mail/), for the operator to pass on. Follow it to create API keys.`
		);
		await expect(banner).not.toContainText('we sent');
		const command = `npm run --silent cli -- accounts verify-link --email ${email}`;
		await expect(banner.locator('code')).toHaveText(command);
		await axe(page);
		await page.getByRole('button', { name: 'Send it again' }).click();
		// The banner's own answer (the copy button has a status of its own).
		await expect(banner.locator('p.answer')).toHaveText(
			`A new link for ${email} was written to the server's mail folder (DATA_DIR/mail/). Links made before no longer work.`
		);

		// The command the banner shows, run as the operator runs it (the suite server's DATA_DIR and ORIGIN).
		const printed = execFileSync(process.execPath, ['--import', 'tsx', 'src/cli/main.ts', ...command.split(' ').slice(5)], {
			env: { ...process.env, DATA_DIR: suiteDataDir(), ORIGIN: baseURL },
			encoding: 'utf8',
			stdio: ['ignore', 'pipe', 'pipe']
		}).trim();
		expect(printed.startsWith(`${baseURL}/verify-email#token=`)).toBe(true);
		await page.goto(printed);
		await expect(page.getByText(`${email} is confirmed.`)).toBeVisible();

		// A change of address and a forgotten password say the same, in each language.
		await page.goto('/dashboard');
		const fresh = `folder-changed-${Date.now().toString(36)}@example.com`;
		await page.getByLabel('New e-mail address').fill(fresh);
		await page.getByLabel('Current password').first().fill(PASSWORD);
		await page.getByRole('button', { name: 'Send the confirmation link' }).click();
		await expect(
			page.getByText(
				`If ${fresh} can be used, a link to confirm it was written to the server's mail folder (DATA_DIR/mail/), for the operator to pass on: this server sends no e-mail.`
			)
		).toBeVisible();
		await page.goto('/pt-BR/forgot-password');
		await page.getByLabel('E-mail').fill(email);
		await page.getByRole('button', { name: 'Enviar o link' }).click();
		await expect(page.locator('.result')).toHaveText(
			`Se ${email} for o endereço de uma conta, um link para criar uma nova senha foi gravado na pasta de e-mails do servidor (DATA_DIR/mail/), para o operador repassar: este servidor não envia e-mails. O link funciona uma vez, por tempo limitado.`
		);
	});
});
