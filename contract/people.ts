// People and organisation calls (spec people §§3, 5, 7): staff, divisions, positions,
// responsibilities and who holds them, outbound e-mails and the action history. Request schemas
// are checked again on the server; types are inferred from them. Fixed values and messages live in
// people-constants.ts (no zod) and are re-exported here.
import { z } from 'zod';
import { ROLE_FLAGS, type RoleFlag } from './apps';
import { MAX_GEOFENCE_RADIUS_M } from './geofence';
import { paginationQuerySchema } from './pagination';
import { parsePhone } from './phone';
import {
  BULK_MAX_ITEMS,
  DIVISION_DEFAULT_COLOR,
  DIVISION_DEFAULT_ORDER,
  FIELD_REQUIRED,
  GEOFENCE_INCOMPLETE,
  GEOFENCE_LATITUDE_RANGE,
  GEOFENCE_LONGITUDE_RANGE,
  GEOFENCE_RADIUS_RANGE,
  POSITION_NAME_REQUIRED,
  STAFF_ORDERINGS,
  USER_TYPES,
} from './people-constants';

export * from './people-constants';
// One shape for every bulk answer of the product (§4): the knowledge base defined it first.
export { bulkItemError, bulkResultSchema, type BulkItemError, type BulkResult } from './knowledge-base';

const id = z.number().int().positive();
const ids = z.array(id).max(BULK_MAX_ITEMS);
const required = (max: number) => z.string().trim().min(1, FIELD_REQUIRED).max(max);
const email = z.string().trim().toLowerCase().pipe(z.email('Enter a valid email address.'));
/**
 * A phone number as typed (phone.ts): stored in E.164; empty means no phone (null). The staff forms,
 * the bulk import and the onboarding step all check it with this.
 */
export const phoneField = z.string().transform((value, ctx): string | null => {
  const result = parsePhone(value);
  if (result.ok) return result.e164;
  ctx.addIssue({ code: 'custom', message: result.message });
  return z.NEVER;
});
const userTypeSlug = z.enum(USER_TYPES.map((t) => t.user_type_slug) as [string, ...string[]]);
const rolesPatch = z
  .object(
    Object.fromEntries(ROLE_FLAGS.map((f) => [f, z.boolean().optional()])) as Record<
      RoleFlag,
      z.ZodOptional<z.ZodBoolean>
    >,
  )
  .partial();

// ---- Staff ----------------------------------------------------------------------------------

export const staffListQuerySchema = paginationQuerySchema.extend({
  search: z.string().trim().max(200).optional(),
  division: z.coerce.number().int().positive().optional(),
  position: z.coerce.number().int().positive().optional(),
  user_type: userTypeSlug.optional(),
  ordering: z
    .enum([...STAFF_ORDERINGS, ...STAFF_ORDERINGS.map((o) => `-${o}` as const)] as [string, ...string[]])
    .default('first_name'),
});
export type StaffListQuery = z.infer<typeof staffListQuerySchema>;

export const namedRefSchema = z.object({ id: z.number().int(), name: z.string() });
export type NamedRef = z.infer<typeof namedRefSchema>;

export const staffListItemSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  photo: z.string().nullable(),
  gender: z.string().nullable(),
  personal_phone: z.string().nullable(),
  user_type: z.string(),
  user_type_slug: z.string(),
  /** The primary position's id (§4: the first selected position). */
  position: z.number().int().nullable(),
  position_name: z.string().nullable(),
  positions: z.array(z.number().int()),
  staff_division: z.number().int().nullable(),
  division_name: z.string().nullable(),
  division_color: z.string().nullable(),
  manager: z.number().int().nullable(),
  manager_name: z.string().nullable(),
  /** false until the staff member has chosen a password from the activation e-mail. */
  is_activated: z.boolean(),
});
export type StaffListItem = z.infer<typeof staffListItemSchema>;

export const staffDetailSchema = staffListItemSchema.extend({
  positions_info: z.array(namedRefSchema),
  juniors: z.array(namedRefSchema),
  staff_info: z.object({ language_code: z.string().nullable(), is_dark_mode: z.boolean().nullable() }),
  language_code: z.string().nullable(),
  timezone: z.string().nullable(),
  birth_date: z.string().nullable(),
  hired_on: z.string().nullable(),
  company: z.number().int(),
  user_roles: z.record(z.string(), z.boolean()),
  responsibilities: z.array(namedRefSchema),
});
export type StaffDetail = z.infer<typeof staffDetailSchema>;

