// App-deal licence codes (issue 21): only codes the operator issued are accepted, and each is
// redeemed once. The operator fills the table with `npm run licence-codes -- add FILE`
// (scripts/licence-codes.ts); the demo data issues a few (server/seed/demo.ts). Codes are compared
// in capitals, so a code typed in lower case still matches the one printed on the purchase.
import { sql } from 'kysely';
import {
  LICENSE_CODE_PATTERN,
  LICENSE_CODE_UNKNOWN,
  LICENSE_CODE_USED,
} from '../../../contract/subscription-constants';
import type { Database } from '../../db/database';
import { ValidationError } from '../../lib/errors';

export const normalizeLicenseCode = (code: string) => code.trim().toUpperCase();

export interface IssueResult {
  added: string[];
  /** Already in the table (issued before): left as they were, redeemed or not. */
  existing: string[];
  /** Not of a licence code's shape (8 to 64 letters, digits or dashes): not issued. */
  invalid: string[];
}

/** Issues codes (idempotent: a code issued twice stays one row with its first note and state). */
export async function issueLicenseCodes(
  db: Database,
  codes: string[],
  note: string | null = null,
): Promise<IssueResult> {
  const normalized = [...new Set(codes.map(normalizeLicenseCode).filter(Boolean))];
  const invalid = normalized.filter((code) => !LICENSE_CODE_PATTERN.test(code));
  const valid = normalized.filter((code) => LICENSE_CODE_PATTERN.test(code));
  const added =
    valid.length === 0
      ? []
      : (
          await db
            .insertInto('license_codes')
            .values(valid.map((code) => ({ code, note })))
            .onConflict((oc) => oc.column('code').doNothing())
            .returning('code')
            .execute()
        ).map((row) => row.code);
  const addedSet = new Set(added);
  return { added, existing: valid.filter((code) => !addedSet.has(code)), invalid };
}

export interface LicenseCodeRow {
  code: string;
  note: string | null;
  issued_at: Date;
  redeemed_by_company_id: number | null;
  redeemed_at: Date | null;
}

export function listLicenseCodes(db: Database): Promise<LicenseCodeRow[]> {
  return db
    .selectFrom('license_codes')
    .select(['code', 'note', 'issued_at', 'redeemed_by_company_id', 'redeemed_at'])
    .orderBy('issued_at')
    .orderBy('code')
    .execute();
}

/**
 * Redeems every code for the company, inside the registration's transaction, or refuses them all:
 * a code never issued, or one already redeemed, fails the registration on the license_codes field
 * naming the code. The UPDATE takes each code's row lock and re-checks `redeemed_at IS NULL` after a
 * concurrent registration commits, so of two sign-ups racing for one code exactly one wins.
 */
export async function redeemLicenseCodes(db: Database, companyId: number, codes: string[]): Promise<string[]> {
  const unique = [...new Set(codes.map(normalizeLicenseCode))];
  const redeemed = new Set(
    (
      await db
        .updateTable('license_codes')
        .set({ redeemed_by_company_id: companyId, redeemed_at: sql<Date>`now()` })
        .where('code', 'in', unique)
        .where('redeemed_at', 'is', null)
        .returning('code')
        .execute()
    ).map((row) => row.code),
  );
  const refused = unique.filter((code) => !redeemed.has(code));
  if (refused.length > 0) {
    const issued = new Set(
      (await db.selectFrom('license_codes').select('code').where('code', 'in', refused).execute()).map((r) => r.code),
    );
    throw new ValidationError({
      license_codes: refused.map((code) => `${issued.has(code) ? LICENSE_CODE_USED : LICENSE_CODE_UNKNOWN} (${code})`),
    });
  }
  return unique;
}
