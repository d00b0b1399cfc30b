/**
 * Operator CLI (docs/spec/decisions.md "Operator interface"), with the same environment as the server:
 *   npm run --silent cli -- keys create --email E [--plan P] [--name LABEL]
 * Changes reach running servers at once through Redis pub/sub when REDIS_URL is set, and in any
 * case within their change-poll interval (1 s by default).
 */
import { parseArgs } from 'node:util';
import { generateApiKey, hashApiKey, keyHint } from '../lib/server/auth/api-keys.js';
import { loadConfig } from '../lib/server/config.js';
import { createStore, type Store } from '../lib/server/store/index.js';
import type { Account } from '../lib/server/store/types.js';
import { publishOnce, type ChangeEvent } from '../lib/server/redis/changes.js';
import { isLocale, LOCALES } from '../lib/i18n/locales.js';
import { freshVerifyLinks } from './verify-link.js';

const USAGE = `Usage: npm run --silent cli -- <command>

  keys create --email E [--plan P] [--name LABEL] [--allow-unverified]
                                                     create a key (and the account if new); prints only the key
  keys list --email E                                list an account's keys (never the keys themselves)
  keys revoke --key K | --id ID                      revoke a key
  accounts deactivate --email E                      refuse the account's keys with 403
  accounts activate --email E
  accounts set-plan --email E --plan P [--allow-unverified]
  accounts usage --email E [--month YYYY-MM]          requests counted in the store for a UTC month (default: this one)
  accounts verify-link --email E [--lang en|pt-BR|es]
                                                     prints a fresh link that confirms E (a sign-up, or a change of
                                                     address to E) and voids the one mailed before
  plans list
  plans set NAME --per-minute N --per-month M       create or change a plan ("unlimited" or omit for no limit)

Environment: DATA_DIR (default ./data) or DATABASE_URL, as for the server; with REDIS_URL
(and REDIS_PREFIX) revocations, (de)activations and plan changes are announced to running servers.

An account someone signed up for in the app gets no key and no plan from the CLI until its
address is confirmed (its owner followed the mailed link): anyone can sign up with any address.
--allow-unverified overrides this when you know who holds the account.

Without SMTP_URL the server mails nobody: each mail is a file in DATA_DIR/mail/. verify-link gives
the link for an address instead (the store keeps only hashes, so it is a new link, not the old one);
it starts with ORIGIN, as the server's links do.`;

class UsageError extends Error {}

const OPTIONS = {
	email: { type: 'string' },
	plan: { type: 'string' },
	name: { type: 'string' },
	key: { type: 'string' },
	id: { type: 'string' },
	'per-minute': { type: 'string' },
	'per-month': { type: 'string' },
	month: { type: 'string' },
	lang: { type: 'string' },
	json: { type: 'boolean' },
	'allow-unverified': { type: 'boolean' },
	help: { type: 'boolean', short: 'h' }
} as const;

type Values = ReturnType<typeof parseArgs<{ options: typeof OPTIONS; allowPositionals: true }>>['values'];

function required(values: Values, name: 'email' | 'plan' | 'key' | 'id'): string {
	const value = values[name];
	if (!value) throw new UsageError(`--${name} is required`);
	return value;
}

/** A limit option: a non-negative integer, or "unlimited"/omitted for no limit. */
function limit(value: string | undefined, name: string): number | null {
	if (value === undefined || value === 'unlimited') return null;
	if (!/^\d+$/.test(value)) throw new UsageError(`--${name} must be a whole number or "unlimited"`);
	return Number(value);
}

async function accountByEmail(store: Store, email: string) {
	const account = await store.findAccountByEmail(email);
	if (!account) throw new Error(`No account with e-mail ${email}`);
	return account;
}

/**
 * Refuses to hand a key or a plan to an account signed up in the app whose address is not
 * confirmed: whoever signed up may not own the address (docs/security.md, "Account pre-claiming").
 */
function vouchable(values: Values, account: Account): void {
	if (account.hasPassword && !account.emailVerified && !values['allow-unverified']) {
		throw new Error(
			`${account.email} signed up in the app and has not confirmed the address yet, so it may belong to someone else. ` +
				'Ask its owner to follow the link in the confirmation mail (the dashboard sends it again), or pass --allow-unverified.'
		);
	}
}

async function planNamed(store: Store, name: string) {
	const plan = await store.getPlan(name);
	if (!plan) throw new UsageError(`Unknown plan "${name}"; see \`plans list\``);
	return plan;
}

function print(values: Values, rows: Record<string, unknown>[]) {
	if (values.json) {
		console.log(JSON.stringify(rows, null, 2));
		return;
	}
	if (!rows.length) {
		console.log('(none)');
		return;
	}
	const cols = Object.keys(rows[0]);
	const cell = (v: unknown) => (v === null || v === undefined ? '-' : String(v));
	const widths = cols.map((c) => Math.max(c.length, ...rows.map((r) => cell(r[c]).length)));
	const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i])).join('  ').trimEnd();
	console.log(line(cols));
	for (const row of rows) console.log(line(cols.map((c) => cell(row[c]))));
}

