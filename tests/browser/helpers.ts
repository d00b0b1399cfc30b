import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../api/harness.js';
import { mailedLink, waitForFiledMail, type ReceivedMail, type SmtpPeer } from '../peers/mail.js';

const ROOT = path.resolve(import.meta.dirname, '../..');
/** Preloaded into the servers these tests start (tests/stop-with-parent.mjs). */
const STOP_WITH_PARENT = path.join(ROOT, 'tests/stop-with-parent.mjs');

/** The API key made by global-setup.ts. */
export function apiKey(): string {
	const key = process.env.UTILKIT_E2E_KEY;
	if (!key) throw new Error('UTILKIT_E2E_KEY is not set (global-setup.ts did not run)');
	return key;
}

/** Calls the API the way a customer does. */
export async function callApi(request: APIRequestContext, path: string, data: unknown): Promise<{ status: number; body: unknown }> {
	const res = await request.post(`/api/v1${path}`, { headers: { 'X-API-Key': apiKey() }, data });
	return { status: res.status(), body: await res.json() };
}

/** The dashboard's question after sign-up: the account's name, which may be skipped (a key needs none). */
export const NAME_QUESTION = 'Add your name';

/**
 * Answers the dashboard's name question after sign-up with `name` (null: skips it). Answered, the
 * header names the account.
 */
export async function answerNameQuestion(page: Page, name: string | null): Promise<void> {
	await expect(page.getByRole('heading', { name: NAME_QUESTION })).toBeVisible();
	if (name === null) {
		await page.getByRole('button', { name: 'Skip for now' }).click();
	} else {
		await page.getByLabel('Name', { exact: true }).fill(name);
		await page.getByRole('button', { name: 'Save profile' }).click();
		await expect(page.getByRole('link', { name })).toBeVisible();
	}
	await expect(page.getByRole('heading', { name: NAME_QUESTION })).toHaveCount(0);
}

/**
 * Signs up a fresh account (an address of its own per run) at `origin` (the suite's server when
 * '') and gives it a name at the dashboard's question: the header then names the account. Gives
 * back its address.
 */
export async function signUp(page: Page, name: string, origin = ''): Promise<string> {
	await page.goto(`${origin}/signup`);
	const email = `${name.toLowerCase().replace(/[^a-z]+/g, '-')}-${Date.now().toString(36)}@example.com`;
	await page.getByLabel('E-mail').fill(email);
	await page.getByLabel('Password', { exact: true }).fill('correct horse battery');
	await page.getByRole('button', { name: 'Create account' }).click();
	await answerNameQuestion(page, name);
	return email;
}

/** The subject of a mailed link that confirms an address: a new account's, or a new address's. */
export const CONFIRM_SUBJECT = /^Confirm your (new )?e-mail address/;

/**
 * Confirms an address the way a person does: the newest confirmation link mailed to `email` is
 * read from the test SMTP server `smtp`, else from the .eml files in `dataDir`/mail (the suite's
 * server by default, which has no SMTP_URL), and followed in `page`. Gives back the link.
 */
export async function verifyByMail(page: Page, email: string, { smtp, dataDir }: { smtp?: SmtpPeer; dataDir?: string } = {}): Promise<string> {
	let mail: ReceivedMail;
	if (smtp) {
		await smtp.waitFor(email, CONFIRM_SUBJECT);
		mail = smtp.mails.findLast((m) => m.to === email.toLowerCase() && CONFIRM_SUBJECT.test(m.subject))!;
	} else mail = await waitForFiledMail(dataDir ?? suiteDataDir(), email, CONFIRM_SUBJECT);
	const link = mailedLink(mail).url.href;
	await page.goto(link);
	await expect(page.getByText(`${email} is confirmed.`)).toBeVisible();
	return link;
}

/** The DATA_DIR of the suite's server (playwright.config.ts). */
export function suiteDataDir(): string {
	const dir = process.env.UTILKIT_E2E_DATA_DIR;
	if (!dir) throw new Error('UTILKIT_E2E_DATA_DIR is not set (playwright.config.ts did not run)');
	return dir;
}

/**
 * A port for a server a spec starts beside the suite's: PW_PORT + `offset` when PW_PORT is set
 * (a checkout given a range of ports keeps to it), else any free one.
 */
export async function sidePort(offset: number): Promise<number> {
	return process.env.PW_PORT ? Number(process.env.PW_PORT) + offset : freePort();
}

/** Waits until the service worker is active, i.e. everything is precached. */
export async function waitForServiceWorker(page: Page): Promise<void> {
	await page.evaluate(async () => {
		await navigator.serviceWorker.ready;
	});
}

