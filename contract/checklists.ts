// Checklists (spec people §2 routes, §3, §4 version check, §7 checklist/api/): templates that checklist
// admins write, checklists made from a template and assigned to staff, and the writes to a checklist
// under a version check. Request schemas are checked again on the server; types are inferred here.
// The fixed values and messages live in checklist-constants.ts, without zod, and are re-exported.
//
// Version check: every checklist carries `version`, raised by each write. PUT, PATCH and DELETE must
// say which version they are based on; an older one answers 409 with the current checklist, so the
// client can merge its change into it (ARCHITECTURE.md sync rule 7) instead of overwriting.
import { z } from 'zod';
import {
  CHECKLIST_ASSIGNEES_MAX,
  CHECKLIST_CHOICE_NEEDS_OPTIONS,
  CHECKLIST_DESCRIPTION_MAX,
  CHECKLIST_ITEM_KINDS,
  CHECKLIST_ITEMS_MAX,
  CHECKLIST_LABEL_MAX,
  CHECKLIST_NAME_MAX,
  CHECKLIST_OPTION_MAX,
  CHECKLIST_OPTIONS_MAX,
  CHECKLIST_OPTIONS_UNIQUE,
  CHECKLIST_REQUIRED,
  CHECKLIST_VERSION_REQUIRED,
} from './checklist-constants';
import { paginationQuerySchema } from './pagination';

export * from './checklist-constants';

const id = z.number().int().positive();
const isoDate = z.iso.date('Enter a valid date (YYYY-MM-DD).');
const name = z.string().trim().min(1, CHECKLIST_REQUIRED).max(CHECKLIST_NAME_MAX);
const description = z.string().trim().max(CHECKLIST_DESCRIPTION_MAX);

export const checklistItemKindSchema = z.enum(CHECKLIST_ITEM_KINDS);
/** The value's type is checked against the item's kind on the server (it knows the kind). */
export const checklistItemValueSchema = z.union([z.boolean(), z.number(), z.string(), z.null()]);

// ---- Templates ----

export const templateItemSchema = z.object({
  id: z.number().int(),
  label: z.string(),
  kind: checklistItemKindSchema,
  required: z.boolean(),
  /** The choices of a choice item, in order; empty for the other kinds. */
  options: z.array(z.string()),
  order: z.number().int(),
});
export type TemplateItem = z.infer<typeof templateItemSchema>;

export const checklistTemplateSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  items: z.array(templateItemSchema),
  created_by: z.number().int().nullable(),
  created_by_name: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ChecklistTemplate = z.infer<typeof checklistTemplateSchema>;

/** A template in the list: its items are counted, not listed. */
export const checklistTemplateSummarySchema = checklistTemplateSchema
  .omit({ items: true })
  .extend({ item_count: z.number().int() });
export type ChecklistTemplateSummary = z.infer<typeof checklistTemplateSummarySchema>;

export const templateItemInputSchema = z
  .object({
    /** An existing item's id keeps that item when a template is edited; omit for a new one. */
    id: id.optional(),
    label: z.string().trim().min(1, CHECKLIST_REQUIRED).max(CHECKLIST_LABEL_MAX),
    kind: checklistItemKindSchema,
    required: z.boolean().default(false),
    options: z
      .array(z.string().trim().min(1, CHECKLIST_REQUIRED).max(CHECKLIST_OPTION_MAX))
      .max(CHECKLIST_OPTIONS_MAX)
      .default([]),
  })
  .superRefine((item, ctx) => {
    if (item.kind === 'choice' && item.options.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['options'], message: CHECKLIST_CHOICE_NEEDS_OPTIONS });
    }
    if (new Set(item.options).size !== item.options.length) {
      ctx.addIssue({ code: 'custom', path: ['options'], message: CHECKLIST_OPTIONS_UNIQUE });
    }
  })
  // Only a choice keeps options: a kind changed away from choice drops them.
  .transform((item) => ({ ...item, options: item.kind === 'choice' ? item.options : [] }));
export type TemplateItemInput = z.input<typeof templateItemInputSchema>;

/** POST template/ and PUT template/details/{id}/ (the whole template; items in order). */
export const templateInputSchema = z.object({
  name,
  description: description.default(''),
  items: z.array(templateItemInputSchema).min(1, 'Add at least one item.').max(CHECKLIST_ITEMS_MAX),
});
export type TemplateInput = z.input<typeof templateInputSchema>;
/** A template body as the server reads it (defaults applied, options only on choice items). */
export type TemplateData = z.output<typeof templateInputSchema>;

export const templateListQuerySchema = paginationQuerySchema.extend({
  search: z.string().trim().max(CHECKLIST_NAME_MAX).optional(),
});
export type TemplateListQuery = z.input<typeof templateListQuerySchema>;
export type TemplateListParams = z.output<typeof templateListQuerySchema>;

// ---- Checklists ----

export const checklistItemSchema = templateItemSchema.extend({
  value: checklistItemValueSchema,
  /** Who made the item done, and when; null while it is not done. */
  completed_by: z.number().int().nullable(),
  completed_by_name: z.string().nullable(),
  completed_at: z.string().nullable(),
  /** photo and signature: where the uploaded image is served; null otherwise. */
  file_url: z.string().nullable(),
});
export type ChecklistItem = z.infer<typeof checklistItemSchema>;

