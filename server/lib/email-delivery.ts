// Delivering stored e-mails (outbound_emails) by SMTP so that each is sent once across every
// instance sharing the database, and retried while SMTP is down (issue 23).
//
// 1. Claim: one statement picks due rows with FOR UPDATE SKIP LOCKED and marks them 'sending' with
//    a lease (next_attempt_at = now + lease) in the same transaction, so two instances never hold
//    the same e-mail; the lock is released at commit, before any SMTP traffic.
// 2. Send, outside any transaction (a slow SMTP server must not hold a database connection).
// 3. Record: 'sent'; or 'failed' with a retry at next_attempt_at (exponential backoff, capped
//    attempts), or for good (next_attempt_at null) when attempts ran out or the server refused it
//    permanently (a 5xx answer).
//
// An instance that dies between 1 and 3 leaves a 'sending' row whose lease runs out. We choose
// at-most-once: such a row is marked failed for good (expireLeases), never sent again, because SMTP
// may well have accepted the message before the instance died and no one can tell; a second copy of
// an invitation or a password link is what the issue asks us never to send, while the failed row
// says what happened in System Emails, where an admin can resend it. The window is the few seconds
// of one SMTP conversation; SMTP being down (the common failure) is retried, since then nothing
// was accepted. The transport's timeouts (smtp-mailer.ts) stay well under the lease, so a live
// instance finishes its send before its lease could run out.
//
// Why not pg-boss or graphile-worker: both need a PostgreSQL server (LISTEN/NOTIFY, advisory locks,
// their own schema and connections) and do not run on the embedded PGlite database, which is one
// connection in this process. One table and SKIP LOCKED serve both with a single code path; on
// PGlite (one connection) the claims simply take turns.
import { sql } from 'kysely';
import type { Database } from '../db/database';
import { startPeriodicJob } from './periodic-job';

export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
}

/** Sends one message; throws when it was not accepted (`responseCode` 5xx: never worth a retry). */
export type SendEmail = (email: OutgoingEmail) => Promise<void>;

export interface DeliveryPolicy {
  /** Tries before an e-mail is failed for good. */
  maxAttempts: number;
  /** Wait before the retry after the first failure; doubled each time, up to maxRetryDelayMs. */
  retryDelayMs: number;
  maxRetryDelayMs: number;
  /** How long a claim lasts; past it, the claimer is taken for dead (see expireLeases). */
  leaseMs: number;
  /** E-mails claimed at once by one instance (sent concurrently). */
  batchSize: number;
  /**
   * E-mails due longer ago than this are left alone: kept while SMTP was not configured, they
   * must not all go out the day it is (a week-old password link is worse than none).
   */
  maxAgeMs: number;
}

// 8 tries over about 2 hours (1, 2, 4, 8, 16, 32, then 60 minutes apart): an SMTP outage of an
// afternoon loses nothing, and an address that never works stops being tried.
export const DEFAULT_DELIVERY_POLICY: DeliveryPolicy = {
  maxAttempts: 8,
  retryDelayMs: 60_000,
  maxRetryDelayMs: 3600_000,
  leaseMs: 5 * 60_000,
  batchSize: 10,
  maxAgeMs: 24 * 3600_000,
};

export const INTERRUPTED_SEND =
  'The server stopped while sending this e-mail; it is not sent again automatically, in case it did arrive. Resend it if needed.';

/** The wait before the retry that follows failed attempt number `attempts` (1 for the first). */
export function retryDelay(policy: DeliveryPolicy, attempts: number): number {
  return Math.min(policy.retryDelayMs * 2 ** Math.max(0, attempts - 1), policy.maxRetryDelayMs);
}

/** Claims left past their lease belong to a dead instance: failed for good (at-most-once, above). */
export async function expireLeases(db: Database): Promise<number> {
  const result = await db
    .updateTable('outbound_emails')
    .set({ status: 'failed', next_attempt_at: null, last_error: INTERRUPTED_SEND })
    .where('status', '=', 'sending')
    .where('next_attempt_at', '<=', sql<Date>`now()`)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

interface Claimed extends OutgoingEmail {
  id: number;
  attempts: number;
}

async function claim(db: Database, policy: DeliveryPolicy, ids: number[] | null): Promise<Claimed[]> {
  const only = ids ? sql`AND id = ANY (${ids}::bigint[])` : sql``;
  const { rows } = await sql<Claimed>`
    WITH due AS (
      SELECT id FROM outbound_emails
      WHERE status IN ('stored', 'failed')
        AND next_attempt_at <= now()
        AND next_attempt_at > now() - make_interval(secs => ${policy.maxAgeMs / 1000})
        ${only}
      ORDER BY next_attempt_at, id
      LIMIT ${policy.batchSize}
      FOR UPDATE SKIP LOCKED
    )
    UPDATE outbound_emails e
    SET status = 'sending', attempts = e.attempts + 1,
      next_attempt_at = now() + make_interval(secs => ${policy.leaseMs / 1000})
    FROM due WHERE e.id = due.id
    RETURNING e.id, e.to_email AS "to", e.subject, e.body_text AS "text", e.attempts`.execute(db);
  return rows;
}

const isPermanent = (err: unknown) => {
  const code = (err as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500;
};

async function sendClaimed(db: Database, send: SendEmail, policy: DeliveryPolicy, email: Claimed) {
  try {
    await send(email);
  } catch (err) {
    const retry = email.attempts < policy.maxAttempts && !isPermanent(err);
    await db
      .updateTable('outbound_emails')
      .set({
        status: 'failed',
        last_error: err instanceof Error ? err.message : String(err),
        next_attempt_at: retry ? new Date(Date.now() + retryDelay(policy, email.attempts)) : null,
      })
      .where('id', '=', email.id)
      .execute();
    return false;
  }
  await db
    .updateTable('outbound_emails')
    .set({ status: 'sent', sent_at: new Date(), next_attempt_at: null, last_error: null })
    .where('id', '=', email.id)
    .execute();
  return true;
}

/**
 * One round: claims due e-mails batch by batch (only `ids` when given: the nudge after an answer)
 * and sends them. Answers how many were sent and how many failed.
 */
export async function deliverDueEmails(
  db: Database,
  send: SendEmail,
  policy: DeliveryPolicy,
  ids: number[] | null = null,
): Promise<{ sent: number; failed: number }> {
  const counts = { sent: 0, failed: 0 };
  if (ids?.length === 0) return counts;
  // A bounded number of batches a round, so one instance never loops forever on a flood.
  for (let batch = 0; batch < 10; batch++) {
    const claimed = await claim(db, policy, ids);
    if (claimed.length === 0) break;
    const results = await Promise.all(claimed.map((email) => sendClaimed(db, send, policy, email)));
    for (const sent of results) counts[sent ? 'sent' : 'failed']++;
    if (claimed.length < policy.batchSize) break;
  }
  return counts;
}

/**
 * The delivery job of one instance: a round at start and every `intervalMs` (rounds never overlap),
 * stopped by the returned function, which waits for a round under way.
 */
export function startEmailDelivery(
  db: Database,
  send: SendEmail,
  {
    policy = DEFAULT_DELIVERY_POLICY,
    intervalMs,
    onError,
  }: { policy?: DeliveryPolicy; intervalMs: number; onError: (error: unknown) => void },
): () => Promise<void> {
  return startPeriodicJob(() => expireLeases(db).then(() => deliverDueEmails(db, send, policy)), {
    intervalMs,
    onError,
  });
}
