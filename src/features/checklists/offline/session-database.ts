// The signed-in user's device database, for the outbox kinds and edits that run outside React (the
// replay calls the kinds for the session's own user and company).
import { getSession } from '../../../api/session';
import { userDatabase, type GroundworkDatabase } from '../../../offline/db';

export function sessionDatabase(): GroundworkDatabase | null {
  const session = getSession();
  return session ? userDatabase(session.userId, session.companyId) : null;
}
