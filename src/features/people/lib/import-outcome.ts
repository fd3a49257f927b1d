// What became of each row of an imported file (spec people §4, §7 bulk-create-staff/). Rows with
// names the company does not know are not sent; the others go in batches of at most BULK_MAX_ITEMS,
// and the server numbers a batch's rows from 1, so an error's id points at a row of that batch. Each
// row's outcome is then worded with the row's own line in the file — the ID its author can find:
// "Error for ID {line}: {reason}". A row whose e-mail has an account that is its owner's own is
// invited rather than added (the answer's `invited` lists those e-mails).
import type { BulkResult } from '../../../../contract/knowledge-base';
import { bulkItemError } from '../../../../contract/knowledge-base-constants';
import { BULK_MAX_ITEMS } from '../../../../contract/people-constants';
import type { ImportRow } from './staff-import';

export type RowOutcome =
  | { status: 'added'; staffId: number }
  | { status: 'invited' }
  | { status: 'refused'; message: string }
  | { status: 'not-sent'; problems: string[] };

/** A batch of this many rows answers in a few seconds, so the progress moves. */
export const IMPORT_BATCH_SIZE = Math.min(200, BULK_MAX_ITEMS);

export function batches(rows: ImportRow[], size = IMPORT_BATCH_SIZE): ImportRow[][] {
  const sendable = rows.filter((r) => r.problems.length === 0);
  const out: ImportRow[][] = [];
  for (let i = 0; i < sendable.length; i += size) out.push(sendable.slice(i, i + size));
  return out;
}

/** Outcomes of the rows not sent (unknown names), by line. */
export function notSent(rows: ImportRow[]): Map<number, RowOutcome> {
  return new Map(
    rows.filter((r) => r.problems.length > 0).map((r) => [r.line, { status: 'not-sent', problems: r.problems }]),
  );
}

/** The e-mail of a row as the server compares it (its schema trims and lowercases). */
const rowEmail = (row: ImportRow) => {
  const email = row.body.email;
  return typeof email === 'string' ? email.trim().toLowerCase() : '';
};

/**
 * One batch's answer as the outcome of each of its rows, by line. Rows whose e-mail is in
 * `invited` were invited; the other accepted rows created staff, who come in row order.
 */
export function batchOutcomes(
  batch: ImportRow[],
  answer: BulkResult & { invited?: string[] },
): Map<number, RowOutcome> {
  const outcomes = new Map<number, RowOutcome>();
  for (const error of answer.errors) {
    const row = batch[error.id - 1];
    if (row) outcomes.set(row.line, { status: 'refused', message: bulkItemError(row.line, error.reason) });
  }
  const invited = new Set(answer.invited ?? []);
  const created = [...answer.succeeded];
  for (const row of batch) {
    if (outcomes.has(row.line)) continue;
    if (invited.has(rowEmail(row))) outcomes.set(row.line, { status: 'invited' });
    else outcomes.set(row.line, { status: 'added', staffId: created.shift()! });
  }
  return outcomes;
}

/** A batch the server did not take at all (network, 413, 5xx): each of its rows says why. */
export function batchFailed(batch: ImportRow[], message: string): Map<number, RowOutcome> {
  return new Map(batch.map((row) => [row.line, { status: 'refused', message: bulkItemError(row.line, message) }]));
}
