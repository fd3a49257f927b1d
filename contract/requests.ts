// Requests and tasks (spec people §2, §7 request/api/): request types configured by request admins,
// requests with their approver, comments and history, the two list views of §7, a staff member's
// requests and their summary, and tasks with assignees, due dates and a status column on the
// Progress Board. Request schemas are checked again on the server; types are inferred from them.
// The fixed values live in requests-constants.ts, without zod, and are re-exported here.
//
// Time off: a request of a type marked is_time_off carries start_date and end_date, and creates the
// staff member's time off (request/api/staff-time-offs-detail/) as pending; deciding the request
// approves or rejects that time off, so the time-off calendar shows what was decided.
import { z } from 'zod';
import { paginationQuerySchema } from './pagination';
import {
  REQUEST_EVENT_ACTIONS,
  REQUEST_LIST_VIEWS,
  REQUEST_MESSAGES,
  REQUEST_PAGE_SIZE_DEFAULT,
  REQUEST_STATUSES,
  REQUEST_TEXT_MAX,
  REQUEST_TITLE_MAX,
  REQUEST_TYPE_NAME_MAX,
  TASK_ASSIGNEES_MAX,
  TASK_SORTS,
  TASK_STATUSES,
  TASK_TITLE_MAX,
} from './requests-constants';

export * from './requests-constants';

const id = z.number().int().positive();
const queryId = z.coerce.number().int().positive();
const isoDate = z.iso.date('Enter a valid date (YYYY-MM-DD).');
const required = (max: number) => z.string().trim().min(1, REQUEST_MESSAGES.required).max(max);

export const requestStatusSchema = z.enum(REQUEST_STATUSES);
export const taskStatusSchema = z.enum(TASK_STATUSES);

/** A staff member as the request screens name them. */
export const staffRefSchema = z.object({ id: z.number().int(), name: z.string() });
export type StaffRef = z.infer<typeof staffRefSchema>;
/** A person a form offers to pick: with the e-mail that tells two people of the same name apart. */
export const staffOptionSchema = staffRefSchema.extend({ email: z.string() });
export type StaffOption = z.infer<typeof staffOptionSchema>;

// ---- Request types (Request Settings) ----

export const requestTypeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  is_time_off: z.boolean(),
  /** Who decides requests of this type; null: any request admin. */
  approver: staffRefSchema.nullable(),
  is_active: z.boolean(),
});
export type RequestType = z.infer<typeof requestTypeSchema>;

export const requestTypeCreateSchema = z.object({
  name: required(REQUEST_TYPE_NAME_MAX),
  description: z.string().max(REQUEST_TEXT_MAX).default(''),
  is_time_off: z.boolean().default(false),
  approver: id.nullable().default(null),
  is_active: z.boolean().default(true),
});
export type RequestTypeCreate = z.input<typeof requestTypeCreateSchema>;
export type RequestTypeCreateParams = z.infer<typeof requestTypeCreateSchema>;
export const requestTypeUpdateSchema = requestTypeCreateSchema.partial();
export type RequestTypeUpdate = z.input<typeof requestTypeUpdateSchema>;

/** request/api/options/: what the request and task forms offer. */
export const requestOptionsSchema = z.object({
  request_types: z.array(requestTypeSchema),
  staff: z.array(staffOptionSchema),
});
export type RequestOptions = z.infer<typeof requestOptionsSchema>;

// ---- Requests ----

export const requestSchema = z.object({
  id: z.number().int(),
  request_type: z.number().int(),
  request_type_name: z.string(),
  is_time_off: z.boolean(),
  title: z.string(),
  description: z.string(),
  status: requestStatusSchema,
  requester: staffRefSchema,
  /** null: any request admin decides. */
  approver: staffRefSchema.nullable(),
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  /** The time off this request created (time-off requests only). */
  time_off: z.number().int().nullable(),
  decided_by: staffRefSchema.nullable(),
  decided_at: z.string().nullable(),
  decision_note: z.string(),
  created_at: z.string(),
  /** What the caller may do now (the server checks again). */
  can_decide: z.boolean(),
  can_cancel: z.boolean(),
});
export type Request = z.infer<typeof requestSchema>;

export const requestCommentSchema = z.object({
  id: z.number().int(),
  author: staffRefSchema,
  body: z.string(),
  created_at: z.string(),
});
export type RequestComment = z.infer<typeof requestCommentSchema>;

export const requestEventSchema = z.object({
  id: z.number().int(),
  action: z.enum(REQUEST_EVENT_ACTIONS),
  actor: staffRefSchema,
  note: z.string(),
  created_at: z.string(),
});
export type RequestEvent = z.infer<typeof requestEventSchema>;

/** detail/{id}/: the request with its comments and history, oldest first. */
export const requestDetailSchema = requestSchema.extend({
  comments: z.array(requestCommentSchema),
  history: z.array(requestEventSchema),
});
export type RequestDetail = z.infer<typeof requestDetailSchema>;

