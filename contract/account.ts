// Session and account calls: sign-in, token refresh, the logged-in user (spec shell §3), sign-up and
// the password flows. Request schemas are checked again on the server; types are inferred from them.
// The fixed values (limits, messages, links) live in account-constants.ts, without zod, so the PWA
// can use them on its first screens; they are re-exported here, so every name is still found here.
import { z } from 'zod';
import { APP_NAMES, ROLE_FLAGS, type AppName, type RoleFlag, type UserRoles } from './apps';
import { FRONTEND_ERROR_MESSAGE_MAX, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './account-constants';
import { REFERRAL_CODE_MAX_LENGTH } from './subscription-constants';

export * from './account-constants';

export const appNameSchema = z.enum(APP_NAMES) satisfies z.ZodType<AppName>;
export const userRolesSchema = z.object(
  Object.fromEntries(ROLE_FLAGS.map((flag) => [flag, z.boolean()])) as Record<RoleFlag, z.ZodBoolean>,
) satisfies z.ZodType<UserRoles>;

const email = z.string().trim().toLowerCase().pipe(z.email('Enter a valid email address.'));
const newPassword = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters.`);

export const loginRequestSchema = z.object({
  email,
  password: z.string().min(1, 'This field is required'),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const activeAppSchema = z.object({ id: z.number().int(), app_name: appNameSchema });
export type ActiveApp = z.infer<typeof activeAppSchema>;

export const companySummarySchema = z.object({
  id: z.number().int(),
  company_name: z.string(),
  company_slug: z.string().nullable(),
  company_logo: z.string().nullable(),
  language_code: z.string(),
  app_sumo_license: z.boolean(),
  active_app: z.array(activeAppSchema),
  /** Ours (spec shell §3 Company): where the company's staff use the app, when not this host (§4). */
  referral_url: z.string().nullable(),
});
export type CompanySummary = z.infer<typeof companySummarySchema>;

export const companyListItemSchema = z.object({
  id: z.number().int(),
  company_name: z.string(),
  company_slug: z.string().nullable(),
});
export type CompanyListItem = z.infer<typeof companyListItemSchema>;

export const loggedInUserSchema = z.object({
  id: z.number().int(),
  staff_id: z.number().int(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  photo: z.string().nullable(),
  gender: z.string().nullable(),
  timezone: z.string().nullable(),
  last_login: z.string().nullable(),
  positions: z.array(z.object({ id: z.number().int(), name: z.string() })),
  has_subscription_plan: z.boolean(),
  company_list: z.array(companyListItemSchema),
  user_type: z.object({ user_type: z.string(), user_type_slug: z.string() }),
  user_roles: userRolesSchema,
  staff_info: z.object({ language_code: z.string().nullable(), is_dark_mode: z.boolean().nullable() }),
  personal_phone: z.string().nullable(),
  position: z.number().int().nullable(),
  staff_division: z.object({ id: z.number().int() }).nullable(),
  company: companySummarySchema,
});
export type LoggedInUser = z.infer<typeof loggedInUserSchema>;

export const loginResponseSchema = loggedInUserSchema.extend({ token: z.string(), refresh: z.string() });
export type LoginResponse = z.infer<typeof loginResponseSchema>;

// Cross-host referral accounts (spec shell §4): the leaving host asks for a token and sends the
// browser to the referral host's /auth/signin?autoLogin=true&token=…&timestamp=…&redirect=…; the
// arriving host posts token and timestamp to auto-login/ and gets the login response.
export const crossHostTokenResponseSchema = z.object({
  token: z.string(),
  /** Unix seconds when the token was issued (the link's timestamp parameter). */
  timestamp: z.number().int(),
  /** The referral host's origin the token is for. */
  origin: z.string(),
});
export type CrossHostTokenResponse = z.infer<typeof crossHostTokenResponseSchema>;
export const autoLoginRequestSchema = z.object({
  token: z.string().min(1).max(1000),
  timestamp: z.coerce.number().int(),
});
export type AutoLoginRequest = z.input<typeof autoLoginRequestSchema>;

export const refreshRequestSchema = z.object({ refresh: z.string().min(1, 'This field is required') });
export const refreshResponseSchema = z.object({ access: z.string(), refresh: z.string() });
export type RefreshResponse = z.infer<typeof refreshResponseSchema>;

export const logoutRequestSchema = z.object({ refresh: z.string().optional() });

export const signupRequestSchema = z.object({
  company_name: z.string().trim().min(1, 'This field is required').max(200),
  first_name: z.string().trim().min(1, 'This field is required').max(150),
  last_name: z.string().trim().max(150).default(''),
  email,
  password: newPassword,
  language_code: z.string().min(2).max(10).default('en'),
  /** Ours (spec shell §9): the referral code of the share link the sign-up came through; an unknown
   * code is ignored, so a stale link never stops a sign-up. */
  ref: z.string().trim().max(REFERRAL_CODE_MAX_LENGTH).optional(),
});
export type SignupRequest = z.infer<typeof signupRequestSchema>;

export const passwordResetRequestSchema = z.object({ email });
export const passwordResetConfirmSchema = z.object({
  uuid: z.uuid('Invalid reset link.'),
  token: z.string().min(1, 'This field is required'),
  new_password: newPassword,
});
export const setPasswordSchema = passwordResetConfirmSchema;
export const changePasswordSchema = z.object({
  old_password: z.string().min(1, 'This field is required'),
  new_password: newPassword,
});

export const switchCompanyRequestSchema = z.object({ company_id: z.coerce.number().int() });

export const staffTimezoneRequestSchema = z.object({ timezone: z.string().min(1).max(64) });
export const staffPreferenceRequestSchema = z.object({ is_dark_mode: z.boolean() });
/** null: follow the company's language again (spec shell §1: the user's language, else the company's). */
export const privateInfoUpdateRequestSchema = z.object({ language_code: z.string().min(2).max(10).nullable() });

// ---------------------------------------------------------------------------------------------
// Account calls beyond the session: answers of the password flows, company switching, the staff
// preferences the shell saves, and the client-side error logger.

/** 200 body of calls that only confirm (password flows). */
export const detailResponseSchema = z.object({ detail: z.string() });
export type DetailResponse = z.infer<typeof detailResponseSchema>;

/** change-password answer: every earlier session is revoked; the caller continues on these. */
export const sessionTokensSchema = z.object({ token: z.string(), refresh: z.string() });
export type SessionTokens = z.infer<typeof sessionTokensSchema>;

/** switch_company answer: the logged-in user in the chosen company, on a new session. */
export const switchCompanyResponseSchema = loginResponseSchema;

/**
 * Staff timezone answer: the logged-in user when the caller changed their own staff (the shell
 * merges it into the user, spec shell §4), else the changed staff's id and timezone.
 */
export const staffTimezoneResponseSchema = z.union([
  loggedInUserSchema,
  z.object({ id: z.number().int(), timezone: z.string().nullable() }),
]);
export type StaffTimezoneResponse = z.infer<typeof staffTimezoneResponseSchema>;
export const staffPreferenceResponseSchema = z.object({ is_dark_mode: z.boolean().nullable() });
export const privateInfoUpdateResponseSchema = z.object({
  id: z.number().int(),
  staff_info: loggedInUserSchema.shape.staff_info,
});
export type PrivateInfoUpdateResponse = z.infer<typeof privateInfoUpdateResponseSchema>;

export const logFrontendErrorSchema = z.object({
  message: z.string().trim().min(1, 'This field is required').max(FRONTEND_ERROR_MESSAGE_MAX),
  stack: z.string().max(20_000).nullish(),
  url: z.string().max(2000).nullish(),
});
export type LogFrontendError = z.infer<typeof logFrontendErrorSchema>;
