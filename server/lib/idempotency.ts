// Idempotency-Key handling (ARCHITECTURE.md): the key, a hash of the request and the response are
// stored in the same transaction as the change, scoped by company and user.
//   1. In the change's transaction, first claim the key (INSERT … ON CONFLICT DO NOTHING). A second
//      request with the same key waits on the key's unique index until the first commits or rolls
//      back: the claim exists only inside the transaction, so a crash can never leave a stale one.
//   2. Claimed: run the handler and record its response; the change and the record commit together.
//   3. Not claimed (the key is answered): roll back, and answer the stored response, or 422 when the
//      key came with another request.
import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { Database } from '../db/database';
import { HttpError } from './errors';
import { Reply } from './reply';

export const MAX_KEY_LENGTH = 255;

export interface IdempotentRun {
  companyId: number;
  userId: number;
  key: string;
  fingerprint: { method: string; url: string; body: unknown };
  run: (db: Database) => Promise<unknown>;
}

export interface IdempotentOutcome {
  status: number;
  body: unknown;
  replayed: boolean;
}

/**
 * The body with each uploaded file (a Buffer) replaced by its digest. Done before JSON.stringify,
 * not in a replacer: stringify calls a Buffer's toJSON first, which spells out every byte as a
 * number, for files of up to 10 MB.
 */
function withFileDigests(value: unknown): unknown {
  if (Buffer.isBuffer(value)) return `sha256:${createHash('sha256').update(value).digest('hex')}`;
  if (Array.isArray(value)) return value.map(withFileDigests);
  if (value !== null && typeof value === 'object' && !(value instanceof Date)) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withFileDigests(v)]));
  }
  return value;
}

function hashRequest(fingerprint: IdempotentRun['fingerprint']): string {
  const body = JSON.stringify(withFileDigests(fingerprint.body ?? null));
  return createHash('sha256').update(`${fingerprint.method} ${fingerprint.url}\n${body}`).digest('hex');
}

export async function runIdempotent(db: Database, req: IdempotentRun): Promise<IdempotentOutcome> {
  if (req.key.length > MAX_KEY_LENGTH) {
    throw new HttpError(422, 'idempotency_mismatch', `Idempotency-Key must be at most ${MAX_KEY_LENGTH} characters.`);
  }
  const scope = { company_id: req.companyId, user_id: req.userId, key: req.key };
  const requestHash = hashRequest(req.fingerprint);
  try {
    return await db.transaction().execute(async (trx) => {
      const claimed = await trx
        .insertInto('idempotency_keys')
        .values({ ...scope, request_hash: requestHash, state: 'in_flight' })
        .onConflict((oc) => oc.columns(['company_id', 'user_id', 'key']).doNothing())
        .returning('key')
        .executeTakeFirst();
      if (!claimed) throw new KeyAnswered();
      const result = await req.run(trx);
      const { status, body } = toAnswer(result);
      await trx
        .updateTable('idempotency_keys')
        .set({ state: 'done', response_status: status, response_body: JSON.stringify(body) })
        .where('company_id', '=', scope.company_id)
        .where('user_id', '=', scope.user_id)
        .where('key', '=', scope.key)
        .execute();
      return { status, body, replayed: false };
    });
  } catch (error) {
    if (!(error instanceof KeyAnswered)) throw error;
  }
  return answerStored(db, scope, requestHash);
}

type Scope = { company_id: number; user_id: number; key: string };

/** The stored answer to a key claimed by an earlier request, or 422 when it came with another one. */
async function answerStored(db: Database, scope: Scope, requestHash: string): Promise<IdempotentOutcome> {
  const answered = await db
    .selectFrom('idempotency_keys')
    .selectAll()
    .where('company_id', '=', scope.company_id)
    .where('user_id', '=', scope.user_id)
    .where('key', '=', scope.key)
    .executeTakeFirstOrThrow();
  if (answered.request_hash !== requestHash) {
    throw new HttpError(422, 'idempotency_mismatch', 'This Idempotency-Key was already used for another request.');
  }
  return { status: answered.response_status ?? 200, body: answered.response_body, replayed: true };
}

/** Rolls back the transaction of a request whose key was answered before. */
class KeyAnswered extends Error {}

// ---- many requests in one transaction (group commit) ---------------------------------------------

export interface IdempotentCall {
  companyId: number;
  userId: number;
  /** The request's Idempotency-Key, or null when it came without one. */
  key: string | null;
  fingerprint: IdempotentRun['fingerprint'];
}

/** Thrown inside the batch's transaction to roll it back: these calls' keys were answered before. */
class KeysAnswered extends Error {
  constructor(readonly calls: ReadonlySet<number>) {
    super('Idempotency-Keys answered before');
  }
}

const scopeOf = (call: IdempotentCall): Scope | null =>
  call.key === null ? null : { company_id: call.companyId, user_id: call.userId, key: call.key };
const scopeId = (scope: Scope) => `${scope.company_id}:${scope.user_id}:${scope.key}`;

