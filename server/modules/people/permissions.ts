// Who may change people and organisation data (spec people §6): profile admins manage employees,
// positions, responsibilities, divisions, System Emails and the action history; everyone reads.
import type { AuthContext } from '../../lib/route';

export const isProfileAdmin = (auth: AuthContext) => auth.roles.user_is_profile_admin;
