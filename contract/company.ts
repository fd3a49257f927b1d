// Company detail, active apps, currencies, upcoming events, menu links and to-dos (spec shell §3, §7).
import { z } from 'zod';
import { activeAppSchema } from './account';

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

export const DEFAULT_MENU_LINK_ICON = 'feather icon-link';
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
export const menuLinkInputSchema = z.object({
  name: z.string().trim().min(1, 'This field is required').max(100),
  url: z.url('Enter a valid URL.').max(2000),
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
