// The requests and tasks calls' fixed values without their schemas: states, list selectors, limits
// and messages. No zod, so the PWA's request screens and the Progress Board use the same values as
// the server without loading it; requests.ts re-exports everything here next to its schemas.
//
// The spec (people §3, §4, §5, §8) shows no request or task fields, states or messages; these are
// this product's, chosen so a request is decided once and a task moves freely on the board.

/**
 * A request's life: pending until its approver approves or rejects it, or its requester cancels it.
 * approved, rejected and cancelled are final (a new request is made instead of reopening one).
 */
export const REQUEST_STATUSES = ['pending', 'approved', 'rejected', 'cancelled'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

/** status= of request/api/list/ (spec people §7): the caller's own requests, or those they decide. */
export const REQUEST_LIST_VIEWS = ['my_request', 'for_approval'] as const;
export type RequestListView = (typeof REQUEST_LIST_VIEWS)[number];

/** What the history of a request records, oldest first. */
export const REQUEST_EVENT_ACTIONS = ['created', 'approved', 'rejected', 'cancelled', 'commented'] as const;
export type RequestEventAction = (typeof REQUEST_EVENT_ACTIONS)[number];

/** The board's columns, left to right. Any move between them is allowed (a board, not a workflow). */
export const TASK_STATUSES = ['todo', 'in_progress', 'in_review', 'done'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];

export const TASK_SORTS = ['due_date', '-due_date', 'created_at', '-created_at', 'title'] as const;
export type TaskSort = (typeof TASK_SORTS)[number];

export const REQUEST_TITLE_MAX = 200;
export const REQUEST_TEXT_MAX = 5000;
export const REQUEST_TYPE_NAME_MAX = 100;
export const TASK_TITLE_MAX = 200;
export const TASK_ASSIGNEES_MAX = 20;
/** The board loads every matching task at once; past this it says the list was cut. */
export const TASK_BOARD_MAX = 5000;
export const REQUEST_PAGE_SIZE_DEFAULT = 20;

/** Server messages (this product's, through the client's i18n with these as keys' English). */
export const REQUEST_MESSAGES = {
  required: 'This field is required',
  endBeforeStart: 'The end date cannot be before the start date.',
  datesRequired: 'A time-off request needs a start and an end date.',
  notPending: 'This request has already been decided.',
  notApprover: 'Only the approver of this request can decide it.',
  ownRequest: 'You cannot decide your own request.',
  notRequester: 'Only the person who made this request can cancel it.',
  typeInactive: 'This request type is no longer in use.',
  typeInUse: 'This request type has requests; turn it off instead of deleting it.',
  unknownStaff: 'Unknown staff member.',
  unknownType: 'Unknown request type.',
} as const;
