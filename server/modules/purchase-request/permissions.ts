// Who may do what with purchase requests. The spec names approvers (user_is_pr_approver) and payers
// (user_is_pr_payer) without saying what they allow (people §6); here approvers approve or reject
// pending requests and payers record the payment of approved ones, a company admin being both.
// Both see every request of the company (they act on them); anyone else sees their own.
import type { AuthContext } from '../../lib/route';

export const isApprover = (auth: AuthContext) => auth.roles.user_is_pr_approver || auth.roles.user_is_admin;
export const isPayer = (auth: AuthContext) => auth.roles.user_is_pr_payer || auth.roles.user_is_admin;
export const seesAll = (auth: AuthContext) => isApprover(auth) || isPayer(auth);

export const canSee = (auth: AuthContext, pr: { requester_staff_id: number }) =>
  seesAll(auth) || pr.requester_staff_id === auth.staffId;
