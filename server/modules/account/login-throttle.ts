// Sign-in throttling by growing delays, never by a lock the right password cannot pass.
//
// Failed sign-ins are counted per address, per account and per pair (this address against this
// account), in the database so every instance sees them. After a few free failures, each further
// attempt waits a delay that doubles with every failure up to a cap, measured from the last failure:
//   - the pair: one address hammering one account waits up to 15 minutes;
//   - the address: one address spraying many accounts waits up to 15 minutes;
//   - the account: many addresses against one account each wait up to a minute, but only addresses
//     that have themselves failed against it. A fresh address is never held back by the account's
//     failures, so a stranger cannot lock the owner out: the owner signing in from their own phone
//     or office gets in at once (the cost is that every new attacking address gets one free guess).
// An attempt is counted before the password is checked (two at once cannot both slip through a
// delay) and given back when it succeeds. A blocked attempt is not counted and checks no password.
// Counts are forgotten after an hour without failures; a success forgets the pair's.
import { sql } from 'kysely';
import type { Database } from '../../db/database';
import { TooManyRequestsError } from '../../lib/errors';

interface Rule {
  /** Failures before any delay. */
  free: number;
  capSeconds: number;
}

export const LOGIN_THROTTLE = {
  pair: { free: 5, capSeconds: 15 * 60 },
  account: { free: 10, capSeconds: 60 },
  address: { free: 20, capSeconds: 15 * 60 },
  forgetAfterSeconds: 60 * 60,
} as const satisfies Record<'pair' | 'account' | 'address', Rule> & { forgetAfterSeconds: number };

/** The delay after `failures` failures: none while free, then 1 s doubling up to the cap. */
export function delaySeconds(failures: number, rule: Rule): number {
  if (failures < rule.free) return 0;
  return Math.min(rule.capSeconds, 2 ** Math.min(failures - rule.free, 30));
}

export interface LoginAttempt {
  pair: string;
  account: string;
  address: string;
}

export function loginAttempt(email: string, address: string): LoginAttempt {
  return { pair: `pair:${address}:${email}`, account: `account:${email}`, address: `address:${address}` };
}

interface Count {
  failures: number;
  /** Seconds since the last failure. */
  age: number;
}

/** How long this attempt must still wait, in seconds (0: it may go ahead). */
function waitSeconds(counts: Record<keyof LoginAttempt, Count>): number {
  const { pair, account, address } = counts;
  const waits = [address.failures > 0 ? delaySeconds(address.failures, LOGIN_THROTTLE.address) - address.age : 0];
  // The account's failures hold back only an address that has failed against it too.
  if (pair.failures > 0) {
    const delay = Math.max(
      delaySeconds(pair.failures, LOGIN_THROTTLE.pair),
      delaySeconds(account.failures, LOGIN_THROTTLE.account),
    );
    waits.push(delay - pair.age);
  }
  return Math.max(0, ...waits);
}

/**
 * Counts the attempt as a failure up front, or throws 429 with the seconds left to wait. The caller
 * gives it back with `loginSucceeded` when the password was right.
 */
export async function reserveLoginAttempt(db: Database, attempt: LoginAttempt): Promise<void> {
  const keys = Object.values(attempt).sort();
  const wait = await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('login_failures')
      .values(keys.map((key) => ({ key, failures: 0, last_failure_at: new Date(0) })))
      .onConflict((oc) => oc.column('key').doNothing())
      .execute();
    const forget = LOGIN_THROTTLE.forgetAfterSeconds;
    const rows = await trx
      .selectFrom('login_failures')
      .select([
        'key',
        sql<number>`CASE WHEN last_failure_at < now() - make_interval(secs => ${forget}) THEN 0 ELSE failures END`.as(
          'failures',
        ),
        sql<number>`extract(epoch FROM now() - last_failure_at)::float8`.as('age'),
      ])
      .where('key', 'in', keys)
      .orderBy('key')
      .forUpdate()
      .execute();
    const byKey = new Map(rows.map((row) => [row.key, { failures: row.failures, age: row.age }]));
    const count = (key: string): Count => byKey.get(key) ?? { failures: 0, age: Infinity };
    const seconds = waitSeconds({
      pair: count(attempt.pair),
      account: count(attempt.account),
      address: count(attempt.address),
    });
    if (seconds > 0) return seconds;
    await trx
      .updateTable('login_failures')
      .set({
        failures: sql`CASE WHEN last_failure_at < now() - make_interval(secs => ${forget}) THEN 1 ELSE failures + 1 END`,
        last_failure_at: sql`now()`,
      })
      .where('key', 'in', keys)
      .execute();
    return 0;
  });
  if (wait > 0) {
    const seconds = Math.ceil(wait);
    throw new TooManyRequestsError(
      `Too many failed sign-ins. Please wait ${seconds} second${seconds === 1 ? '' : 's'} and try again.`,
      seconds,
    );
  }
}

const stale = sql<boolean>`last_failure_at < now() - make_interval(secs => ${LOGIN_THROTTLE.forgetAfterSeconds})`;

/** The right password: the attempt was no failure, and this address's failures on the account are forgotten. */
export async function loginSucceeded(db: Database, attempt: LoginAttempt): Promise<void> {
  await db
    .deleteFrom('login_failures')
    .where((eb) => eb.or([eb('key', '=', attempt.pair), stale]))
    .execute();
  await db
    .updateTable('login_failures')
    .set({ failures: sql`greatest(failures - 1, 0)` })
    .where('key', 'in', [attempt.account, attempt.address])
    .execute();
}

/**
 * Forgets every failure against the account, from every address: its owner proved they hold the
 * inbox by setting a new password through an e-mailed link.
 */
export async function forgetLoginFailures(db: Database, email: string): Promise<void> {
  await db
    .deleteFrom('login_failures')
    .where(
      sql<boolean>`key = ${`account:${email}`} OR (starts_with(key, 'pair:') AND right(key, ${email.length + 1}) = ${`:${email}`})`,
    )
    .execute();
}
