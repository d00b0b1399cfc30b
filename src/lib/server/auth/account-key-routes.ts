/** The profile, API keys (created, listed, revoked) and the month's usage. */
import { defaultKeyName } from '../../account/key-names.js';
import { utcDay, utcMonth } from '../limits/usage-meter.js';
import { Refusal, json, textField, type Routes } from './account-http.js';
import { KEYS_CREATED_MAX_PER_ACCOUNT, KEYS_CREATED_PER_ACCOUNT, MAX_LABEL_LENGTH, MAX_LIVE_KEYS, MAX_NAME_LENGTH } from './account-rules.js';
import { accountView, keyView } from './account-views.js';
import { generateApiKey, hashApiKey, keyHint } from './api-keys.js';
import { summarizeUsage } from './usage-summary.js';
import type { AccountKit } from './account-kit.js';

export function keyRoutes(kit: AccountKit): Routes {
	const { deps, now, signedIn, takeAttempt, givingBackOnError } = kit;
	return {
		profile: {
			async POST(req, ctx) {
				const { account } = await signedIn(ctx);
				const name = textField(ctx.input.name, 'name', MAX_NAME_LENGTH, true);
				const company = textField(ctx.input.company, 'company', MAX_NAME_LENGTH, false);
				await deps.store.setProfile(account.id, { name: name!, company });
				return json(200, accountView({ ...account, name: name!, company }));
			}
		},
		keys: {
			async GET(req, ctx) {
				const { account } = await signedIn(ctx);
				const keys = await deps.store.listApiKeys(account.id);
				return json(200, { keys: keys.map(keyView) });
			},
			async POST(req, ctx) {
				const { account } = await signedIn(ctx);
				if (!account.active) throw new Refusal(403, 'Account deactivated by the operator: new keys cannot be created');
				if (!account.emailVerified) throw new Refusal(403, 'Verify your e-mail address before creating a key: follow the link we sent to it');
				const keys = await deps.store.listApiKeys(account.id);
				// A key needs no name from the user: without one it is called "Key 3" (the dashboard says so).
				const label = textField(ctx.input.name, 'name', MAX_LABEL_LENGTH, false) ?? defaultKeyName(keys.map((k) => k.name));
				const live = keys.filter((k) => !k.revokedAt).length;
				if (live >= MAX_LIVE_KEYS) throw new Refusal(409, `An account can hold at most ${MAX_LIVE_KEYS} live keys: revoke one first`);
				const ticket = await takeAttempt(KEYS_CREATED_PER_ACCOUNT, account.id, `An account can create at most ${KEYS_CREATED_MAX_PER_ACCOUNT} keys per hour`);
				const key = generateApiKey();
				const record = await givingBackOnError([[KEYS_CREATED_PER_ACCOUNT, account.id, ticket]], () =>
					deps.store.createApiKey({ accountId: account.id, keyHash: hashApiKey(key), hint: keyHint(key), name: label })
				);
				return json(201, { key, ...keyView(record) });
			}
		},
		'keys/*/revoke': {
			async POST(req, ctx) {
				const { account } = await signedIn(ctx);
				const id = ctx.params[0];
				const own = (await deps.store.listApiKeys(account.id)).find((k) => k.id === id && !k.revokedAt);
				if (!own || !(await deps.store.revokeApiKey({ id }))) throw new Refusal(404, 'No live key with this id in your account');
				// This process stops accepting the key now; others on the Redis announcement (or their change poll).
				deps.authenticator.invalidate();
				deps.onChange?.({ kind: 'key', keyId: id });
				return json(200, { detail: 'Key revoked' });
			}
		},
		usage: {
			async GET(req, ctx) {
				const { account, principal } = await signedIn(ctx);
				await deps.meter.flush();
				const at = now();
				const month = utcMonth(at);
				const rows = await deps.store.usageRows(account.id, `${month}-01`, utcDay(at));
				const { used, days, operations } = summarizeUsage(rows, month, utcDay(at));
				return json(200, {
					month,
					plan: { name: principal.plan.name, per_minute: principal.plan.perMinute, per_month: principal.plan.perMonth },
					used,
					remaining: principal.plan.perMonth === null ? null : Math.max(0, principal.plan.perMonth - used),
					days,
					operations
				});
			}
		}
	};
}
