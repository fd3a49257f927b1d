// What the signed-in user's flags allow on the purchase-request screens (the server checks again).
import type { LoggedInUser } from '../../../../contract/account';

type User = Pick<LoggedInUser, 'user_roles' | 'company'>;

export const hasPurchaseApp = (me: User) => me.company.active_app.some((a) => a.app_name === 'purchase_request');
export const isApprover = (me: User) => me.user_roles.user_is_pr_approver || me.user_roles.user_is_admin;
export const isPayer = (me: User) => me.user_roles.user_is_pr_payer || me.user_roles.user_is_admin;
