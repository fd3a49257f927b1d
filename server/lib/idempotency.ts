// Idempotency-Key handling (ARCHITECTURE.md): the key, a hash of the request and the response are
// stored in the same transaction as the change, scoped by company and user.
//   1. In the change's transaction, first claim the key (INSERT … ON CONFLICT DO NOTHING). A second
//      request with the same key waits on the key's unique index until the first commits or rolls
//      back: the claim exists only inside the transaction, so a crash can never leave a stale one.
//   2. Claimed: run the handler and record its response; the change and the record commit together.
//   3. Not claimed (the key is answered): roll back, and answer the stored response, or 422 when the
//      key came with another request.
import { createHash } from 'node:crypto';
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

function hashRequest(fingerprint: IdempotentRun['fingerprint']): string {
  const body = JSON.stringify(fingerprint.body ?? null, (_k, v: unknown) =>
    Buffer.isBuffer(v) ? createHash('sha256').update(v).digest('hex') : v,
  );
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
      const status = result instanceof Reply ? result.status : 200;
      const body = result instanceof Reply ? result.body : (result ?? null);
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
