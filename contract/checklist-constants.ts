// The checklist calls' fixed values without their schemas: item kinds, limits, when an item counts
// as done, and the messages (people §4 "someone else updated the checklist", §8). No zod, so the
// PWA's checklist screens, its outbox kind and its merge use the same values as the server without
// loading it; checklists.ts re-exports everything here next to the schemas built from it.

/** What an item asks for. photo and signature hold the id of an uploaded image (see checklists.ts). */
export const CHECKLIST_ITEM_KINDS = ['checkbox', 'text', 'number', 'choice', 'date', 'photo', 'signature'] as const;
export type ChecklistItemKind = (typeof CHECKLIST_ITEM_KINDS)[number];

/** An item's value: null until filled. The kind decides which of these it may hold. */
export type ChecklistItemValue = boolean | number | string | null;

export const CHECKLIST_NAME_MAX = 200;
export const CHECKLIST_DESCRIPTION_MAX = 2000;
export const CHECKLIST_LABEL_MAX = 300;
export const CHECKLIST_TEXT_MAX = 2000;
export const CHECKLIST_OPTION_MAX = 100;
export const CHECKLIST_OPTIONS_MAX = 50;
export const CHECKLIST_ITEMS_MAX = 200;
export const CHECKLIST_ASSIGNEES_MAX = 50;
/** Largest photo or signature upload, in bytes (the phone compresses photos to well under this). */
export const CHECKLIST_FILE_MAX = 5 * 1024 * 1024;

/**
 * Whether a value completes its item: an unticked box, blank text or no value at all does not.
 * Server and client share it, so the progress shown offline matches what the server will record.
 */
export function isItemDone(kind: ChecklistItemKind, value: ChecklistItemValue): boolean {
  if (value === null || value === undefined) return false;
  if (kind === 'checkbox') return value === true;
  if (typeof value === 'string') return value.trim().length > 0;
  return true;
}

/**
 * A checklist is complete when every required item is done; one without required items, when every
 * item is (otherwise a checklist of optional items would count as complete before anyone started).
 */
export function isChecklistComplete(
  items: ReadonlyArray<{ kind: ChecklistItemKind; required: boolean; value: ChecklistItemValue }>,
): boolean {
  const required = items.filter((item) => item.required);
  const counted = required.length > 0 ? required : items;
  return counted.length > 0 && counted.every((item) => isItemDone(item.kind, item.value));
}

// ---- Messages ----

export const CHECKLIST_REQUIRED = 'This field is required';
/** People §4, §8: the 409 warning. The client shows it, then the current version. */
export const CHECKLIST_UPDATED_ELSEWHERE = 'Someone else updated the checklist.';
export const CHECKLIST_VERSION_REQUIRED =
  'Send the version of the checklist this change is based on, so a change made on an older copy cannot overwrite a newer one.';
export const CHECKLIST_CHOICE_NEEDS_OPTIONS = 'A choice item needs at least one option.';
export const CHECKLIST_OPTIONS_UNIQUE = 'Options must differ from each other.';
export const CHECKLIST_UNKNOWN_ITEM = 'This item is not part of the checklist.';
export const CHECKLIST_UNKNOWN_STAFF = 'Choose staff members of this company.';
export const CHECKLIST_UNKNOWN_FILE = 'Upload the image before using it.';
export const CHECKLIST_VALUE_CHECKBOX = 'Tick or untick the box.';
export const CHECKLIST_VALUE_TEXT = 'Enter text.';
export const CHECKLIST_VALUE_NUMBER = 'Enter a number.';
export const CHECKLIST_VALUE_CHOICE = 'Choose one of the options.';
export const CHECKLIST_VALUE_DATE = 'Enter a valid date.';
export const CHECKLIST_FILE_INVALID = 'Upload a PNG, JPEG or WebP image.';
export const CHECKLIST_FILE_ID_INVALID = 'The image id must be a UUID.';
