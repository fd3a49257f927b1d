// Idempotency-Key handling (ARCHITECTURE.md): the key, a hash of the request and the response are
// stored in the same transaction as the change, scoped by company and user.
//   1. Claim the key in its own short transaction (state in_flight). A claim left by a crashed
//      request is taken over after STALE_CLAIM_SECONDS.
//   2. Existing key, other request hash → 422; still in flight → 409; done → the stored response.
//   3. Run the handler in a transaction that also records the response (state done), so the change
//      and its record commit or roll back together.
//   4. If the handler fails, drop the claim: nothing changed, and the client may retry.
import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { Database } from '../db/database';
import { ConflictError, HttpError } from './errors';
import { Reply } from './reply';

export const STALE_CLAIM_SECONDS = 60;
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

  // Step 1: claim, or take over a stale claim, in one statement.
  const claimed = await sql<{ key: string }>`
    INSERT INTO idempotency_keys (company_id, user_id, key, request_hash, state)
    VALUES (${scope.company_id}, ${scope.user_id}, ${scope.key}, ${requestHash}, 'in_flight')
    ON CONFLICT (company_id, user_id, key) DO UPDATE
      SET request_hash = EXCLUDED.request_hash, created_at = now()
      WHERE idempotency_keys.state = 'in_flight'
        AND idempotency_keys.request_hash = EXCLUDED.request_hash
        AND idempotency_keys.created_at < now() - make_interval(secs => ${STALE_CLAIM_SECONDS})
    RETURNING key`.execute(db);

  if (claimed.rows.length === 0) {
    // Step 2: someone holds this key.
    const existing = await db
      .selectFrom('idempotency_keys')
      .selectAll()
      .where('company_id', '=', scope.company_id)
      .where('user_id', '=', scope.user_id)
      .where('key', '=', scope.key)
      .executeTakeFirstOrThrow();
    if (existing.request_hash !== requestHash) {
      throw new HttpError(422, 'idempotency_mismatch', 'This Idempotency-Key was already used for another request.');
    }
    if (existing.state === 'in_flight') {
      throw new ConflictError('A request with this Idempotency-Key is still being processed.', 'idempotency_in_flight');
    }
    return { status: existing.response_status ?? 200, body: existing.response_body, replayed: true };
  }

  // Step 3: the change and its record in one transaction.
  try {
    return await db.transaction().execute(async (trx) => {
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
  } catch (err) {
    // Step 4: nothing was committed; free the key for a retry.
    await db
      .deleteFrom('idempotency_keys')
      .where('company_id', '=', scope.company_id)
      .where('user_id', '=', scope.user_id)
      .where('key', '=', scope.key)
      .where('state', '=', 'in_flight')
      .execute();
    throw err;
  }
}
