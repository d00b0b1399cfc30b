import fs from 'node:fs/promises';
import path from 'node:path';
import type { Transporter } from 'nodemailer';
import type { Logger } from 'pino';
import { randomBase62 } from '../auth/random.js';

/** One plain-text mail. */
export interface OutgoingMail {
	to: string;
	subject: string;
	text: string;
}

/**
 * Where the mails go: `smtp` through the relay of `SMTP_URL`; `mail-folder` (no relay) into
 * `DATA_DIR/mail/` on the server, where only its operator reads them. The account pages say which
 * (docs/operations.md, "Mail"), so nobody waits in their inbox for a mail that never leaves.
 */
export type MailDelivery = 'smtp' | 'mail-folder';

export interface Mailer {
	readonly delivery: MailDelivery;
	/** Sends (or, without a relay, files) one mail; rejects when the relay refused it or could not be reached. */
	send(mail: OutgoingMail): Promise<void>;
	/** Closes the relay's pooled connections. */
	close(): void;
}

/** Bounds on one delivery, so a silent relay cannot hold a mail (and its promise) for minutes. */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

interface MailerOptions {
	/** `SMTP_URL`; null = no relay: each mail is written to `DATA_DIR/mail/` and to the log. */
	smtpUrl: string | null;
	from: string;
	dataDir: string;
	logger: Logger;
	/** In production a filed mail's text (its link) is not logged, only where the file is. */
	production: boolean;
}

/**
 * Mail out through nodemailer: over SMTP when `SMTP_URL` is set; otherwise nodemailer's stream
 * transport renders the same RFC 5322 message and it is kept as a `.eml` file (readable by any
 * mail client) and logged, so a local instance needs no relay (docs/operations.md, "Mail").
 * nodemailer loads with the first mail, not at start (docs/performance.md, "Lean server").
 */
export function createMailer(options: MailerOptions): Mailer {
	let opened: Promise<Transporter> | undefined;
	const transport = () =>
		(opened ??= import('nodemailer').then(
			({ default: nodemailer }) =>
				options.smtpUrl
					? nodemailer.createTransport(options.smtpUrl, { from: options.from, ...SMTP_TIMEOUTS })
					: nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }, { from: options.from }),
			(err) => {
				opened = undefined;
				throw err;
			}
		));
	const close = () => void opened?.then((t) => t.close(), () => undefined);
	if (options.smtpUrl) {
		return {
			delivery: 'smtp',
			async send(mail) {
				await (await transport()).sendMail(mail);
			},
			close
		};
	}
	const folder = path.join(options.dataDir, 'mail');
	return {
		delivery: 'mail-folder',
		async send(mail) {
			const info = await (await transport()).sendMail(mail);
			await fs.mkdir(folder, { recursive: true, mode: 0o700 });
			// Sorted by time when listed; the random tail keeps two mails of one millisecond apart.
			const file = path.join(folder, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBase62(6)}.eml`);
			await fs.writeFile(file, info.message as Buffer, { mode: 0o600 });
			const fields = { to: mail.to, subject: mail.subject, file };
			if (options.production) options.logger.info(fields, 'mail filed (SMTP_URL is not set)');
			else options.logger.info({ ...fields, text: mail.text }, 'mail filed (SMTP_URL is not set)');
		},
		close
	};
}
