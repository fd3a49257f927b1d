// Property tests of the three-way checklist merge: over 10,000 random pairs of concurrent edits (the
// user's, made offline, and someone else's that reached the server first), the merge is
// deterministic, never loses an edit that does not collide, and reports every real conflict.
// fast-check runs from a fixed seed, so a failure is reproduced by running the test again.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mergeThreeWay, resolveConflicts, sameValue, type FieldMap, type FieldValue } from './merge';

const RUNS = { numRuns: 10_000, seed: 20_251_121 };
const KEYS = ['title', 'description', 'due_date', 'assignees', ...Array.from({ length: 8 }, (_, i) => `item:${i + 1}`)];

// Few distinct values, so both sides often pick the same one (the "both agree" case) or the base.
const value: fc.Arbitrary<FieldValue> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer({ min: -2, max: 2 }),
  fc.constantFrom('', 'a', 'b', '2030-01-01'),
  fc.uniqueArray(fc.integer({ min: 1, max: 4 }), { maxLength: 3 }),
);

/** A checklist's fields, and two sets of edits of some of them. */
const scenario = fc
  .record({
    base: fc.dictionary(fc.constantFrom(...KEYS), value, { minKeys: KEYS.length }),
    local: fc.dictionary(fc.constantFrom(...KEYS), value, { maxKeys: 6 }),
    theirs: fc.dictionary(fc.constantFrom(...KEYS), value, { maxKeys: 6 }),
  })
  .map(({ base, local, theirs }) => {
    const full: Record<string, FieldValue> = Object.fromEntries(KEYS.map((k) => [k, base[k] ?? null]));
    // The device sends only what the user changed, with the values it started from.
    const changed = Object.keys(local).filter((k) => !sameValue(local[k], full[k]));
    return {
      base: Object.fromEntries(changed.map((k) => [k, full[k]!])) as FieldMap,
      local: Object.fromEntries(changed.map((k) => [k, local[k]!])) as FieldMap,
      server: { ...full, ...theirs } as FieldMap,
      original: full as FieldMap,
    };
  });

const shuffled = (map: FieldMap, order: number[]) => {
  const keys = Object.keys(map);
  const sorted = keys
    .map((k, i) => [k, order[i % Math.max(order.length, 1)] ?? 0] as const)
    .sort((a, b) => a[1] - b[1]);
  return Object.fromEntries(sorted.map(([k]) => [k, map[k]!])) as FieldMap;
};

describe('mergeThreeWay (property tests, 10,000 concurrent edit pairs each)', () => {
  it('is deterministic: the same edits give the same result, whatever order the fields come in', () => {
    fc.assert(
      fc.property(scenario, fc.array(fc.integer(), { minLength: 1, maxLength: 12 }), (s, order) => {
        const first = mergeThreeWay(s.base, s.local, s.server);
        expect(mergeThreeWay(s.base, s.local, s.server)).toEqual(first);
        expect(mergeThreeWay(shuffled(s.base, order), shuffled(s.local, order), shuffled(s.server, order))).toEqual(
          first,
        );
      }),
      RUNS,
    );
  });

  it('never loses an edit that does not collide: the user’s and the other side’s both survive', () => {
    fc.assert(
      fc.property(scenario, (s) => {
        const { merged, conflicts } = mergeThreeWay(s.base, s.local, s.server);
        const conflicted = new Set(conflicts.map((c) => c.key));
        for (const key of Object.keys(s.local)) {
          if (!conflicted.has(key)) expect(sameValue(merged[key], s.local[key])).toBe(true);
        }
        for (const key of Object.keys(s.server)) {
          // The other side's edits of fields the user left alone are kept as they are.
          if (!(key in s.local)) expect(merged[key]).toEqual(s.server[key]);
        }
      }),
      RUNS,
    );
  });

  it('reports exactly the real conflicts, each with both values, and sends only what the server lacks', () => {
    fc.assert(
      fc.property(scenario, (s) => {
        const { changes, conflicts } = mergeThreeWay(s.base, s.local, s.server);
        const expected = Object.keys(s.local)
          .filter((k) => !sameValue(s.server[k], s.original[k]) && !sameValue(s.server[k], s.local[k]))
          .sort();
        expect(conflicts.map((c) => c.key)).toEqual(expected);
        for (const c of conflicts) {
          expect(c.local).toEqual(s.local[c.key]);
          expect(c.server).toEqual(s.server[c.key]);
          expect(c.base).toEqual(s.original[c.key]);
        }
        for (const [key, v] of Object.entries(changes)) {
          expect(sameValue(v, s.server[key])).toBe(false);
          expect(v).toEqual(s.local[key]);
        }
      }),
      RUNS,
    );
  });

  it('is symmetric in what collides: swapping the two sides reports the same fields', () => {
    fc.assert(
      fc.property(scenario, (s) => {
        const theirChanges = Object.keys(s.server).filter((k) => !sameValue(s.server[k], s.original[k]));
        const theirBase = Object.fromEntries(theirChanges.map((k) => [k, s.original[k]!]));
        const theirLocal = Object.fromEntries(theirChanges.map((k) => [k, s.server[k]!]));
        const mineApplied = { ...s.original, ...s.local };
        const forward = mergeThreeWay(s.base, s.local, s.server).conflicts.map((c) => c.key);
        const backward = mergeThreeWay(theirBase, theirLocal, mineApplied).conflicts.map((c) => c.key);
        expect(backward).toEqual(forward);
      }),
      RUNS,
    );
  });

  it('after the user chooses, the server ends with each chosen value and every non-colliding edit', () => {
    fc.assert(
      fc.property(scenario, fc.infiniteStream(fc.boolean()), (s, picks) => {
        const result = mergeThreeWay(s.base, s.local, s.server);
        const choices = Object.fromEntries(
          result.conflicts.map((c) => [c.key, picks.next().value ? 'local' : 'server'] as const),
        );
        const final = { ...s.server, ...resolveConflicts(result, choices) };
        for (const c of result.conflicts) expect(final[c.key]).toEqual(choices[c.key] === 'local' ? c.local : c.server);
        for (const [key, v] of Object.entries(result.changes)) expect(final[key]).toEqual(v);
      }),
      RUNS,
    );
  });
});

describe('mergeThreeWay examples', () => {
  it('merges different items, and asks only about the item both changed', () => {
    const base = { 'item:1': null, 'item:2': 'draft' };
    const local = { 'item:1': true, 'item:2': 'mine' };
    const server = { 'item:1': null, 'item:2': 'theirs', 'item:3': 5, title: 'T' };
    expect(mergeThreeWay(base, local, server)).toEqual({
      merged: { 'item:1': true, 'item:2': 'theirs', 'item:3': 5, title: 'T' },
      changes: { 'item:1': true },
      conflicts: [{ key: 'item:2', base: 'draft', local: 'mine', server: 'theirs' }],
    });
  });

  it('treats assignees as a set', () => {
    expect(mergeThreeWay({ assignees: [1] }, { assignees: [2, 1] }, { assignees: [1, 2] }).changes).toEqual({});
  });
});
