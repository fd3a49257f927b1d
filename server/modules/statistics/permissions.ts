// Who may do what with stats (spec people §6: Create Stat and Archived are for stat admins; the
// lists and the sheet are for everyone with the statistics app). A company admin counts as a stat
// admin. Values are entered by the stat's owner, the person who reports that number, or an admin.
import type { AuthContext } from '../../lib/route';

export const isStatAdmin = (auth: AuthContext) => auth.roles.user_is_stat_admin || auth.roles.user_is_admin;

export const canEnterValues = (auth: AuthContext, stat: { owner_staff_id: number }) =>
  isStatAdmin(auth) || stat.owner_staff_id === auth.staffId;
