// Per-item results of the bulk calls (spec people §4, §8): the good items are applied, each refused
// one is reported as "Error for ID {id}: {reason}", and the answer is 200 either way.
import type { FieldErrors } from '../../../contract/errors';
import { bulkItemError, STAFF_NOT_FOUND, type BulkItemError } from '../../../contract/people';

export const itemError = (id: number, reason: string): BulkItemError => ({
  id,
  reason,
  message: bulkItemError(id, reason),
});

/** Ids asked for but not done, each reported as not found (another company's ids included). */
export function notFoundErrors(asked: readonly number[], done: readonly number[], skip: readonly number[] = []) {
  const known = new Set([...done, ...skip]);
  return [...new Set(asked)].filter((id) => !known.has(id)).map((id) => itemError(id, STAFF_NOT_FOUND));
}

/** "first_name: This field is required; email: Enter a valid email address." */
export const reasonOf = (errors: FieldErrors) =>
  Object.entries(errors)
    .map(([field, messages]) => `${field}: ${messages.join(' ')}`)
    .join('; ');
