// Sign-up: a new company, its first user as the company admin (every role flag), signed in at once.
// The company starts without a subscription plan, so the plan gate leads to onboarding. A sign-up
// through a share link records the sharing company (spec shell §9), credited when this one pays.
import { EMAIL_TAKEN, type LoggedInUser, type SignupRequest } from '../../../contract/account';
import type { Database } from '../../db/database';
import { ValidationError } from '../../lib/errors';
import { hashPassword } from '../../lib/passwords';
import type { TokenSigner } from '../../lib/tokens';
import { addStarterTemplates } from '../knowledge-base/starter-templates';
import { findReferrerByCode } from '../subscription';
import { findUserByEmail } from './session.repository';
import { issueSession, loadLoggedInUser, type Session } from './session.service';
import { activateAllApps, attachLicenses, insertAdminStaff, insertCompany, insertUser } from './signup.repository';

export const SIGNUP_LIMIT_PER_ADDRESS = { limit: 20, windowSeconds: 60 * 60 };

const emailTaken = () => ValidationError.field('email', EMAIL_TAKEN);

/** `db` is the pool: the password is hashed before the transaction opens, so no lock waits on it. */
export async function signUp(
  db: Database,
  signer: TokenSigner,
  input: SignupRequest,
  /** App-deal registration (/auth/app-sumo-register): the licence codes that come with the company. */
  licenseCodes?: string[],
): Promise<LoggedInUser & Session> {
  if (await findUserByEmail(db, input.email)) throw emailTaken();
  const passwordHash = await hashPassword(input.password);
  return db.transaction().execute(async (trx) => {
    const company = await insertCompany(trx, {
      ...input,
      referredByCompanyId: await findReferrerByCode(trx, input.ref),
    });
    await activateAllApps(trx, company.id);
    // The knowledge base's Templates modal starts with the catalogue, not empty.
    await addStarterTemplates(trx, company.id);
    if (licenseCodes) await attachLicenses(trx, company.id, licenseCodes);
    const user = await insertUser(trx, {
      email: input.email,
      first_name: input.first_name,
      last_name: input.last_name,
      password_hash: passwordHash,
    });
    // Taken between the check above and now: the whole company rolls back with the error.
    if (!user) throw emailTaken();
    const staff = await insertAdminStaff(trx, company.id, user.id);
    const session = await issueSession(trx, signer, { userId: user.id, companyId: company.id, staffId: staff.id });
    return { ...(await loadLoggedInUser(trx, staff.id, company.id)), ...session };
  });
}
