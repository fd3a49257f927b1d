// Restoring a deleted company (issue 17), within COMPANY_RESTORE_DAYS of its deletion, by an admin
// (user type) of it. No session exists in a deleted company, so the admin proves who they are with
// e-mail and password again, as at sign-in, and is signed into the restored company.
import { sql } from 'kysely';
import { COMPANY_NOT_RESTORABLE, COMPANY_RESTORE_DAYS, type CompanyRestoreRequest } from '../../../contract/company';
import { ADMIN_USER_TYPE_SLUG } from '../../../contract/apps';
import type { LoggedInUser } from '../../../contract/account';
import type { Database } from '../../db/database';
import { ValidationError } from '../../lib/errors';
import type { TokenSigner } from '../../lib/tokens';
import { checkCredentials, issueSession, loadLoggedInUser, type Session } from './session.service';
import { loginSucceeded } from './login-throttle';

/** POST account/api/restore-company/: runs without a wrapping transaction (failed tries must count). */
export async function restoreCompany(
  db: Database,
  signer: TokenSigner,
  input: CompanyRestoreRequest,
  clientAddress: string,
): Promise<LoggedInUser & Session> {
  // The same check and throttle as sign-in: this is a password check too.
  const { user, attempt } = await checkCredentials(db, input, clientAddress);
  await loginSucceeded(db, attempt);

  return db.transaction().execute(async (trx) => {
    const staff = await trx
      .selectFrom('staff')
      .innerJoin('companies', 'companies.id', 'staff.company_id')
      .select(['staff.id', 'staff.company_id'])
      .where('staff.user_id', '=', user.id)
      .where('staff.company_id', '=', input.company_id)
      .where('staff.is_active', '=', true)
      .where('staff.user_type_slug', '=', ADMIN_USER_TYPE_SLUG)
      .where('companies.deleted_at', 'is not', null)
      // Locked: a purge running now either removed it already or waits and then finds it restored.
      .forUpdate()
      .executeTakeFirst();
    // The purge takes the row only past the window, so inside it the update below always wins.
    const restored =
      staff &&
      (await trx
        .updateTable('companies')
        .set({ deleted_at: null })
        .where('id', '=', staff.company_id)
        .where('deleted_at', '>', sql<Date>`now() - make_interval(days => ${COMPANY_RESTORE_DAYS})`)
        .returning('id')
        .executeTakeFirst());
    if (!staff || !restored) throw ValidationError.field('company_id', COMPANY_NOT_RESTORABLE);
    await trx.updateTable('users').set({ last_login: new Date() }).where('id', '=', user.id).execute();
    const session = await issueSession(trx, signer, {
      userId: user.id,
      companyId: staff.company_id,
      staffId: staff.id,
    });
    return { ...(await loadLoggedInUser(trx, staff.id, staff.company_id)), ...session };
  });
}