/**
 * Waits for the service worker, reloads, and waits until it controls the page: only then do the
 * worker's chunks loaded on first use (a file's hasher, a codec) come from the precache offline.
 */
export async function controlledByServiceWorker(page: Page): Promise<void> {
	await waitForServiceWorker(page);
	await page.reload();
	await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/** Waits for `window.utilkit` (installed when the layout mounts). */
export async function waitForHook(page: Page): Promise<void> {
	await page.waitForFunction(() => typeof window.utilkit?.run === 'function');
}

/** Clicks Run and waits for the answer of that run. */
export async function runTool(page: Page): Promise<void> {
	await page.getByRole('button', { name: 'Run', exact: true }).click();
	await expect(page.locator('section.result')).toHaveAttribute('aria-busy', 'false');
	await expect(page.locator('section.result')).toHaveAttribute('data-status', /^\d+$/);
}

/** The JSON body the result view shows (unfolded first where a tool's own view comes first). */
export async function resultBody(page: Page): Promise<unknown> {
	// The JSON's own fold (a view may hold folds of its own, such as a tree's branches).
	const fold = page.locator('section.result .body > details');
	if ((await fold.count()) && !(await fold.evaluate((d) => (d as HTMLDetailsElement).open))) await fold.locator('summary').click();
	// A failed run shows people's words; its raw answer is under "Show the API call".
	const shown = page.locator('section.result .json pre');
	if (!(await shown.count())) {
		await page.locator('section.result [data-testid="api-call"] > summary').click();
		return JSON.parse((await page.locator('section.result [data-testid="api-call-answer"] pre').textContent()) ?? 'null');
	}
	const text = await shown.first().textContent();
	return JSON.parse(text ?? 'null');
}

/** Current 30-second TOTP step. */
export const totpStep = () => Math.floor(Date.now() / 30_000);

/** A second server of a build, beside the one the tests share (other settings, another build). */
export interface BuiltServer {
	port: number;
	/** Its DATA_DIR (mails land in DATA_DIR/mail without SMTP_URL). */
	dataDir: string;
	child: ChildProcess;
	/** Runs the CLI on this server's data (`keys create …`); its standard output. */
	cli(...args: string[]): string;
	stop(): void;
}

/**
 * `node build/index.js` of the build in `root` (default: this repository), on a free port with
 * its own data directory, answering for `origin` (default: itself); `env` adds settings.
 */
export async function startBuiltServer({
	root = ROOT,
	origin,
	env = {},
	port: askedPort
}: { root?: string; origin?: string; env?: Record<string, string>; port?: number } = {}): Promise<BuiltServer> {
	const port = askedPort ?? (await freePort());
	const settings = {
		...process.env,
		PORT: String(port),
		HOST: '127.0.0.1',
		ORIGIN: origin ?? `http://127.0.0.1:${port}`,
		DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'utilkit-e2e-data-')),
		LOG_LEVEL: 'warn',
		...env
	};
	const child = spawn(process.execPath, ['--import', STOP_WITH_PARENT, 'build/index.js'], { cwd: root, env: settings, stdio: ['pipe', 'ignore', 'inherit'] });
	await expect.poll(() => fetch(`http://127.0.0.1:${port}/healthz`).then((r) => r.status, () => 0), { timeout: 60_000 }).toBe(200);
	return {
		port,
		dataDir: settings.DATA_DIR,
		child,
		cli: (...args) => execFileSync(process.execPath, ['build/cli.js', ...args], { cwd: ROOT, env: settings, encoding: 'utf8' }),
		stop: () => void child.kill()
	};
}

/** Records the input of every run the page posts to the operations worker (src/lib/worker/protocol.ts). */
export async function recordWorkerRuns(page: Page): Promise<() => Promise<{ opId: string; input: Record<string, unknown> }[]>> {
	await page.addInitScript(() => {
		const runs: unknown[] = [];
		(window as unknown as { __runs: unknown[] }).__runs = runs;
		const post = Worker.prototype.postMessage;
		Worker.prototype.postMessage = function (this: Worker, message: unknown, ...rest: never[]) {
			if (message && typeof message === 'object' && (message as { type?: string }).type === 'run') runs.push(JSON.parse(JSON.stringify(message)));
			return post.call(this, message, ...rest);
		} as typeof Worker.prototype.postMessage;
	});
	return () => page.evaluate(() => (window as unknown as { __runs: { opId: string; input: Record<string, unknown> }[] }).__runs);
}