export const requestListQuerySchema = paginationQuerySchema.extend({
  page_size: z.coerce.number().int().min(1).max(100).default(REQUEST_PAGE_SIZE_DEFAULT),
  /** The view of §7 (its name is the spec's); the request's own state is `state`. */
  status: z.enum(REQUEST_LIST_VIEWS).default('my_request'),
  state: requestStatusSchema.optional(),
  request_type: queryId.optional(),
  search: z.string().trim().max(100).optional(),
});
/** The list query as the server has it, defaults applied. */
export type RequestListParams = z.infer<typeof requestListQuerySchema>;
/** What a client sends: any of the filters, the rest defaulted by the server. */
export type RequestListQuery = Partial<RequestListParams>;

export const requestCreateSchema = z
  .object({
    request_type: id,
    title: required(REQUEST_TITLE_MAX),
    description: z.string().max(REQUEST_TEXT_MAX).default(''),
    start_date: isoDate.nullable().default(null),
    end_date: isoDate.nullable().default(null),
  })
  .refine((r) => !r.start_date || !r.end_date || r.end_date >= r.start_date, {
    path: ['end_date'],
    message: REQUEST_MESSAGES.endBeforeStart,
  });
export type RequestCreate = z.input<typeof requestCreateSchema>;
export type RequestCreateParams = z.infer<typeof requestCreateSchema>;

export const requestDecisionSchema = z.object({
  action: z.enum(['approve', 'reject']),
  note: z.string().trim().max(REQUEST_TEXT_MAX).default(''),
});
export type RequestDecision = z.input<typeof requestDecisionSchema>;
export type RequestDecisionParams = z.infer<typeof requestDecisionSchema>;

export const requestCommentCreateSchema = z.object({ body: required(REQUEST_TEXT_MAX) });
export type RequestCommentCreate = z.input<typeof requestCommentCreateSchema>;

/** staff-requests-summary/{id}/: how many of the staff member's requests are in each state. */
export const staffRequestsSummarySchema = z.object({
  staff: staffRefSchema,
  total: z.number().int(),
  by_status: z.record(requestStatusSchema, z.number().int()),
  /** Approved time off this year, in days (both ends counted). */
  time_off_days_this_year: z.number().int(),
});
export type StaffRequestsSummary = z.infer<typeof staffRequestsSummarySchema>;

// ---- Tasks ----

export const taskSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  status: taskStatusSchema,
  due_date: z.string().nullable(),
  assignees: z.array(staffRefSchema),
  created_by: staffRefSchema,
  /** The request this task came from, if any. */
  request: z.number().int().nullable(),
  /** Order inside its board column: smaller first. */
  position: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Task = z.infer<typeof taskSchema>;

/** tasks-board/: every matching task in the fewest bytes (the board shows titles, due dates, people). */
export const boardTaskSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  status: taskStatusSchema,
  due_date: z.string().nullable(),
  /** Staff ids; names come from `staff`. */
  assignees: z.array(z.number().int()),
  position: z.number(),
});
export type BoardTask = z.infer<typeof boardTaskSchema>;
export const taskBoardSchema = z.object({
  tasks: z.array(boardTaskSchema),
  staff: z.array(staffRefSchema),
  /** true: more than TASK_BOARD_MAX tasks matched; the board shows the first ones. */
  truncated: z.boolean(),
});
export type TaskBoard = z.infer<typeof taskBoardSchema>;

const taskFilters = {
  status: taskStatusSchema.optional(),
  /** A staff id, or "me". */
  assignee: z.union([z.literal('me'), queryId]).optional(),
  search: z.string().trim().max(100).optional(),
};
export const taskListQuerySchema = paginationQuerySchema.extend({
  ...taskFilters,
  page_size: z.coerce.number().int().min(1).max(100).default(REQUEST_PAGE_SIZE_DEFAULT),
  overdue: z.enum(['true', 'false']).optional(),
  sort: z.enum(TASK_SORTS).default('due_date'),
});
export type TaskListParams = z.infer<typeof taskListQuerySchema>;
export type TaskListQuery = Partial<TaskListParams>;
export const taskBoardQuerySchema = z.object(taskFilters).omit({ status: true });
export type TaskBoardParams = z.infer<typeof taskBoardQuerySchema>;
export type TaskBoardQuery = Partial<TaskBoardParams>;

const assignees = z.array(id).max(TASK_ASSIGNEES_MAX);
export const taskCreateSchema = z.object({
  title: required(TASK_TITLE_MAX),
  description: z.string().max(REQUEST_TEXT_MAX).default(''),
  status: taskStatusSchema.default('todo'),
  due_date: isoDate.nullable().default(null),
  assignees: assignees.default([]),
  request: id.nullable().default(null),
});
export type TaskCreate = z.input<typeof taskCreateSchema>;
export type TaskCreateParams = z.infer<typeof taskCreateSchema>;

/** PATCH task/{id}/. A board move sends status (and optionally position); other fields edit the task. */
export const taskUpdateSchema = z.object({
  title: required(TASK_TITLE_MAX).optional(),
  description: z.string().max(REQUEST_TEXT_MAX).optional(),
  status: taskStatusSchema.optional(),
  due_date: isoDate.nullable().optional(),
  assignees: assignees.optional(),
  /** Where in its column: omitted with a status change puts the task at the top of the new column. */
  position: z.number().finite().optional(),
});
export type TaskUpdate = z.input<typeof taskUpdateSchema>;
