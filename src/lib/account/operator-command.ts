/**
 * The operator CLI's command that prints a fresh confirmation link for `email` (README.md, "CLI"),
 * as the dashboard shows it on a server without an SMTP relay. The address is one shell word even
 * when it holds characters a shell reads: an address may contain `$`, `'`, `;` or backquotes.
 */
export function verifyLinkCommand(email: string): string {
	return `npm run --silent cli -- accounts verify-link --email ${shellWord(email)}`;
}

/** `text` as one POSIX shell word: as it is when it is plain, else single-quoted (`'` as `'\''`). */
export function shellWord(text: string): string {
	return /^[\w.%+@=:,/-]+$/.test(text) ? text : `'${text.replaceAll("'", `'\\''`)}'`;
}
