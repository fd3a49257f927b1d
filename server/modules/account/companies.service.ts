// The companies a user belongs to, and moving the session into another of them (spec shell §4
// "Company switch"). The switch starts a new refresh-token family bound to the chosen company, so
// every later refresh stays in it; the previous session is left alone (another tab may still use it).
import type { LoggedInUser } from '../../../contract/account';
import type { Database } from '../../db/database';
import { NotFoundError } from '../../lib/errors';
import type { AuthContext } from '../../lib/route';
import type { TokenSigner } from '../../lib/tokens';
import { findStaffInCompany } from './session.repository';
import { issueSession, loadLoggedInUser, type Session } from './session.service';

export async function switchCompany(
  db: Database,
  signer: TokenSigner,
  auth: AuthContext,
  companyId: number,
): Promise<LoggedInUser & Session> {
  // Not a member (or deactivated there): the company is as good as absent for this user.
  const staff = await findStaffInCompany(db, auth.userId, companyId);
  if (!staff) throw new NotFoundError();
  const session = await issueSession(db, signer, { userId: auth.userId, companyId, staffId: staff.id });
  return { ...(await loadLoggedInUser(db, staff.id, companyId)), ...session };
}