/** company-users-simple/: every active staff member, for pickers (e-mail and primary position tell
 * two people of the same name apart). */
export type StaffSimple = NamedRef & { email: string; position_name: string | null };

const staffFields = {
  first_name: required(150),
  last_name: z.string().trim().max(150),
  personal_phone: phoneField.nullable(),
  gender: z.string().trim().max(20).nullable(),
  birth_date: z.iso.date().nullable(),
  hired_on: z.iso.date().nullable(),
  user_type: userTypeSlug,
  staff_division: id.nullable(),
  /** The first is the primary position (§4). */
  positions: ids,
  manager: id.nullable(),
  language_code: z.string().min(2).max(10).nullable(),
  timezone: z.string().max(64).nullable(),
  user_roles: rolesPatch,
};

export const staffCreateSchema = z.object({
  email,
  ...staffFields,
  last_name: staffFields.last_name.default(''),
  personal_phone: staffFields.personal_phone.default(null),
  gender: staffFields.gender.default(null),
  birth_date: staffFields.birth_date.default(null),
  hired_on: staffFields.hired_on.default(null),
  user_type: staffFields.user_type.default('staff'),
  staff_division: staffFields.staff_division.default(null),
  positions: staffFields.positions.default([]),
  manager: staffFields.manager.default(null),
  language_code: staffFields.language_code.default(null),
  timezone: staffFields.timezone.default(null),
  user_roles: staffFields.user_roles.default({}),
});
export type StaffCreate = z.input<typeof staffCreateSchema>;
export type StaffCreateParsed = z.output<typeof staffCreateSchema>;

export const staffUpdateSchema = z.object({ email, ...staffFields }).partial();
export type StaffUpdate = z.input<typeof staffUpdateSchema>;
export type StaffUpdateParsed = z.output<typeof staffUpdateSchema>;

// ---- Invitations: people who already have an account join a company only when they accept -----

/** What the inviting company sees: what it typed, and the state. Nothing of the person's account. */
export const staffInvitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  state: z.enum(['pending', 'accepted', 'declined', 'cancelled']),
  /** The staff member made on acceptance. */
  staff: z.number().int().nullable(),
  created_at: z.string(),
  expires_at: z.string(),
});
export type StaffInvitation = z.infer<typeof staffInvitationSchema>;

/** create_company_staff/ answers 201 with the staff member, or 202 with an invitation. */
export type StaffCreateResult = StaffDetail | { invitation: StaffInvitation; detail: string };

/** An invitation as the invited person sees it. */
export const myInvitationSchema = z.object({
  id: z.string(),
  company_name: z.string(),
  invited_by: z.string(),
  created_at: z.string(),
  expires_at: z.string(),
});
export type MyInvitation = z.infer<typeof myInvitationSchema>;

/** The e-mailed link's two halves, for accepting or declining without signing in. */
export const invitationLinkSchema = z.object({ id: z.uuid(), token: z.string().min(1).max(200) });

export const emailChangeRequestSchema = z.object({
  new_email: email,
  password: z.string().min(1, FIELD_REQUIRED).max(200),
});
export const emailChangeConfirmSchema = z.object({ id: z.uuid(), token: z.string().min(1).max(200) });

/** Rows are checked one by one on the server, so each bad row is its own "Error for ID" line. */
export const staffBulkCreateSchema = z.object({ staffs: z.array(z.unknown()).min(1).max(BULK_MAX_ITEMS) });
export const staffBulkEditSchema = z.object({
  ids: ids.min(1),
  changes: z
    .object({
      staff_division: staffFields.staff_division,
      manager: staffFields.manager,
      user_type: staffFields.user_type,
      positions: staffFields.positions,
    })
    .partial(),
});
export type StaffBulkEdit = z.input<typeof staffBulkEditSchema>;
export const bulkIdsSchema = z.object({ ids: ids.min(1) });

export const sendActivationEmailSchema = z.object({ staff_id: id });

export const staffFileSchema = z.object({
  id: z.number().int(),
  staff: z.number().int(),
  file_name: z.string(),
  content_type: z.string(),
  size: z.number().int(),
  /** Download path (bearer token needed): the owner and profile admins. */
  url: z.string(),
  created_at: z.string(),
});
export type StaffFile = z.infer<typeof staffFileSchema>;

// ---- Divisions ------------------------------------------------------------------------------

