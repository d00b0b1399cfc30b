import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { simpleParser, type ParsedMail } from 'mailparser';
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { freePort } from '../api/harness.js';

const ROOT = path.resolve(import.meta.dirname, '../..');

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

/**
 * Signs up a fresh account (an address of its own per run) at `origin` (the suite's server when
 * '') and completes its profile: the header then names the account. Gives back its address.
 */
export async function signUp(page: Page, name: string, origin = ''): Promise<string> {
	await page.goto(`${origin}/signup`);
	const email = `${name.toLowerCase().replace(/[^a-z]+/g, '-')}-${Date.now().toString(36)}@example.com`;
	await page.getByLabel('E-mail').fill(email);
	await page.getByLabel('Password', { exact: true }).fill('correct horse battery');
	await page.getByRole('button', { name: 'Create account' }).click();
	await expect(page.getByRole('heading', { name: 'Complete your profile' })).toBeVisible();
	await page.getByLabel('Name', { exact: true }).fill(name);
	await page.getByRole('button', { name: 'Save profile' }).click();
	await expect(page.getByRole('link', { name })).toBeVisible();
	return email;
}

/** A mail as the tests read it: who it went to, and the link it holds of the kind asked for. */
export interface Mail {
	to: string[];
	from: string;
	subject: string;
	text: string;
	html: string;
	parsed: ParsedMail;
}

async function readMail(raw: Buffer | string): Promise<Mail> {
	const parsed = await simpleParser(raw);
	const addresses = (field: ParsedMail['to']) => (Array.isArray(field) ? field : field ? [field] : []).flatMap((a) => a.value.map((v) => v.address?.toLowerCase() ?? ''));
	return {
		to: addresses(parsed.to),
		from: parsed.from?.text ?? '',
		subject: parsed.subject ?? '',
		text: parsed.text ?? '',
		html: typeof parsed.html === 'string' ? parsed.html : '',
		parsed
	};
}

/**
 * The link of `kind` in a mail (`verify-email` or `reset-password`): `<origin><lang>/<kind>#token=…`
 * (the server's mail contract), from the text part.
 */
export function linkIn(mail: Mail, kind: 'verify-email' | 'reset-password'): string {
	const found = new RegExp(`https?://[^\\s"'<>]+/${kind}#token=[^\\s"'<>]+`).exec(mail.text);
	if (!found) throw new Error(`no ${kind} link in the mail to ${mail.to.join(', ')}: ${JSON.stringify(mail.text)}`);
	return found[0];
}

/** Where a server without SMTP_URL writes its mails: one .eml file each in DATA_DIR/mail. */
export function mailDir(dataDir = process.env.UTILKIT_E2E_DATA_DIR ?? ''): string {
	return path.join(dataDir, 'mail');
}

/** The newest mail to `to` in a mail directory that holds a link of `kind`, waiting for it to arrive. */
export async function mailFromDir(dir: string, to: string, kind: 'verify-email' | 'reset-password'): Promise<Mail> {
	let found: Mail | null = null;
	await expect
		.poll(
			async () => {
				const files = fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith('.eml')) : [];
				const newestFirst = files.map((f) => path.join(dir, f)).sort((a, b) => fs.statSync(b).mtimeMs - fs.statSync(a).mtimeMs);
				for (const file of newestFirst) {
					const mail = await readMail(fs.readFileSync(file));
					if (mail.to.includes(to.toLowerCase()) && mail.text.includes(`/${kind}#token=`)) return (found = mail), true;
				}
				return false;
			},
			{ message: `a mail to ${to} with a ${kind} link in ${dir}`, timeout: 15_000 }
		)
		.toBe(true);
	return found!;
}

/** An SMTP server on 127.0.0.1 that keeps every mail it is given (no TLS, no authentication). */
export interface Inbox {
	port: number;
	mails: Mail[];
	/** The newest mail to `to` with a link of `kind`, waiting for it to arrive. */
	next(to: string, kind: 'verify-email' | 'reset-password'): Promise<Mail>;
	stop(): Promise<void>;
}

export async function startInbox(port = 0): Promise<Inbox> {
	const mails: Mail[] = [];
	const server = new SMTPServer({
		authOptional: true,
		disabledCommands: ['STARTTLS'],
		logger: false,
		onData(stream, _session, callback) {
			const chunks: Buffer[] = [];
			stream.on('data', (chunk: Buffer) => chunks.push(chunk));
			stream.on('end', () => {
				readMail(Buffer.concat(chunks)).then(
					(mail) => {
						mails.push(mail);
						callback();
					},
					(err: Error) => callback(err)
				);
			});
		}
	});
	await new Promise<void>((resolve, reject) => {
		server.once('error', reject);
		server.listen(port, '127.0.0.1', () => resolve());
	});
	const address = server.server.address();
	return {
		port: typeof address === 'object' && address ? address.port : port,
		mails,
		async next(to, kind) {
			const find = () => mails.findLast((m) => m.to.includes(to.toLowerCase()) && m.text.includes(`/${kind}#token=`));
			await expect.poll(() => !!find(), { message: `a mail to ${to} with a ${kind} link`, timeout: 15_000 }).toBe(true);
			return find()!;
		},
		stop: () => new Promise<void>((resolve) => server.close(() => resolve()))
	};
}

/**
 * Confirms the address of the account signed in on `page` the way a person does: the mailed link
 * is read from the test SMTP server `inbox`, else from the .eml files of `dataDir` (the suite's
 * server by default), and followed in the page. Gives back the link.
 */
export async function verifyByMail(page: Page, email: string, { inbox, dataDir }: { inbox?: Inbox; dataDir?: string } = {}): Promise<string> {
	const mail = inbox ? await inbox.next(email, 'verify-email') : await mailFromDir(mailDir(dataDir), email, 'verify-email');
	const link = linkIn(mail, 'verify-email');
	await page.goto(link);
	await expect(page.getByText(`${email} is confirmed.`)).toBeVisible();
	return link;
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

/** Waits for `window.utilkit` (installed when the layout mounts). */
export async function waitForHook(page: Page): Promise<void> {
	await page.waitForFunction(() => typeof window.utilkit?.run === 'function');
}

/** Clicks Run and waits for the answer of that run. */
export async function runTool(page: Page): Promise<void> {
	await page.getByRole('button', { name: 'Run', exact: true }).click();
	await expect(page.locator('section.result')).toHaveAttribute('aria-busy', 'false');
	await expect(page.locator('section.result .status')).toBeVisible();
}

/** The JSON body the result view shows (unfolded first where a tool's own view comes first). */
export async function resultBody(page: Page): Promise<unknown> {
	// The JSON's own fold (a view may hold folds of its own, such as a tree's branches).
	const fold = page.locator('section.result .body > details');
	if ((await fold.count()) && !(await fold.evaluate((d) => (d as HTMLDetailsElement).open))) await fold.locator('summary').click();
	const text = await page.locator('section.result .json pre').first().textContent();
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
	const child = spawn(process.execPath, ['build/index.js'], { cwd: root, env: settings, stdio: ['ignore', 'ignore', 'inherit'] });
	await expect.poll(() => fetch(`http://127.0.0.1:${port}/healthz`).then((r) => r.status, () => 0), { timeout: 60_000 }).toBe(200);
	return {
		port,
		dataDir: settings.DATA_DIR,
		child,
		cli: (...args) => execFileSync(process.execPath, ['--import', 'tsx', 'src/cli/main.ts', ...args], { cwd: ROOT, env: settings, encoding: 'utf8' }),
		stop: () => void child.kill()
	};
}
