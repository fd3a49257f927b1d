// Sign-in throttling by growing delays (login-throttle.ts): an attacker hammering an account from
// one address is slowed down more and more; the owner signing in from another address still gets
// in; one address cannot spray many accounts; many addresses against one account slow each other.
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestCompany, TEST_PASSWORD, type TestContext } from '../../test/helpers';
import { LOGIN_THROTTLE } from './login-throttle';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

let addressCount = 0;
/** An address no other test uses. */
const freshAddress = () => `10.77.${Math.floor(addressCount / 250)}.${(addressCount++ % 250) + 1}`;

const attempt = (email: string, password: string, remoteAddress: string) =>
  ctx.app.inject({ method: 'POST', url: '/account/api/login/', payload: { email, password }, remoteAddress });

/** As if `seconds` had passed since every recorded failure. */
async function timePasses(seconds: number): Promise<void> {
  await sql`UPDATE login_failures SET last_failure_at = last_failure_at - make_interval(secs => ${seconds})`.execute(
    ctx.database.db,
  );
}

/** As if every recorded failure had just happened: a slow test machine does not outwait a delay. */
async function justNow(): Promise<void> {
  await sql`UPDATE login_failures SET last_failure_at = now() WHERE failures > 0`.execute(ctx.database.db);
}

/** `count` real failures (wrong password answered 401) from `address`, waiting out any delay. */
async function fail(email: string, address: string, count: number): Promise<void> {
  for (let done = 0; done < count;) {
    const res = await attempt(email, 'wrong password', address);
    if (res.statusCode === 429) await timePasses(Number(res.headers['retry-after']));
    else {
      expect(res.statusCode).toBe(401);
      done += 1;
    }
  }
}

describe('sign-in throttling', () => {
  it('slows down one address hammering one account, with delays that grow', async () => {
    const { staff } = await createTestCompany(ctx);
    const attacker = freshAddress();
    await fail(staff.email, attacker, LOGIN_THROTTLE.pair.free);
    await justNow();
    const slowed = await attempt(staff.email, 'wrong password', attacker);
    expect(slowed.statusCode).toBe(429);
    expect(slowed.json()).toEqual({ detail: expect.stringMatching(/Too many failed sign-ins/), code: 'rate_limited' });
    const first = Number(slowed.headers['retry-after']);
    expect(first).toBeGreaterThanOrEqual(1);
    // Even the right password waits: a delay that only wrong passwords see would tell which is right.
    expect((await attempt(staff.email, TEST_PASSWORD, attacker)).statusCode).toBe(429);

    await fail(staff.email, attacker, 3);
    await justNow();
    const later = await attempt(staff.email, 'wrong password', attacker);
    expect(later.statusCode).toBe(429);
    expect(Number(later.headers['retry-after'])).toBeGreaterThan(first * 4);

    // Many failures later the delay stops growing at its cap.
    await fail(staff.email, attacker, 12);
    await justNow();
    const capped = await attempt(staff.email, 'wrong password', attacker);
    expect(Number(capped.headers['retry-after'])).toBeLessThanOrEqual(LOGIN_THROTTLE.pair.capSeconds);
    expect(Number(capped.headers['retry-after'])).toBeGreaterThan(LOGIN_THROTTLE.pair.capSeconds - 5);

    // Once the delay has passed, the right password gets in.
    await timePasses(LOGIN_THROTTLE.pair.capSeconds);
    expect((await attempt(staff.email, TEST_PASSWORD, attacker)).statusCode).toBe(200);
  });

  it('lets the owner in from another address while an attacker hammers the account', async () => {
    const { staff } = await createTestCompany(ctx);
    const attacker = freshAddress();
    await fail(staff.email, attacker, 20);
    await justNow();
    expect((await attempt(staff.email, 'wrong password', attacker)).statusCode).toBe(429);
    const owner = await attempt(staff.email, TEST_PASSWORD, freshAddress());
    expect(owner.statusCode, owner.body).toBe(200);
  });

  it('slows down many addresses failing against one account, but never a fresh address', async () => {
    const { staff } = await createTestCompany(ctx);
    const bots = Array.from({ length: LOGIN_THROTTLE.account.free + 2 }, freshAddress);
    for (const bot of bots) await fail(staff.email, bot, 1);
    // Each bot has failed once only, yet must wait: the account is under attack.
    await justNow();
    const again = await attempt(staff.email, 'wrong password', bots[0]!);
    expect(again.statusCode).toBe(429);
    expect(Number(again.headers['retry-after'])).toBeLessThanOrEqual(LOGIN_THROTTLE.account.capSeconds);
    expect((await attempt(staff.email, TEST_PASSWORD, freshAddress())).statusCode).toBe(200);
  });

  it('stops one address spraying many accounts; other addresses are unaffected', async () => {
    const { staff } = await createTestCompany(ctx);
    const sprayer = freshAddress();
    const emails = Array.from({ length: LOGIN_THROTTLE.address.free }, () => `nobody-${randomUUID()}@test.example`);
    for (const email of emails) expect((await attempt(email, 'guess', sprayer)).statusCode).toBe(401);
    await justNow();
    const stopped = await attempt(staff.email, 'guess', sprayer);
    expect(stopped.statusCode).toBe(429);
    expect(Number(stopped.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect((await attempt(staff.email, TEST_PASSWORD, freshAddress())).statusCode).toBe(200);
  });

  it('forgets an address’s failures against an account once it signs in', async () => {
    const { staff } = await createTestCompany(ctx);
    const address = freshAddress();
    const typos = async () => {
      for (let i = 0; i < LOGIN_THROTTLE.pair.free; i++) {
        expect((await attempt(staff.email, 'typo', address)).statusCode).toBe(401);
      }
    };
    await typos();
    await timePasses(1);
    expect((await attempt(staff.email, TEST_PASSWORD, address)).statusCode).toBe(200);
    // Not slowed down: the earlier typos were forgotten.
    await typos();
  });

  it('forgets every failure against the account once its owner sets a new password by e-mail', async () => {
    const { staff } = await createTestCompany(ctx);
    const owner = freshAddress();
    await fail(staff.email, owner, 8);
    await justNow();
    expect((await attempt(staff.email, TEST_PASSWORD, owner)).statusCode).toBe(429);
    await ctx.app.inject({ method: 'POST', url: '/account/api/password-reset/', payload: { email: staff.email } });
    const { body_text } = await ctx.database.db
      .selectFrom('outbound_emails')
      .select('body_text')
      .where('to_email', '=', staff.email)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const [, uuid, token] = /\/auth\/reset-password-confirm\/([0-9a-f-]{36})\/([\w-]+)/.exec(body_text)!;
    const confirm = await ctx.app.inject({
      method: 'POST',
      url: '/account/api/password-reset-confirm/',
      payload: { uuid, token, new_password: 'a brand new password' },
    });
    expect(confirm.statusCode).toBe(200);
    expect((await attempt(staff.email, 'a brand new password', owner)).statusCode).toBe(200);
  });
});
