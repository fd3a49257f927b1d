// What the signed-in user's flags allow on the request screens (the server checks again).
import type { LoggedInUser } from '../../../../contract/account';

type User = Pick<LoggedInUser, 'user_roles' | 'company'>;

export const hasRequestApp = (me: User) => me.company.active_app.some((a) => a.app_name === 'request');
export const isRequestAdmin = (me: User) => me.user_roles.user_is_request_admin || me.user_roles.user_is_admin;