export const checklistAssigneeSchema = z.object({ id: z.number().int(), name: z.string() });
export type ChecklistAssignee = z.infer<typeof checklistAssigneeSchema>;

export const checklistSchema = z.object({
  id: z.number().int(),
  template: z.number().int().nullable(),
  template_name: z.string(),
  title: z.string(),
  description: z.string(),
  due_date: z.string().nullable(),
  assignees: z.array(checklistAssigneeSchema),
  items: z.array(checklistItemSchema),
  /** Raised by every write; send it back with the next write (see the header). */
  version: z.number().int(),
  is_completed: z.boolean(),
  completed_at: z.string().nullable(),
  created_by: z.number().int().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  updated_by: z.number().int().nullable(),
  updated_by_name: z.string().nullable(),
});
export type Checklist = z.infer<typeof checklistSchema>;

/** A checklist in a list: its progress instead of its items. */
export const checklistSummarySchema = checklistSchema.omit({ items: true }).extend({
  items_done: z.number().int(),
  item_count: z.number().int(),
});
export type ChecklistSummary = z.infer<typeof checklistSummarySchema>;

/** The 409 answer: the checklist as it is now, to merge into. */
export const checklistConflictSchema = z.object({
  detail: z.string(),
  code: z.literal('conflict'),
  version: z.number().int(),
  checklist: checklistSchema,
});
export type ChecklistConflict = z.infer<typeof checklistConflictSchema>;

export const checklistListQuerySchema = paginationQuerySchema.extend({
  /** 'me': only checklists assigned to the caller (staff always see only theirs). */
  assigned_to: z.union([z.literal('me'), z.coerce.number().int().positive()]).optional(),
  status: z.enum(['open', 'completed']).optional(),
  template: z.coerce.number().int().positive().optional(),
  search: z.string().trim().max(CHECKLIST_NAME_MAX).optional(),
});
export type ChecklistListQuery = z.input<typeof checklistListQuerySchema>;
export type ChecklistListParams = z.output<typeof checklistListQuerySchema>;

const assignees = z
  .array(id)
  .min(1, 'Assign the checklist to at least one staff member.')
  .max(CHECKLIST_ASSIGNEES_MAX)
  .transform((ids) => [...new Set(ids)]);

/** POST checklist/api/: a checklist from a template; title defaults to the template's name. */
export const checklistCreateSchema = z.object({
  template: id,
  assignees,
  title: name.optional(),
  description: description.optional(),
  due_date: isoDate.nullable().optional(),
});
export type ChecklistCreate = z.input<typeof checklistCreateSchema>;

/**
 * One item's new value, and when the person set it on their device (ISO 8601 with its offset, as
 * punches keep it): a tick saved offline is sent later, and "Done by … at" must say when it was
 * done, not when it arrived. The server keeps it within what it knows (not after it received the
 * change, nor before the checklist existed); without it, the server's time counts.
 */
export const checklistItemChangeSchema = z.object({
  id,
  value: checklistItemValueSchema,
  client_time: z.iso.datetime({ offset: true, message: 'Enter a date and time with its UTC offset.' }).optional(),
});
export type ChecklistItemChange = z.infer<typeof checklistItemChangeSchema>;

/** The checklist's own fields a write may change (changing them is for checklist admins). */
const headerFields = {
  title: name,
  description,
  due_date: isoDate.nullable(),
  assignees,
};

/**
 * The version is optional in the shape only so that its absence answers our own message (a missing
 * field would otherwise get the generic "This field is required"); `when` runs the check even when
 * other fields are wrong, so the missing version is always reported.
 */
const version = z.number().int().min(1).optional();
const hasVersion = (body: { version?: number }) => body.version !== undefined;
const versionRequired = { path: ['version'], message: CHECKLIST_VERSION_REQUIRED, when: () => true };

/** PATCH details/{id}/: some of the fields and some items' values. */
export const checklistPatchSchema = z
  .object({
    version,
    title: headerFields.title.optional(),
    description: headerFields.description.optional(),
    due_date: headerFields.due_date.optional(),
    assignees: headerFields.assignees.optional(),
    items: z.array(checklistItemChangeSchema).max(CHECKLIST_ITEMS_MAX).optional(),
  })
  .refine(hasVersion, versionRequired);
export type ChecklistPatch = z.input<typeof checklistPatchSchema> & { version: number };

/** PUT details/{id}/: every field and every item's value (an item left out is cleared). */
export const checklistPutSchema = z
  .object({
    version,
    ...headerFields,
    items: z.array(checklistItemChangeSchema).max(CHECKLIST_ITEMS_MAX),
  })
  .refine(hasVersion, versionRequired);
export type ChecklistPut = z.input<typeof checklistPutSchema> & { version: number };

/** DELETE details/{id}/?version=N. */
export const checklistDeleteQuerySchema = z
  .object({ version: z.coerce.number().int().min(1).optional() })
  .refine(hasVersion, versionRequired);

/** The answer of an image upload (photo and signature items). */
export const checklistFileSchema = z.object({
  /** The id the client chose (a UUID); an item's value refers to the image by it. */
  id: z.string(),
  url: z.string(),
  content_type: z.string(),
  size: z.number().int(),
});
export type ChecklistFile = z.infer<typeof checklistFileSchema>;
