// Who may change a staff member's own settings (timezone, language): the staff member, or a
// profile admin of the same company (spec shell §6: profile admins manage employees).
// Another company's staff id answers 404 before any role check, so ids cannot be probed.
import type { Database } from '../../db/database';
import { ForbiddenError, NotFoundError } from '../../lib/errors';
import type { AuthContext } from '../../lib/route';

export async function authorizeStaffEdit(db: Database, auth: AuthContext, staffId: number): Promise<void> {
  const staff = await db
    .selectFrom('staff')
    .select('id')
    .where('id', '=', staffId)
    .where('company_id', '=', auth.companyId)
    .executeTakeFirst();
  if (!staff) throw new NotFoundError();
  if (staff.id !== auth.staffId && !auth.roles.user_is_profile_admin) throw new ForbiddenError();
}
