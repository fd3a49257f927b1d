// Company detail, active apps, currencies, upcoming events, menu links and to-dos (spec shell §3, §7).
// The fixed values (limits, messages) live in company-constants.ts, without zod, so the PWA can use
// them; they are re-exported here, so every name is still found here.
import { z } from 'zod';
import { activeAppSchema } from './account';
import {
  ACTIVE_APP_REQUIRED,
  COMPANY_INFORMATION_MAX_LENGTH,
  DEFAULT_MENU_LINK_ICON,
  MENU_LINK_NAME_MAX,
  MENU_LINK_URL_MAX,
  UPCOMING_EVENTS_DEFAULT_DAYS,
  UPCOMING_EVENTS_MAX_DAYS,
} from './company-constants';

export * from './company-constants';

export const companySchema = z.object({
  id: z.number().int(),
  company_name: z.string(),
  company_slug: z.string().nullable(),
  company_logo: z.string().nullable(),
  company_information: z.string().nullable(),
  company_registered_on: z.string().nullable(),
  company_weekend_info: z.array(z.number().int().min(0).max(6)),
  language_code: z.string(),
  active_apps: z.array(activeAppSchema),
  subscribe_to_beta: z.boolean(),
  referral_url: z.string().nullable(),
  subscription_plan: z.string().nullable(),
  coupon_data: z.array(z.unknown()),
});
export type Company = z.infer<typeof companySchema>;

export const currencySchema = z.object({ code: z.string(), name: z.string(), symbol: z.string() });
export type Currency = z.infer<typeof currencySchema>;

export const upcomingEventSchema = z.object({
  type: z.enum(['holiday', 'birthday', 'work_anniversary']),
  title: z.string(),
  date: z.string(),
});
export type UpcomingEvent = z.infer<typeof upcomingEventSchema>;

export const menuLinkSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  url: z.string(),
  icon: z.string(),
  parent: z.number().int().nullable(),
  order: z.number().int(),
  company: z.number().int(),
});
export type MenuLink = z.infer<typeof menuLinkSchema>;
// Links open in a new tab from the menu: only web addresses (a javascript: URL would run script).
const menuLinkUrl = z.url({ protocol: /^https?$/, message: 'Enter a valid URL.' }).max(MENU_LINK_URL_MAX);
export const menuLinkInputSchema = z.object({
  name: z.string().trim().min(1, 'This field is required').max(MENU_LINK_NAME_MAX),
  url: menuLinkUrl,
  icon: z.string().max(100).default(DEFAULT_MENU_LINK_ICON),
  parent: z.number().int().nullable().default(null),
  order: z.number().int().default(0),
});

export const todoSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  is_completed: z.boolean(),
  due_date: z.string().nullable(),
  created_at: z.string(),
});
export type Todo = z.infer<typeof todoSchema>;
export const todoInputSchema = z.object({
  title: z.string().trim().min(1, 'This field is required').max(500),
  is_completed: z.boolean().default(false),
  due_date: z.iso.date().nullable().default(null),
});

export const menuLinkCreateSchema = menuLinkInputSchema;
export type MenuLinkCreate = z.infer<typeof menuLinkCreateSchema>;
/** PATCH menu-link/{id}/: only the fields sent change (no defaults, unlike the create schema). */
export const menuLinkPatchSchema = z.object({
  name: menuLinkInputSchema.shape.name.optional(),
  url: menuLinkUrl.optional(),
  icon: z.string().max(100).optional(),
  parent: z.number().int().nullable().optional(),
  order: z.number().int().optional(),
});
export type MenuLinkPatch = z.infer<typeof menuLinkPatchSchema>;
/**
 * PATCH add-delete-menu-link/{id}/: adds the link under a parent link (a group), or with null
 * takes it out of its group to the top level. The parent must be a link of the same company and
 * must not be the link itself or one of its descendants (400 on `parent`).
 */
export const menuLinkParentRequestSchema = z.object({ parent: z.number().int().nullable() });

/** PATCH todo/{id}/: only the fields sent change. */
export const todoPatchSchema = z.object({
  title: todoInputSchema.shape.title.optional(),
  is_completed: z.boolean().optional(),
  due_date: z.iso.date().nullable().optional(),
});
export type TodoPatch = z.infer<typeof todoPatchSchema>;
export type TodoInput = z.infer<typeof todoInputSchema>;

// ---------------------------------------------------------------------------------------------
// Company detail update, the app catalogue and upcoming events (spec shell §4, §7, §8).

/**
 * PATCH company/api/detail-update/{id}/ as JSON. Only the fields sent change. The same fields also
 * arrive as multipart/form-data (with company_logo as a file); the server coerces the form's strings
 * into this shape. company_information is HTML and is sanitized by the server (allowlist).
 */
export const companyUpdateRequestSchema = z.object({
  company_name: z.string().trim().min(1, 'This field is required').max(200).optional(),
  company_information: z.string().max(COMPANY_INFORMATION_MAX_LENGTH).nullable().optional(),
  company_weekend_info: z.array(z.number().int().min(0).max(6)).max(7).optional(),
  language_code: z
    .string()
    .regex(/^[A-Za-z]{2,3}(?:[-_][A-Za-z0-9]{2,8})*$/, 'Enter a valid language code.')
    .max(20)
    .optional(),
  subscribe_to_beta: z.boolean().optional(),
  /** The app ids to keep active (the whole list, not a delta). */
  active_app: z.array(z.number().int()).min(1, ACTIVE_APP_REQUIRED).optional(),
  /**
   * Ours: the address the company's staff use (spec shell §4 cross-host referral accounts): one of
   * the addresses this service is reached at (PUBLIC_URL, REFERRAL_HOSTS), or null for this one.
   */
  referral_url: z.string().trim().max(500).nullable().optional(),
});
export type CompanyUpdateRequest = z.infer<typeof companyUpdateRequestSchema>;
export const REFERRAL_URL_NOT_ALLOWED = 'This is not one of the addresses this service is reached at.';

/** GET company/api/active-apps/ and GET company/api/apps/ (the catalogue): small fixed lists, not paginated. */
export const appListSchema = z.array(activeAppSchema);
export const currencyListSchema = z.array(currencySchema);

export const upcomingEventsQuerySchema = z.object({
  days: z.coerce.number().int().min(1).max(UPCOMING_EVENTS_MAX_DAYS).default(UPCOMING_EVENTS_DEFAULT_DAYS),
});
/** Sorted by date; holidays still under way are listed with their start date. */
export const upcomingEventListSchema = z.array(upcomingEventSchema);

/** DELETE company/api/detail-update/{id}/: the admin's password again. */
export const companyDeleteRequestSchema = z.object({ password: z.string().min(1, 'This field is required') });
export type CompanyDeleteRequest = z.infer<typeof companyDeleteRequestSchema>;

/** A deleted company an admin of it may still restore (the sign-in answer lists them). */
export const deletedCompanySchema = z.object({
  id: z.number().int(),
  company_name: z.string(),
  deleted_at: z.string(),
  /** When the purge removes it for good. */
  purge_after: z.string(),
});
export type DeletedCompany = z.infer<typeof deletedCompanySchema>;

/** POST account/api/restore-company/: signs in again (no session exists for a deleted company). */
export const companyRestoreRequestSchema = z.object({
  email: z.string().trim().toLowerCase().min(1, 'This field is required'),
  password: z.string().min(1, 'This field is required'),
  company_id: z.coerce.number().int().positive(),
});
export type CompanyRestoreRequest = z.infer<typeof companyRestoreRequestSchema>;
