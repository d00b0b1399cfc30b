/**
 * Mail for tests: a real SMTP server on 127.0.0.1 (smtp-server) that keeps what it receives,
 * parsed by mailparser, and readers of the `.eml` files a server without SMTP_URL writes to
 * DATA_DIR/mail/. Links are taken from the mails as a person would follow them.
 */
import fs from 'node:fs';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** One received mail: who it went to, its subject and plain text, and the envelope's sender. */
export interface ReceivedMail {
	to: string;
	from: string;
	subject: string;
	text: string;
}

export interface SmtpPeer {
	/** `smtp://127.0.0.1:<port>`: the SMTP_URL to give a server. */
	url: string;
	mails: ReceivedMail[];
	/** The first mail to `to` (with a subject matching `subject`) received after `since` mails; waits for it. */
	waitFor(to: string, subject?: RegExp, since?: number): Promise<ReceivedMail>;
	close(): Promise<void>;
}

async function parse(raw: Buffer | string): Promise<ReceivedMail> {
	const mail = await simpleParser(raw);
	const to = Array.isArray(mail.to) ? mail.to.flatMap((a) => a.value) : (mail.to?.value ?? []);
	return { to: to.map((a) => a.address ?? '').join(', '), from: mail.from?.text ?? '', subject: mail.subject ?? '', text: mail.text ?? '' };
}

/** Polls `find` until it returns something (a bound for a mail that never comes, not a speed test). */
async function waitUntil<T>(find: () => T | undefined | Promise<T | undefined>, what: string, ms = 15_000): Promise<T> {
	const deadline = Date.now() + ms;
	for (;;) {
		const found = await find();
		if (found !== undefined) return found;
		if (Date.now() > deadline) throw new Error(`no ${what} within ${ms} ms`);
		await new Promise((r) => setTimeout(r, 50));
	}
}

/** `port`: 0 (default) for any free one. */
export async function startSmtpPeer(port = 0): Promise<SmtpPeer> {
	const mails: ReceivedMail[] = [];
	const server = new SMTPServer({
		authOptional: true,
		disabledCommands: ['STARTTLS'],
		logger: false,
		onData(stream, _session, callback) {
			const chunks: Buffer[] = [];
			stream.on('data', (c: Buffer) => chunks.push(c));
			stream.on('end', () => {
				parse(Buffer.concat(chunks)).then(
					(mail) => {
						mails.push(mail);
						callback();
					},
					(err: Error) => callback(err)
				);
			});
		}
	});
	await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
	const bound = (server.server.address() as { port: number }).port;
	const matches = (mail: ReceivedMail, to: string, subject?: RegExp) => mail.to === to.toLowerCase() && (!subject || subject.test(mail.subject));
	return {
		url: `smtp://127.0.0.1:${bound}`,
		mails,
		waitFor: (to, subject, since = 0) => waitUntil(() => mails.slice(since).find((m) => matches(m, to, subject)), `mail to ${to}`),
		close: () => new Promise<void>((resolve) => server.close(() => resolve()))
	};
}

/** The mails a server without SMTP_URL filed in `dataDir`/mail, oldest first. */
export async function filedMails(dataDir: string): Promise<(ReceivedMail & { file: string })[]> {
	const folder = path.join(dataDir, 'mail');
	if (!fs.existsSync(folder)) return [];
	const files = fs
		.readdirSync(folder)
		.filter((f) => f.endsWith('.eml'))
		.sort();
	return Promise.all(files.map(async (f) => ({ ...(await parse(fs.readFileSync(path.join(folder, f)))), file: path.join(folder, f) })));
}

/** The newest filed mail to `to` whose subject matches `subject`; waits for it. */
export function waitForFiledMail(dataDir: string, to: string, subject: RegExp): Promise<ReceivedMail> {
	return waitUntil(async () => (await filedMails(dataDir)).reverse().find((m) => m.to === to.toLowerCase() && subject.test(m.subject)), `filed mail to ${to}`);
}

/** The link in a mail's text that carries a token (`…#token=…`), and that token. */
export function mailedLink(mail: ReceivedMail): { url: URL; token: string } {
	const match = /https?:\/\/\S+#token=([A-Za-z0-9_-]+)/.exec(mail.text);
	if (!match) throw new Error(`no link with a token in the mail "${mail.subject}":\n${mail.text}`);
	return { url: new URL(match[0]), token: match[1] };
}

/** Subjects of the account mails in English (src/lib/server/mail/account-mails.ts). */
export const SUBJECTS = {
	verify: /^Confirm your e-mail address/,
	change: /^Confirm your new e-mail address/,
	reset: /^Reset your Utilkit password/
};

/**
 * Confirms `email`'s account the way its owner would: takes the link from the verification mail
 * that `server` (no SMTP_URL) filed and posts its token, as the /verify-email page does.
 */
export async function confirmFiledEmail(server: { url: string; dataDir: string }, email: string): Promise<void> {
	const { token } = mailedLink(await waitForFiledMail(server.dataDir, email, SUBJECTS.verify));
	const res = await fetch(`${server.url}/account/verify`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ token }) });
	if (res.status !== 200) throw new Error(`confirming ${email}: ${res.status} ${await res.text()}`);
}