export const divisionSchema = z.object({
  id: z.number().int(),
  division_name: z.string(),
  division_color: z.string(),
  division_order: z.number().int(),
  division_description: z.string(),
  company: z.number().int(),
  employee_count: z.number().int(),
  /** The division's geofence (issue 24; contract/geofence.ts): all three, or all null. */
  geofence_latitude: z.number().nullable(),
  geofence_longitude: z.number().nullable(),
  geofence_radius_m: z.number().int().nullable(),
});
export type Division = z.infer<typeof divisionSchema>;

/**
 * A division's geofence as a form sends it: latitude, longitude and radius in metres, all three or
 * none (null clears it). Each out of range answers 400 under its own field.
 */
const geofenceFields = {
  geofence_latitude: z
    .number({ error: GEOFENCE_LATITUDE_RANGE })
    .min(-90, GEOFENCE_LATITUDE_RANGE)
    .max(90, GEOFENCE_LATITUDE_RANGE)
    .nullable(),
  geofence_longitude: z
    .number({ error: GEOFENCE_LONGITUDE_RANGE })
    .min(-180, GEOFENCE_LONGITUDE_RANGE)
    .max(180, GEOFENCE_LONGITUDE_RANGE)
    .nullable(),
  geofence_radius_m: z
    .number({ error: GEOFENCE_RADIUS_RANGE })
    .int(GEOFENCE_RADIUS_RANGE)
    .min(1, GEOFENCE_RADIUS_RANGE)
    .max(MAX_GEOFENCE_RADIUS_M, GEOFENCE_RADIUS_RANGE)
    .nullable(),
};
type GeofenceFieldName = keyof typeof geofenceFields;
const GEOFENCE_FIELD_NAMES = Object.keys(geofenceFields) as GeofenceFieldName[];

/** All three or none: a field left empty while another is given is named (undefined = left out of a PATCH). */
function wholeGeofence(value: Partial<Record<GeofenceFieldName, number | null>>, ctx: z.RefinementCtx) {
  const given = GEOFENCE_FIELD_NAMES.filter((f) => value[f] !== undefined && value[f] !== null);
  if (given.length === 0 || given.length === GEOFENCE_FIELD_NAMES.length) return;
  for (const field of GEOFENCE_FIELD_NAMES.filter((f) => !given.includes(f))) {
    ctx.addIssue({ code: 'custom', path: [field], message: GEOFENCE_INCOMPLETE });
  }
}

const divisionCreateObject = z.object({
  division_name: required(200),
  division_color: z
    .string()
    .trim()
    .min(1, FIELD_REQUIRED)
    .regex(/^#[0-9a-fA-F]{6}$/, 'Enter a colour as #rrggbb.')
    .default(DIVISION_DEFAULT_COLOR),
  division_order: z.coerce.number({ error: FIELD_REQUIRED }).int().min(1).max(10_000).default(DIVISION_DEFAULT_ORDER),
  division_description: z.string().trim().max(5000).default(''),
  geofence_latitude: geofenceFields.geofence_latitude.default(null),
  geofence_longitude: geofenceFields.geofence_longitude.default(null),
  geofence_radius_m: geofenceFields.geofence_radius_m.default(null),
});
export const divisionCreateSchema = divisionCreateObject.superRefine(wholeGeofence);
export type DivisionCreate = z.input<typeof divisionCreateSchema>;
export const divisionUpdateSchema = divisionCreateObject
  .extend({
    division_color: divisionCreateObject.shape.division_color.unwrap(),
    division_order: z.coerce.number({ error: FIELD_REQUIRED }).int().min(1).max(10_000),
    division_description: z.string().trim().max(5000),
    ...geofenceFields,
  })
  .partial()
  .superRefine(wholeGeofence);

export const divisionWithEmployeesSchema = divisionSchema.extend({ employees: z.array(staffListItemSchema) });
export type DivisionWithEmployees = z.infer<typeof divisionWithEmployeesSchema>;

// ---- Positions ------------------------------------------------------------------------------

export const positionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  division: z.number().int().nullable(),
  division_name: z.string().nullable(),
  division_order: z.number().int().nullable(),
  manager: z.number().int().nullable(),
  manager_name: z.string().nullable(),
  order: z.number().int(),
  description: z.string(),
  above_text: z.string(),
  responsibilities: z.array(z.number().int()),
  users: z.array(z.number().int()),
  position_staff: z.number().int(),
  articles: z.array(z.number().int()),
  courses: z.array(z.number().int()),
});
export type Position = z.infer<typeof positionSchema>;

