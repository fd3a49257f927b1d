// Custom fields, company files and file types, and custom views (spec people §§3, 7 "Company data",
// "Staff custom fields"). Field names the spec does not show are this product's; the messages of §8
// are in people-constants.ts.
import { z } from 'zod';
import { COMPANY_MOTTO_MAX_LENGTH, CUSTOM_FIELD_TYPES, FIELD_REQUIRED } from './people-constants';

export { CUSTOM_FIELD_TYPES };

const id = z.number().int().positive();
const name = z.string().trim().min(1, FIELD_REQUIRED).max(200);

export const customFieldChoiceSchema = z.object({ id: z.number().int(), label: z.string(), order: z.number().int() });
export type CustomFieldChoice = z.infer<typeof customFieldChoiceSchema>;
export const customFieldChoiceInputSchema = z.object({ label: name, order: z.coerce.number().int().min(0).default(0) });
export const customFieldChoicePatchSchema = z.object({ label: name, order: z.coerce.number().int().min(0) }).partial();

/** Ours: how many staff members have a value in it, so deleting says what is lost. */
const inUse = { value_count: z.number().int() };

export const customFieldDefinitionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  field_type: z.enum(CUSTOM_FIELD_TYPES),
  is_required: z.boolean(),
  order: z.number().int(),
  choices: z.array(customFieldChoiceSchema.extend(inUse)),
  ...inUse,
});
export type CustomFieldDefinition = z.infer<typeof customFieldDefinitionSchema>;
export const customFieldDefinitionInputSchema = z.object({
  name,
  field_type: z.enum(CUSTOM_FIELD_TYPES).default('text'),
  is_required: z.boolean().default(false),
  order: z.coerce.number().int().min(0).default(0),
});
export const customFieldDefinitionPatchSchema = z
  .object({ name, is_required: z.boolean(), order: z.coerce.number().int().min(0) })
  .partial();

/** A staff member's value of one custom field (choice fields carry the choice's id). */
export const staffCustomFieldSchema = z.object({
  id: z.number().int(),
  staff: z.number().int(),
  definition: z.number().int(),
  name: z.string(),
  field_type: z.enum(CUSTOM_FIELD_TYPES),
  value: z.string(),
  choice: z.number().int().nullable(),
});
export type StaffCustomField = z.infer<typeof staffCustomFieldSchema>;
export const staffCustomFieldInputSchema = z.object({
  definition: id,
  value: z.string().max(5000).default(''),
  choice: id.nullable().default(null),
});
export const staffCustomFieldPatchSchema = z.object({ value: z.string().max(5000), choice: id.nullable() }).partial();

export const fileTypeSchema = z.object({ id: z.number().int(), name: z.string(), company_type: z.boolean() });
export type FileType = z.infer<typeof fileTypeSchema>;
export const fileTypeInputSchema = z.object({ name, company_type: z.boolean().default(true) });
export const fileTypePatchSchema = z.object({ name, company_type: z.boolean() }).partial();
export const fileTypeQuerySchema = z.object({ company_type: z.enum(['true', 'false']).optional() });

export const companyFileSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  file_type: z.number().int().nullable(),
  file_type_name: z.string().nullable(),
  file_name: z.string(),
  content_type: z.string(),
  size: z.number().int(),
  url: z.string(),
  created_at: z.string(),
});
export type CompanyFile = z.infer<typeof companyFileSchema>;
export const companyFilePatchSchema = z.object({ title: name, file_type: id.nullable() }).partial();

export const customViewSchema = z.object({
  id: z.number().int(),
  type: z.string(),
  name: z.string(),
  config: z.record(z.string(), z.unknown()),
  is_shared: z.boolean(),
  owner: z.number().int(),
});
export type CustomView = z.infer<typeof customViewSchema>;
export const customViewInputSchema = z.object({
  type: z.string().trim().min(1, FIELD_REQUIRED).max(50),
  name,
  config: z.record(z.string(), z.unknown()).default({}),
  is_shared: z.boolean().default(false),
});
// Spelled out rather than .partial() of the create schema: zod 4 would still fill in its defaults.
export const customViewPatchSchema = z
  .object({ name, config: z.record(z.string(), z.unknown()), is_shared: z.boolean() })
  .partial();
export const customViewTypeQuerySchema = z.object({ type: z.string().trim().min(1, FIELD_REQUIRED).max(50) });

/** GET/PATCH company/api/motto/: the company's motto, read by everyone, written by profile admins. */
export const companyMottoSchema = z.object({ company_motto: z.string() });
export type CompanyMotto = z.infer<typeof companyMottoSchema>;
export const companyMottoPatchSchema = z.object({ company_motto: z.string().trim().max(COMPANY_MOTTO_MAX_LENGTH) });
