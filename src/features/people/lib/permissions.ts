// Who may change people data (spec people §6): profile admins; everyone else reads.
import type { LoggedInUser } from '../../../../contract/account';

export const isProfileAdmin = (me: Pick<LoggedInUser, 'user_roles'> | undefined) =>
  Boolean(me?.user_roles.user_is_profile_admin);
