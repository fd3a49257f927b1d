// The company's statistics API token: another system (a CRM, a till, a spreadsheet script) pushes
// values with it instead of a person's sign-in. One token per company; creating a new one replaces
// the old at once (rotation). Only its SHA-256 is stored, so a database leak does not leak it; it is
// shown once, when made. The push endpoint finds the company by the token's hash.
import type { StatApiTokenCreated, StatApiTokenStatus } from '../../../contract/statistics';
import { STAT_TOKEN_INVALID } from '../../../contract/statistics-constants';
import type { Database } from '../../db/database';
import { UnauthorizedError } from '../../lib/errors';
import { hashSecret, newSecret } from '../../lib/tokens';

/** Marks the token's kind, so a leaked one is recognisable in logs and secret scanners. */
const TOKEN_PREFIX = 'gws_';
const SHOWN_PREFIX_LENGTH = TOKEN_PREFIX.length + 6;

export async function tokenStatus(db: Database, companyId: number): Promise<StatApiTokenStatus> {
  const row = await db
    .selectFrom('stat_api_tokens')
    .select(['prefix', 'created_at', 'last_used_at'])
    .where('company_id', '=', companyId)
    .executeTakeFirst();
  return {
    exists: row !== undefined,
    prefix: row?.prefix ?? null,
    created_at: row?.created_at.toISOString() ?? null,
    last_used_at: row?.last_used_at?.toISOString() ?? null,
  };
}

export async function rotateToken(db: Database, companyId: number, staffId: number): Promise<StatApiTokenCreated> {
  const token = `${TOKEN_PREFIX}${newSecret(32)}`;
  const values = {
    company_id: companyId,
    token_hash: hashSecret(token),
    prefix: token.slice(0, SHOWN_PREFIX_LENGTH),
    created_by_staff_id: staffId,
    created_at: new Date(),
    last_used_at: null,
  };
  const row = await db
    .insertInto('stat_api_tokens')
    .values(values)
    .onConflict((oc) =>
      oc.column('company_id').doUpdateSet((eb) => ({
        token_hash: eb.ref('excluded.token_hash'),
        prefix: eb.ref('excluded.prefix'),
        created_by_staff_id: eb.ref('excluded.created_by_staff_id'),
        created_at: eb.ref('excluded.created_at'),
        last_used_at: null,
      })),
    )
    .returning(['prefix', 'created_at'])
    .executeTakeFirstOrThrow();
  return { token, prefix: row.prefix, created_at: row.created_at.toISOString() };
}

export async function revokeToken(db: Database, companyId: number): Promise<void> {
  await db.deleteFrom('stat_api_tokens').where('company_id', '=', companyId).execute();
}

/** The company a pushed request acts for; 401 for a missing, unknown or replaced token. */
export async function companyOfToken(db: Database, token: string | undefined): Promise<number> {
  if (!token?.startsWith(TOKEN_PREFIX)) throw new UnauthorizedError(STAT_TOKEN_INVALID, 'token_invalid');
  const row = await db
    .updateTable('stat_api_tokens')
    .set({ last_used_at: new Date() })
    .where('token_hash', '=', hashSecret(token))
    // A deleted company takes no more values.
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('companies')
          .select('companies.id')
          .whereRef('companies.id', '=', 'stat_api_tokens.company_id')
          .where('companies.deleted_at', 'is', null),
      ),
    )
    .returning('company_id')
    .executeTakeFirst();
  if (!row) throw new UnauthorizedError(STAT_TOKEN_INVALID, 'token_invalid');
  return row.company_id;
}
