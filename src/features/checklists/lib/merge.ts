// The three-way merge of a checklist change that met a newer version on the server (ARCHITECTURE.md
// sync rule 7). A checklist is seen as a map of fields: its own (title, description, due_date,
// assignees) and one per item (`item:<id>`, the item's value). Inputs:
//   base   the values the user's change started from, for the fields it changes;
//   local  the user's new values for those fields;
//   server every field as the server holds it now.
// Per field the user changed: if the server still has the base value, the user's value applies; if
// the server already has the user's value, nothing is left to send; otherwise both sides changed it
// differently: a real conflict, which the user decides. Fields the user did not change keep the
// server's value. Pure and order-independent (keys are visited sorted), so every device merges the
// same inputs the same way.

/** A field's value: item values, dates and texts, or the assignee ids. */
export type FieldValue = boolean | number | string | null | readonly number[];
export type FieldMap = Readonly<Record<string, FieldValue>>;

export interface FieldConflict {
  key: string;
  base: FieldValue;
  local: FieldValue;
  server: FieldValue;
}

export interface MergeResult {
  /** The server's fields with every change that applies. */
  merged: Record<string, FieldValue>;
  /** What is still to send: the user's values the server does not have yet (conflicts excluded). */
  changes: Record<string, FieldValue>;
  /** Fields both sides changed to different values, sorted by key. */
  conflicts: FieldConflict[];
}

export function sameValue(a: FieldValue | undefined, b: FieldValue | undefined): boolean {
  if (Array.isArray(a) && Array.isArray(b)) {
    // Assignees are a set: the order they were picked in is not a change.
    const sorted = (v: readonly number[]) => [...v].sort((x, y) => x - y);
    const [x, y] = [sorted(a), sorted(b)];
    return x.length === y.length && x.every((v, i) => v === y[i]);
  }
  return a === b || (a == null && b == null);
}

const valueOf = (map: FieldMap, key: string): FieldValue => map[key] ?? null;

export function mergeThreeWay(base: FieldMap, local: FieldMap, server: FieldMap): MergeResult {
  const merged: Record<string, FieldValue> = { ...server };
  const changes: Record<string, FieldValue> = {};
  const conflicts: FieldConflict[] = [];
  for (const key of Object.keys(local).sort()) {
    const mine = valueOf(local, key);
    const theirs = valueOf(server, key);
    const started = valueOf(base, key);
    if (sameValue(mine, theirs)) continue;
    if (sameValue(theirs, started)) {
      merged[key] = mine;
      changes[key] = mine;
    } else {
      conflicts.push({ key, base: started, local: mine, server: theirs });
    }
  }
  return { merged, changes, conflicts };
}

/** Which side the user chose for each conflicting field. */
export type Choices = Readonly<Record<string, 'local' | 'server'>>;

/**
 * The change to send once the user has chosen: what merged on its own plus the conflicts decided for
 * their own value. A conflict without a choice keeps the user's value (nothing typed is dropped
 * without a choice).
 */
export function resolveConflicts(result: Pick<MergeResult, 'changes' | 'conflicts'>, choices: Choices) {
  const changes: Record<string, FieldValue> = { ...result.changes };
  for (const conflict of result.conflicts) {
    if (choices[conflict.key] !== 'server') changes[conflict.key] = conflict.local;
  }
  return changes;
}
