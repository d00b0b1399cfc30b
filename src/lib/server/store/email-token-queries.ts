import type { Kysely } from 'kysely';
import type { Database } from './schema.js';
import type { EmailToken, EmailTokenPurpose, Store } from './types.js';

type EmailTokenQueries = Pick<
	Store,
	'createEmailToken' | 'findEmailToken' | 'pendingEmailTokens' | 'consumeEmailToken' | 'deleteEmailTokens' | 'deleteExpiredEmailTokens'
>;

const toEmailToken = (row: Database['email_tokens']): EmailToken => ({
	tokenHash: row.token_hash,
	accountId: row.account_id,
	purpose: row.purpose as EmailTokenPurpose,
	email: row.email,
	createdAt: row.created_at,
	expiresAt: row.expires_at
});

/** The Store's mailed-link tokens (`email_tokens`), in portable SQL like the rest of kysely-store.ts. */
export function emailTokenQueries(db: Kysely<Database>): EmailTokenQueries {
	return {
		async createEmailToken(token) {
			await db.transaction().execute(async (trx) => {
				await trx.deleteFrom('email_tokens').where('account_id', '=', token.accountId).where('purpose', '=', token.purpose).execute();
				await trx
					.insertInto('email_tokens')
					.values({
						token_hash: token.tokenHash,
						account_id: token.accountId,
						purpose: token.purpose,
						email: token.email.toLowerCase(),
						created_at: token.createdAt,
						expires_at: token.expiresAt
					})
					.execute();
			});
		},

		async findEmailToken(tokenHash, purpose, at) {
			const row = await db
				.selectFrom('email_tokens')
				.selectAll()
				.where('token_hash', '=', tokenHash)
				.where('purpose', '=', purpose)
				.where('expires_at', '>', at)
				.executeTakeFirst();
			return row ? toEmailToken(row) : null;
		},

		async pendingEmailTokens(email, purpose, at) {
			const rows = await db
				.selectFrom('email_tokens')
				.selectAll()
				.where('email', '=', email.toLowerCase())
				.where('purpose', '=', purpose)
				.where('expires_at', '>', at)
				.orderBy('created_at', 'desc')
				.execute();
			return rows.map(toEmailToken);
		},

		async consumeEmailToken(tokenHash, purpose, at) {
			// One statement deletes and returns: of two concurrent uses, only one gets the row.
			const row = await db.deleteFrom('email_tokens').where('token_hash', '=', tokenHash).where('purpose', '=', purpose).returningAll().executeTakeFirst();
			return row && row.expires_at > at ? toEmailToken(row) : null;
		},

		async deleteEmailTokens(accountId, purposes) {
			if (purposes.length === 0) return;
			await db.deleteFrom('email_tokens').where('account_id', '=', accountId).where('purpose', 'in', purposes).execute();
		},

		async deleteExpiredEmailTokens(at) {
			await db.deleteFrom('email_tokens').where('expires_at', '<=', at).execute();
		}
	};
}