/**
 * The rule above for calls that share one transaction, with one difference: keys are recorded
 * optimistically. `run` makes the changes of the calls and answers each; their keys are then
 * recorded with the answers by one statement. A key recorded before (a retry after a lost answer,
 * rare) or by a concurrent transaction (waited for on the key's unique index) is found by that
 * statement: the whole transaction rolls back and runs again without those calls, which get the
 * stored answer. So a change and its key's record still commit together, and only once, at the
 * cost of one statement per batch instead of two.
 *
 * A second call with the same key as an earlier call of the batch gets that call's answer. `run`
 * answers an Error for a call it refused having changed nothing: that call's key is not recorded.
 * Throws when the whole transaction failed; then no call's change was made.
 */
export async function runIdempotentBatch<C extends IdempotentCall>(
  db: Database,
  calls: readonly C[],
  run: (trx: Database, calls: readonly C[]) => Promise<ReadonlyArray<unknown>>,
): Promise<Array<IdempotentOutcome | Error>> {
  const hashes = calls.map((call) => (call.key === null ? '' : hashRequest(call.fingerprint)));
  const outcomes: Array<IdempotentOutcome | Error | undefined> = calls.map((call) =>
    call.key !== null && call.key.length > MAX_KEY_LENGTH
      ? new HttpError(422, 'idempotency_mismatch', `Idempotency-Key must be at most ${MAX_KEY_LENGTH} characters.`)
      : undefined,
  );
  // The first call with a key runs; a later one with the same key is answered as a retry of it.
  const firstWithKey = new Map<string, number>();
  const repeats = new Map<number, number>();
  calls.forEach((call, i) => {
    const scope = scopeOf(call);
    if (!scope || outcomes[i]) return;
    const first = firstWithKey.get(scopeId(scope));
    if (first === undefined) firstWithKey.set(scopeId(scope), i);
    else repeats.set(i, first);
  });
  const answeredBefore = new Set<number>();
  let pending = calls.flatMap((_, i) => (outcomes[i] || repeats.has(i) ? [] : [i]));

  while (pending.length > 0) {
    try {
      const results = await db.transaction().execute(async (trx) => {
        const answers = await run(
          trx,
          pending.map((i) => calls[i]!),
        );
        const record = pending.flatMap((i, r) =>
          scopeOf(calls[i]!) && !(answers[r] instanceof Error) ? [{ i, answer: toAnswer(answers[r]) }] : [],
        );
        const recorded = await recordAnswers(
          trx,
          record.map(({ i, answer }) => ({ call: calls[i]!, hash: hashes[i]!, answer })),
        );
        const taken = record.flatMap(({ i }) => (recorded.has(scopeId(scopeOf(calls[i]!)!)) ? [] : [i]));
        if (taken.length > 0) throw new KeysAnswered(new Set(taken));
        return answers;
      });
      pending.forEach((i, r) => {
        const result = results[r];
        outcomes[i] = result instanceof Error ? result : { ...toAnswer(result), replayed: false };
      });
      pending = [];
    } catch (error) {
      if (!(error instanceof KeysAnswered)) throw error;
      for (const i of error.calls) answeredBefore.add(i);
      pending = pending.filter((i) => !error.calls.has(i));
    }
  }
  return Promise.all(
    calls.map(async (call, i) => {
      const first = repeats.get(i);
      // A repeat of a refused call is refused alike; otherwise it is answered like any retry.
      if (first !== undefined && outcomes[first] instanceof Error) return outcomes[first];
      if (first === undefined && !answeredBefore.has(i)) return outcomes[i]!;
      try {
        return await answerStored(db, scopeOf(call)!, hashes[i]!);
      } catch (error) {
        return error instanceof Error ? error : new Error(String(error));
      }
    }),
  );
}

/** Records the answers of calls with keys by one statement; answers the keys it recorded. */
async function recordAnswers(
  trx: Database,
  rows: ReadonlyArray<{ call: IdempotentCall; hash: string; answer: { status: number; body: unknown } }>,
): Promise<Set<string>> {
  if (rows.length === 0) return new Set();
  const inserted = await sql<Scope>`
    INSERT INTO idempotency_keys (company_id, user_id, key, request_hash, state, response_status, response_body)
    SELECT c, u, k, h, 'done', s, b
    FROM unnest(${rows.map((r) => r.call.companyId)}::bigint[], ${rows.map((r) => r.call.userId)}::bigint[],
                ${rows.map((r) => r.call.key)}::text[], ${rows.map((r) => r.hash)}::text[],
                ${rows.map((r) => r.answer.status)}::int[], ${rows.map((r) => JSON.stringify(r.answer.body))}::jsonb[])
         AS t(c, u, k, h, s, b)
    ON CONFLICT (company_id, user_id, key) DO NOTHING
    RETURNING company_id, user_id, key`.execute(trx);
  return new Set(inserted.rows.map(scopeId));
}

function toAnswer(result: unknown): { status: number; body: unknown } {
  return result instanceof Reply ? { status: result.status, body: result.body } : { status: 200, body: result ?? null };
}