async function run(argv: string[]): Promise<void> {
	const { values, positionals } = parseArgs({ args: argv, options: OPTIONS, allowPositionals: true });
	const [group, command, ...rest] = positionals;
	if (values.help || !group) {
		console.log(USAGE);
		return;
	}
	const config = loadConfig(process.env);
	const store = await createStore(config);
	// Tells running servers to drop what they cached (their change poll catches it otherwise).
	const announce = async (event: ChangeEvent) => {
		if (config.redisUrl && !(await publishOnce(config.redisUrl, config.redisPrefix, event))) {
			console.error('warning: Redis unreachable; servers apply the change at their next change poll (1 s by default).');
		}
	};
	try {
		switch (`${group} ${command ?? ''}`) {
			case 'keys create': {
				const email = required(values, 'email').trim();
				if (!/^[^@\s]+@[^@\s]+$/.test(email)) throw new UsageError('--email must be an e-mail address');
				let account = await store.findAccountByEmail(email);
				if (account) vouchable(values, account);
				if (!account) account = await store.createAccount(email, (await planNamed(store, values.plan ?? 'free')).name);
				else if (values.plan && values.plan !== account.plan) {
					await store.setAccountPlan(account.id, (await planNamed(store, values.plan)).name);
					await announce({ kind: 'account', accountId: account.id });
				}
				const key = generateApiKey();
				await store.createApiKey({ accountId: account.id, keyHash: hashApiKey(key), hint: keyHint(key), name: values.name ?? null });
				console.log(key);
				return;
			}
			case 'keys list': {
				const account = await accountByEmail(store, required(values, 'email'));
				const keys = await store.listApiKeys(account.id);
				print(
					values,
					keys.map((k) => ({ id: k.id, key: k.hint, name: k.name, created: k.createdAt, last_used: k.lastUsedAt, revoked: k.revokedAt }))
				);
				return;
			}
			case 'keys revoke': {
				const match = values.key ? { keyHash: hashApiKey(values.key.trim()) } : values.id ? { id: values.id } : null;
				if (!match) throw new UsageError('keys revoke needs --key K or --id ID');
				if (!(await store.revokeApiKey(match))) throw new Error('No live key matched; nothing revoked');
				await announce({ kind: 'key', ...('id' in match ? { keyId: match.id } : { keyHash: match.keyHash }) });
				console.error('Key revoked.');
				return;
			}
			case 'accounts deactivate':
			case 'accounts activate': {
				const account = await accountByEmail(store, required(values, 'email'));
				await store.setAccountActive(account.id, command === 'activate');
				await announce({ kind: 'account', accountId: account.id });
				console.error(`Account ${account.email} ${command}d.`);
				return;
			}
			case 'accounts set-plan': {
				const account = await accountByEmail(store, required(values, 'email'));
				const plan = await planNamed(store, required(values, 'plan'));
				vouchable(values, account);
				await store.setAccountPlan(account.id, plan.name);
				await announce({ kind: 'account', accountId: account.id });
				console.error(`Account ${account.email} is now on plan ${plan.name}.`);
				return;
			}
			case 'accounts usage': {
				const account = await accountByEmail(store, required(values, 'email'));
				const month = values.month ?? new Date().toISOString().slice(0, 7);
				if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(month)) throw new UsageError('--month must be YYYY-MM');
				// What the servers have written (they flush every USAGE_FLUSH_MS and when they stop).
				print(values, [{ email: account.email, month, requests: await store.monthUsage(account.id, month) }]);
				return;
			}
			case 'accounts verify-link': {
				const email = required(values, 'email');
				const locale = values.lang ?? 'en';
				if (!isLocale(locale)) throw new UsageError(`--lang must be one of ${LOCALES.join(', ')}`);
				for (const issued of await freshVerifyLinks(store, email, { origin: config.mail.publicOrigin, locale, now: Date.now() })) {
					console.log(issued.link);
					console.error(
						issued.purpose === 'verify'
							? `A new link that confirms ${issued.account}, for 24 hours. Links issued for it before no longer work.`
							: `A new link that changes the address of ${issued.account} to ${email.trim().toLowerCase()}, for 24 hours. The link issued before no longer works.`
					);
				}
				return;
			}
			case 'plans list': {
				const plans = await store.listPlans();
				print(
					values,
					plans.map((p) => ({ name: p.name, per_minute: p.perMinute ?? 'unlimited', per_month: p.perMonth ?? 'unlimited' }))
				);
				return;
			}
			case 'plans set': {
				const name = rest[0];
				if (!name || !/^[a-z0-9][a-z0-9_-]{0,39}$/.test(name)) {
					throw new UsageError('plans set NAME: NAME is 1-40 lower-case letters, digits, - or _');
				}
				const plan = { name, perMinute: limit(values['per-minute'], 'per-minute'), perMonth: limit(values['per-month'], 'per-month') };
				await store.upsertPlan(plan);
				await announce({ kind: 'plan', name });
				console.error(`Plan ${name}: ${plan.perMinute ?? 'unlimited'}/minute, ${plan.perMonth ?? 'unlimited'}/month.`);
				return;
			}
			default:
				throw new UsageError(`Unknown command "${positionals.join(' ')}"`);
		}
	} finally {
		await store.close();
	}
}

run(process.argv.slice(2)).catch((err: unknown) => {
	const message = err instanceof Error ? err.message : String(err);
	console.error(`error: ${message}`);
	if (err instanceof UsageError || (err as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) {
		console.error(`\n${USAGE}`);
		process.exitCode = 2;
	} else {
		process.exitCode = 1;
	}
});