export const positionCreateSchema = z.object({
  name: z.string().trim().min(1, POSITION_NAME_REQUIRED).max(200),
  division: id.nullable().default(null),
  manager: id.nullable().default(null),
  order: z.coerce.number().int().min(1).max(10_000).default(1),
  description: z.string().trim().max(5000).default(''),
  above_text: z.string().trim().max(500).default(''),
  responsibilities: ids.default([]),
});
export type PositionCreate = z.input<typeof positionCreateSchema>;
export const positionUpdateSchema = z
  .object({
    name: positionCreateSchema.shape.name,
    division: id.nullable(),
    manager: id.nullable(),
    order: z.coerce.number().int().min(1).max(10_000),
    description: z.string().trim().max(5000),
    above_text: z.string().trim().max(500),
    responsibilities: ids,
  })
  .partial();
export type PositionUpdate = z.input<typeof positionUpdateSchema>;
export const positionBulkEditSchema = z.object({
  ids: ids.min(1),
  changes: positionUpdateSchema.pick({ division: true, manager: true, order: true }),
});

export const employeeWithManagerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  photo: z.string().nullable(),
  manager: namedRefSchema.nullable(),
});
export type EmployeeWithManager = z.infer<typeof employeeWithManagerSchema>;

// ---- Responsibilities -----------------------------------------------------------------------

export const responsibilitySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  /** Who holds it; empty (the spec's null) for a new one. */
  assigned_to: z.array(namedRefSchema),
  created_by: z.number().int().nullable(),
  created_by_name: z.string().nullable(),
  responsibility_articles: z.array(z.number().int()),
});
export type Responsibility = z.infer<typeof responsibilitySchema>;

export const responsibilityListQuerySchema = paginationQuerySchema.extend({
  search: z.string().trim().max(200).optional(),
  /** simple=true: {id, title} only, for pickers. */
  simple: z.enum(['true', 'false']).optional(),
});
export const responsibilityCreateSchema = z.object({
  title: required(200),
  description: required(5000),
  assigned_to: ids.nullable().default(null),
});
export type ResponsibilityCreate = z.input<typeof responsibilityCreateSchema>;
export const responsibilityUpdateSchema = z
  .object({ title: required(200), description: required(5000), assigned_to: ids })
  .partial();

export const employeeResponsibilitySchema = z.object({
  id: z.number().int(),
  employee: z.number().int(),
  employee_name: z.string(),
  responsibility: z.number().int(),
  title: z.string(),
  description: z.string(),
  created_at: z.string(),
});
export type EmployeeResponsibility = z.infer<typeof employeeResponsibilitySchema>;
/** employee-responsibilities/?id={staff id}&page */
export const employeeResponsibilityQuerySchema = paginationQuerySchema.extend({
  id: z.coerce.number().int().positive(),
});
export const employeeResponsibilityCreateSchema = z.object({ employee: id, responsibilities: ids.min(1) });
export const employeeResponsibilityUpdateSchema = z.object({ responsibility: id });

// ---- Outbound e-mails and the action history --------------------------------------------------

export const outboundEmailSchema = z.object({
  id: z.number().int(),
  to_email: z.string(),
  subject: z.string(),
  /** As sent, except that the secret of a password, invitation or confirmation link reads "[hidden]". */
  body_text: z.string(),
  /** The e-mail held such a link, hidden here; "Resend" e-mails a password link afresh. */
  link_hidden: z.boolean(),
  kind: z.string(),
  /** 'stored' until sent (also while being sent); 'failed' with next_attempt_at when it will be tried again. */
  status: z.enum(['stored', 'sent', 'failed']),
  last_error: z.string().nullable(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
  /** A failed e-mail the server tries again: when. Null otherwise (failed for good, stored or sent). */
  next_attempt_at: z.string().nullable(),
});
export type OutboundEmail = z.infer<typeof outboundEmailSchema>;
export const outboundEmailQuerySchema = paginationQuerySchema.extend({
  search: z.string().trim().max(200).optional(),
});

export const actionHistoryItemSchema = z.object({
  id: z.number().int(),
  actor: z.number().int().nullable(),
  actor_name: z.string(),
  action: z.enum(['create', 'update', 'delete']),
  entity: z.string(),
  entity_id: z.number().int().nullable(),
  summary: z.string(),
  changes: z.record(z.string(), z.unknown()),
  created_at: z.string(),
});
export type ActionHistoryItem = z.infer<typeof actionHistoryItemSchema>;
export const actionHistoryQuerySchema = paginationQuerySchema.extend({
  entity: z.string().max(50).optional(),
  actor: z.coerce.number().int().positive().optional(),
});
