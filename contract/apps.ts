// The feature areas ("apps") a company can switch on, and the role flags a staff member may hold.
// Both lists are spec constants (shell §1, §3, §6): client menus and server guards read them from here.
// Constants and types only, no zod: the PWA's first screens import these values, and zod would come
// along with them (~25 KiB gzip). Their schemas (appNameSchema, userRolesSchema) live in account.ts.

export const APP_NAMES = [
  'knowledge_base',
  'checklist',
  'attendance',
  'purchase_request',
  'request',
  'statistics',
] as const;
export type AppName = (typeof APP_NAMES)[number];

export const ROLE_FLAGS = [
  'user_is_admin',
  'user_is_assignment_admin',
  'user_is_attendance_admin',
  'user_is_checklist_admin',
  'user_is_kb_admin',
  'user_is_pr_approver',
  'user_is_pr_payer',
  'user_is_profile_admin',
  'user_is_request_admin',
  'user_is_stat_admin',
] as const;
export type RoleFlag = (typeof ROLE_FLAGS)[number];
export type UserRoles = Record<RoleFlag, boolean>;

/** user_type_slug of the company administrator type (spec shell §6). */
export const ADMIN_USER_TYPE_SLUG = 'admin';
/** user_type display name that unlocks "Activate Features" (spec shell §6). */
export const ADMIN_USER_TYPE = 'Admin';
