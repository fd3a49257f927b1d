// Clocking in and out against the real database: the tap is kept as tapped, retries never
// duplicate a punch, differences are flagged not refused, and staff only see their own punches.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CLOCK_BATCH_MAX,
  DEFAULT_TIME_CLOCK_SETTINGS,
  type ClockRequest,
  type Punch,
} from '../../../contract/attendance';
import { HttpError, ValidationError } from '../../lib/errors';
import { runIdempotentBatch, type IdempotentOutcome } from '../../lib/idempotency';
import type { AuthContext } from '../../lib/route';
import { clockMany } from './punches.service';
import { authed, createTestApp, createTestCompany, type TestContext, type TestUser } from '../../test/helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const clock = (user: TestUser, payload: Record<string, unknown>, key?: string) =>
  authed(ctx.app, user, {
    method: 'POST',
    url: '/inout/api/clock/',
    payload,
    headers: key ? { 'idempotency-key': key } : {},
  });
const punchCount = async (staffId: number) =>
  Number(
    (
      await ctx.database.db
        .selectFrom('clock_punches')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('staff_id', '=', staffId)
        .executeTakeFirstOrThrow()
    ).n,
  );
const isoMinutesAgo = (minutes: number, offset = '-05:00') => {
  const [sign, hh, mm] = [offset[0], Number(offset.slice(1, 3)), Number(offset.slice(4, 6))];
  const shift = (sign === '-' ? -1 : 1) * (hh * 60 + mm);
  const local = new Date(Date.now() - minutes * 60_000 + shift * 60_000).toISOString().slice(0, 23);
  return `${local}${offset}`;
};

describe('POST inout/api/clock/', () => {
  it('keeps the tapped time, its offset and zone, and the receive time', async () => {
    const { staff } = await createTestCompany(ctx);
    const tapped = isoMinutesAgo(0.1, '-05:00');
    const res = await clock(staff, { action: 'in', client_time: tapped, timezone: 'america/new_york' });
    expect(res.statusCode).toBe(201);
    const punch = res.json();
    expect(punch).toMatchObject({
      staff: staff.staffId,
      action: 'in',
      client_time: new Date(tapped).toISOString(),
      client_utc_offset_minutes: -300,
      timezone: 'America/New_York',
      recorded_offline: false,
      flagged: false,
      flags: [],
      source: 'device',
    });
    expect(Math.abs(Date.parse(punch.server_received_at) - Date.now())).toBeLessThan(60_000);
    // The answer (written and read back in one statement) is the punch exactly as the list shows it.
    const list = await authed(ctx.app, staff, { method: 'GET', url: '/inout/api/clock-ins/' });
    // …plus the kiosk that recorded it: none for a phone's punch.
    expect(list.json().results).toEqual([{ ...punch, kiosk: null }]);
    expect(punch.staff_name).toMatch(/\S/);
  });

  it('applies a retried request once: same key → the stored answer, other body → 422', async () => {
    const { staff } = await createTestCompany(ctx);
    const body = { action: 'in', client_time: isoMinutesAgo(30), timezone: 'UTC', recorded_offline: true };
    const first = await clock(staff, body, 'punch-key-1');
    const again = await clock(staff, body, 'punch-key-1');
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(again.headers['idempotent-replayed']).toBe('true');
    const other = await clock(staff, { ...body, action: 'out' }, 'punch-key-1');
    expect(other.statusCode).toBe(422);
    expect(other.json().code).toBe('idempotency_mismatch');
    expect(await punchCount(staff.staffId)).toBe(1);
  });

  it('gives each concurrent duplicate one punch', async () => {
    const { staff } = await createTestCompany(ctx);
    const body = { action: 'in', client_time: isoMinutesAgo(1), timezone: 'UTC' };
    const answers = await Promise.all(Array.from({ length: 8 }, () => clock(staff, body, 'same-tap')));
    expect(answers.every((a) => a.statusCode === 201 || a.statusCode === 409)).toBe(true);
    expect(await punchCount(staff.staffId)).toBe(1);
  });

  it('flags, never refuses: a late online punch, a future time, a missing required location', async () => {
    const { staff, admin } = await createTestCompany(ctx);
    const settings = await authed(ctx.app, admin, {
      method: 'PUT',
      url: '/inout/api/time-clock-settings/',
      payload: { require_location: true, max_clock_skew_minutes: 5 },
    });
    expect(settings.statusCode).toBe(200);
    const late = await clock(staff, {
      action: 'in',
      client_time: isoMinutesAgo(60),
      timezone: 'UTC',
      latitude: 1,
      longitude: 2,
    });
    expect(late.json().flags).toEqual(['clock_skew']);
    const offlineLate = await clock(staff, {
      action: 'out',
      client_time: isoMinutesAgo(60),
      timezone: 'UTC',
      recorded_offline: true,
      latitude: 1,
      longitude: 2,
    });
    expect(offlineLate.json()).toMatchObject({ flags: [], recorded_offline: true });
    const future = await clock(staff, { action: 'in', client_time: isoMinutesAgo(-30), timezone: 'UTC' });
    expect(future.statusCode).toBe(201);
    expect(future.json().flags).toEqual(['future_time', 'location_missing']);
  });

  it('judges the device clock by the lag minus the time the punch waited in the device queue', async () => {
    const { staff } = await createTestCompany(ctx);
    const queuedTwoHours = { 'outbox-age-ms': String(2 * 3_600_000) };
    // Tapped two hours ago and queued for two hours: a right clock, and recorded offline.
    const queued = await authed(ctx.app, staff, {
      method: 'POST',
      url: '/inout/api/clock/',
      payload: { action: 'in', client_time: isoMinutesAgo(120), timezone: 'UTC' },
      headers: queuedTwoHours,
    });
    expect(queued.json()).toMatchObject({ flags: [], recorded_offline: true });
    // Queued for two hours but stamped five hours ago: the phone's clock is three hours behind.
    const wrong = await authed(ctx.app, staff, {
      method: 'POST',
      url: '/inout/api/clock/',
      payload: { action: 'out', client_time: isoMinutesAgo(300), timezone: 'UTC' },
      headers: queuedTwoHours,
    });
    expect(wrong.json()).toMatchObject({ flags: ['clock_skew'], recorded_offline: true });
  });

  it('checks the body and the zone', async () => {
    const { staff } = await createTestCompany(ctx);
    const res = await clock(staff, { action: 'lunch', client_time: '2026-01-01T10:00:00', timezone: 'Mars/Base' });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json()).sort()).toEqual(['action', 'client_time']);
    const zone = await clock(staff, { action: 'in', client_time: isoMinutesAgo(0), timezone: 'Mars/Base' });
    expect(zone.json()).toEqual({ timezone: ['Unknown time zone.'] });
  });

  it('needs the attendance app', async () => {
    const { staff } = await createTestCompany(ctx, { apps: ['knowledge_base'] });
    const res = await clock(staff, { action: 'in', client_time: isoMinutesAgo(0), timezone: 'UTC' });
    expect(res.statusCode).toBe(403);
  });
});

describe('clock-ins that arrive together (group commit)', () => {
  /** The calls of one batch as the route hands them over: the caller, the key and the body. */
  const call = (user: TestUser, body: ClockRequest, key: string | null) => ({
    companyId: user.companyId,
    userId: user.userId,
    key,
    fingerprint: { method: 'POST', url: '/inout/api/clock/', body },
    auth: { userId: user.userId, companyId: user.companyId, staffId: user.staffId } as AuthContext,
    body,
  });
  type Call = ReturnType<typeof call>;
  const batch = (calls: Call[]) =>
    runIdempotentBatch(ctx.database.db, calls, (trx, claimed) =>
      clockMany(
        trx,
        claimed.map(({ auth, body }) => ({ auth, body, queuedMs: null })),
      ),
    );
  const tap = (action: 'in' | 'out', minutesAgo: number, timezone = 'UTC'): ClockRequest => ({
    action,
    client_time: isoMinutesAgo(minutesAgo),
    timezone,
  });
  const answer = (outcome: IdempotentOutcome | Error) => {
    if (outcome instanceof Error) throw outcome;
    return outcome;
  };

  it('stores one punch per key: a repeat in the batch gets the same answer, another body with it a 422', async () => {
    const { staff } = await createTestCompany(ctx);
    const first = tap('in', 3);
    const [a, repeat, b, other] = await batch([
      call(staff, first, 'k1'),
      call(staff, first, 'k1'),
      call(staff, tap('out', 2), 'k2'),
      call(staff, tap('out', 1), 'k1'),
    ]);
    expect(answer(a!)).toMatchObject({ status: 201, replayed: false });
    expect(answer(repeat!)).toEqual({ ...answer(a!), replayed: true });
    expect(answer(b!)).toMatchObject({ status: 201, replayed: false });
    expect(other).toBeInstanceOf(HttpError);
    expect((other as HttpError).status).toBe(422);
    expect(await punchCount(staff.staffId)).toBe(2);
  });

  it('answers a key stored before from its record and still stores the others of the batch', async () => {
    const { staff } = await createTestCompany(ctx);
    const body = tap('in', 5);
    const before = await clock(staff, body, 'answered');
    const [retry, fresh, unkeyed] = await batch([
      call(staff, body, 'answered'),
      call(staff, tap('out', 4), 'fresh'),
      call(staff, tap('in', 3), null),
    ]);
    expect(answer(retry!)).toEqual({ status: 201, body: before.json(), replayed: true });
    expect(answer(fresh!).replayed).toBe(false);
    expect(answer(unkeyed!).replayed).toBe(false);
    expect(await punchCount(staff.staffId)).toBe(3);
  });

  it('refuses a bad punch alone and does not record its key, so a corrected retry is stored', async () => {
    const { staff } = await createTestCompany(ctx);
    const [bad, good] = await batch([call(staff, tap('in', 2, 'Mars/Base'), 'k3'), call(staff, tap('in', 1), 'k4')]);
    expect(bad).toBeInstanceOf(ValidationError);
    expect(answer(good!).status).toBe(201);
    const corrected = await clock(staff, tap('in', 2), 'k3');
    expect(corrected.statusCode).toBe(201);
    expect(await punchCount(staff.staffId)).toBe(2);
  });

  it('stores one punch when two batches carry the same key at once', async () => {
    const { staff } = await createTestCompany(ctx);
    const body = tap('in', 1);
    const [one, two] = await Promise.all([batch([call(staff, body, 'raced')]), batch([call(staff, body, 'raced')])]);
    const answers = [answer(one![0]!), answer(two![0]!)];
    expect(answers.map((a) => a.replayed).sort()).toEqual([false, true]);
    expect(answers[0]!.body).toEqual(answers[1]!.body);
    expect(await punchCount(staff.staffId)).toBe(1);
  });

  it('stores every punch of many sent at once over HTTP, each once', async () => {
    const { staff } = await createTestCompany(ctx);
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => clock(staff, tap(i % 2 ? 'out' : 'in', 60 - i), `many-${i}`)),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(40).fill(201));
    expect(new Set(answers.map((a) => a.json().id)).size).toBe(40);
    expect(await punchCount(staff.staffId)).toBe(40);
  });
});

describe('POST inout/api/clock/bulk/', () => {
  const bulk = (user: TestUser, punches: unknown[], key?: string, ageMs?: number) =>
    authed(ctx.app, user, {
      method: 'POST',
      url: '/inout/api/clock/bulk/',
      payload: { punches },
      headers: { ...(key ? { 'idempotency-key': key } : {}), ...(ageMs ? { 'outbox-age-ms': String(ageMs) } : {}) },
    });

  it('stores the queued punches in order, each judged by its own wait in the queue', async () => {
    const { staff } = await createTestCompany(ctx);
    // The oldest waited two hours; the second was queued 90 minutes later (so waited 30 minutes).
    const res = await bulk(
      staff,
      [
        { action: 'in', client_time: isoMinutesAgo(120), timezone: 'UTC' },
        { action: 'out', client_time: isoMinutesAgo(30), timezone: 'UTC', queued_offset_ms: 90 * 60_000 },
        // Queued 119 minutes after the oldest (waited one minute) but stamped an hour ago: wrong clock.
        { action: 'in', client_time: isoMinutesAgo(60), timezone: 'UTC', queued_offset_ms: 119 * 60_000 },
      ],
      'batch-1',
      2 * 3_600_000,
    );
    expect(res.statusCode).toBe(201);
    const { created, errors } = res.json();
    expect(errors).toEqual([]);
    expect(created.map((p: { action: string }) => p.action)).toEqual(['in', 'out', 'in']);
    expect(created.map((p: { flags: string[] }) => p.flags)).toEqual([[], [], ['clock_skew']]);
    expect(created.map((p: { recorded_offline: boolean }) => p.recorded_offline)).toEqual([true, true, false]);
    expect(await punchCount(staff.staffId)).toBe(3);
  });

  it('answers a refused punch by its index and stores the others', async () => {
    const { staff } = await createTestCompany(ctx);
    const res = await bulk(staff, [
      { action: 'in', client_time: isoMinutesAgo(5), timezone: 'UTC' },
      { action: 'in', client_time: isoMinutesAgo(4), timezone: 'Mars/Base' },
      { action: 'lunch', client_time: isoMinutesAgo(3), timezone: 'UTC' },
      { action: 'out', client_time: isoMinutesAgo(2), timezone: 'UTC' },
    ]);
    expect(res.statusCode).toBe(201);
    expect(res.json().errors).toEqual([
      { index: 1, detail: 'timezone: Unknown time zone.' },
      { index: 2, detail: expect.stringMatching(/^action: /) },
    ]);
    expect(res.json().created.map((p: { action: string }) => p.action)).toEqual(['in', 'out']);
    expect(await punchCount(staff.staffId)).toBe(2);
  });

  it('applies a retried batch once, and refuses an empty or oversized one', async () => {
    const { staff } = await createTestCompany(ctx);
    const punches = [
      { action: 'in', client_time: isoMinutesAgo(20), timezone: 'UTC' },
      { action: 'out', client_time: isoMinutesAgo(10), timezone: 'UTC', queued_offset_ms: 600_000 },
    ];
    const first = await bulk(staff, punches, 'batch-key', 1_200_000);
    const again = await bulk(staff, punches, 'batch-key', 1_500_000);
    expect(again.json()).toEqual(first.json());
    expect(await punchCount(staff.staffId)).toBe(2);
    expect((await bulk(staff, [])).statusCode).toBe(400);
    const tooMany = Array.from({ length: CLOCK_BATCH_MAX + 1 }, () => punches[0]);
    expect((await bulk(staff, tooMany)).statusCode).toBe(400);
    expect(await punchCount(staff.staffId)).toBe(2);
  });
});

describe('GET inout/api/clock-ins/', () => {
  it('shows staff their own punches only, and admins everyone’s', async () => {
    const { staff, admin } = await createTestCompany(ctx);
    await clock(staff, { action: 'in', client_time: isoMinutesAgo(10), timezone: 'UTC' });
    await clock(admin, { action: 'in', client_time: isoMinutesAgo(9), timezone: 'UTC' });
    const own = await authed(ctx.app, staff, { method: 'GET', url: '/inout/api/clock-ins/' });
    expect(own.json().results.map((p: { staff: number }) => p.staff)).toEqual([staff.staffId]);
    const peek = await authed(ctx.app, staff, { method: 'GET', url: `/inout/api/clock-ins/?staff=${admin.staffId}` });
    expect(peek.statusCode).toBe(404);
    const all = await authed(ctx.app, admin, { method: 'GET', url: '/inout/api/clock-ins/' });
    expect(all.json().count).toBe(2);
    const one = await authed(ctx.app, admin, { method: 'GET', url: `/inout/api/clock-ins/?staff=${staff.staffId}` });
    expect(one.json().results).toHaveLength(1);
  });

  it('answers 404 for another company’s staff id', async () => {
    const mine = await createTestCompany(ctx);
    const theirs = await createTestCompany(ctx);
    const res = await authed(ctx.app, mine.admin, {
      method: 'GET',
      url: `/inout/api/clock-ins/?staff=${theirs.staff.staffId}`,
    });
    expect(res.statusCode).toBe(404);
  });

  it('filters by UTC days of the tapped time', async () => {
    const { staff } = await createTestCompany(ctx);
    await clock(staff, {
      action: 'in',
      client_time: '2026-03-01T23:30:00-05:00',
      timezone: 'America/New_York',
      recorded_offline: true,
    });
    await clock(staff, {
      action: 'out',
      client_time: '2026-03-02T08:00:00+00:00',
      timezone: 'UTC',
      recorded_offline: true,
    });
    const res = await authed(ctx.app, staff, {
      method: 'GET',
      url: '/inout/api/clock-ins/?date_from=2026-03-02&date_to=2026-03-02',
    });
    expect(res.json().results.map((p: { action: string }) => p.action)).toEqual(['out', 'in']);
    const before = await authed(ctx.app, staff, { method: 'GET', url: '/inout/api/clock-ins/?date_to=2026-03-01' });
    expect(before.json().count).toBe(0);
  });
});

describe('POST inout/api/clock-all-users-out/', () => {
  it('clocks out exactly those still clocked in, for attendance admins only', async () => {
    const { staff, admin } = await createTestCompany(ctx);
    await clock(staff, { action: 'in', client_time: isoMinutesAgo(60), timezone: 'UTC' });
    await clock(admin, { action: 'in', client_time: isoMinutesAgo(50), timezone: 'UTC' });
    await clock(admin, { action: 'out', client_time: isoMinutesAgo(40), timezone: 'UTC' });
    const denied = await authed(ctx.app, staff, { method: 'POST', url: '/inout/api/clock-all-users-out/' });
    expect(denied.statusCode).toBe(403);
    const res = await authed(ctx.app, admin, { method: 'POST', url: '/inout/api/clock-all-users-out/' });
    expect(res.json()).toEqual({ clocked_out: 1 });
    const list = await authed(ctx.app, staff, { method: 'GET', url: '/inout/api/clock-ins/' });
    expect(list.json().results[0]).toMatchObject({ action: 'out', source: 'admin' });
    const again = await authed(ctx.app, admin, { method: 'POST', url: '/inout/api/clock-all-users-out/' });
    expect(again.json()).toEqual({ clocked_out: 0 });
  });

  it("stamps each worker's clock-out in the zone they clocked in from", async () => {
    const { staff, admin } = await createTestCompany(ctx);
    await clock(staff, { action: 'in', client_time: isoMinutesAgo(60), timezone: 'Asia/Tokyo' });
    await clock(admin, { action: 'in', client_time: isoMinutesAgo(60), timezone: 'America/New_York' });
    const res = await authed(ctx.app, admin, { method: 'POST', url: '/inout/api/clock-all-users-out/' });
    expect(res.json()).toEqual({ clocked_out: 2 });
    const list = await authed(ctx.app, admin, { method: 'GET', url: '/inout/api/clock-ins/?search=' });
    const outs = list.json<{ results: Punch[] }>().results.filter((p) => p.action === 'out');
    const byStaff = new Map(outs.map((p) => [p.staff, p]));
    expect(byStaff.get(staff.staffId)).toMatchObject({ timezone: 'Asia/Tokyo', client_utc_offset_minutes: 540 });
    const newYork = byStaff.get(admin.staffId)!;
    expect(newYork.timezone).toBe('America/New_York');
    // -300 in winter, -240 in summer.
    expect([-300, -240]).toContain(newYork.client_utc_offset_minutes);
  });
});

describe('time-clock settings', () => {
  it('are readable by staff and changed by assignment admins only', async () => {
    const { staff, admin } = await createTestCompany(ctx);
    const read = await authed(ctx.app, staff, { method: 'GET', url: '/inout/api/time-clock-settings/' });
    expect(read.json()).toEqual({
      ...DEFAULT_TIME_CLOCK_SETTINGS,
      require_location: false,
      max_clock_skew_minutes: 10,
      max_location_accuracy_m: 1000,
    });
    const denied = await authed(ctx.app, staff, {
      method: 'PUT',
      url: '/inout/api/time-clock-settings/',
      payload: { require_location: true, max_clock_skew_minutes: 3 },
    });
    expect(denied.statusCode).toBe(403);
    await authed(ctx.app, admin, {
      method: 'PUT',
      url: '/inout/api/time-clock-settings/',
      payload: { require_location: true, max_clock_skew_minutes: 3 },
    });
    const after = await authed(ctx.app, staff, { method: 'GET', url: '/inout/api/time-clock-settings/' });
    // An app from before the accuracy limit leaves it out: the stored one (the default) stays.
    expect(after.json()).toEqual({
      ...DEFAULT_TIME_CLOCK_SETTINGS,
      require_location: true,
      max_clock_skew_minutes: 3,
      max_location_accuracy_m: 1000,
    });
  });

  it('keep a location accuracy limit in whole metres: 0 or null is no limit, bad input is refused by name', async () => {
    const { admin } = await createTestCompany(ctx);
    const put = (payload: Record<string, unknown>) =>
      authed(ctx.app, admin, { method: 'PUT', url: '/inout/api/time-clock-settings/', payload });
    const get = async () =>
      (await authed(ctx.app, admin, { method: 'GET', url: '/inout/api/time-clock-settings/' })).json();
    const base = { require_location: true, max_clock_skew_minutes: 10 };

    const saved = await put({ ...base, max_location_accuracy_m: 250 });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ ...DEFAULT_TIME_CLOCK_SETTINGS, ...base, max_location_accuracy_m: 250 });
    expect(await get()).toEqual({ ...DEFAULT_TIME_CLOCK_SETTINGS, ...base, max_location_accuracy_m: 250 });
    // Left out (an older app): kept.
    expect((await put(base)).json()).toEqual({ ...DEFAULT_TIME_CLOCK_SETTINGS, ...base, max_location_accuracy_m: 250 });
    // Empty (null) is no limit, stored and shown as 0.
    expect((await put({ ...base, max_location_accuracy_m: null })).json()).toEqual({
      ...DEFAULT_TIME_CLOCK_SETTINGS,
      ...base,
      max_location_accuracy_m: 0,
    });
    expect((await put({ ...base, max_location_accuracy_m: 0 })).json()).toEqual({
      ...DEFAULT_TIME_CLOCK_SETTINGS,
      ...base,
      max_location_accuracy_m: 0,
    });

    for (const bad of [-1, 12.5, 100_001, '500']) {
      const res = await put({ ...base, max_location_accuracy_m: bad });
      expect(res.statusCode, `for ${JSON.stringify(bad)}`).toBe(400);
      expect(Object.keys(res.json())).toEqual(['max_location_accuracy_m']);
    }
    expect(await get()).toEqual({ ...DEFAULT_TIME_CLOCK_SETTINGS, ...base, max_location_accuracy_m: 0 });
  });
});

describe('the location accuracy limit', () => {
  const setLimit = (admin: TestUser, require_location: boolean, max_location_accuracy_m: number | null) =>
    authed(ctx.app, admin, {
      method: 'PUT',
      url: '/inout/api/time-clock-settings/',
      payload: { require_location, max_clock_skew_minutes: 10, max_location_accuracy_m },
    });
  const at = (accuracy_m: number | null) => ({
    client_time: isoMinutesAgo(0),
    timezone: 'UTC',
    latitude: 40.7,
    longitude: -74,
    accuracy_m,
  });

  it('flags a required location less precise than the limit, keeping the fix and its accuracy', async () => {
    const { staff, admin } = await createTestCompany(ctx);
    // The default limit (1000 m) applies to a company that never saved it.
    await authed(ctx.app, admin, {
      method: 'PUT',
      url: '/inout/api/time-clock-settings/',
      payload: { require_location: true, max_clock_skew_minutes: 10 },
    });
    const vague = await clock(staff, { action: 'in', ...at(5_000) });
    expect(vague.statusCode).toBe(201);
    expect(vague.json()).toMatchObject({
      flagged: true,
      flags: ['location_inaccurate'],
      latitude: 40.7,
      longitude: -74,
      accuracy_m: 5_000,
    });
    const precise = await clock(staff, { action: 'out', ...at(1_000) });
    expect(precise.json()).toMatchObject({ flagged: false, flags: [] });
    // A fix without an accuracy cannot be judged, and is not flagged for it.
    expect((await clock(staff, { action: 'in', ...at(null) })).json().flags).toEqual([]);
    // No fix at all is still "missing", whatever the limit.
    const none = await clock(staff, { action: 'out', client_time: isoMinutesAgo(0), timezone: 'UTC' });
    expect(none.json().flags).toEqual(['location_missing']);

    // The list admins read carries the flag with the accuracy.
    const list = await authed(ctx.app, admin, { method: 'GET', url: `/inout/api/clock-ins/?staff=${staff.staffId}` });
    const flagged = list.json().results.find((p: { flags: string[] }) => p.flags.includes('location_inaccurate'));
    expect(flagged).toMatchObject({ accuracy_m: 5_000, flagged: true });
  });

  it('uses the company’s own limit; 0 is no limit, and nothing is judged when a location is not required', async () => {
    const { staff, admin } = await createTestCompany(ctx);
    await setLimit(admin, true, 50);
    expect((await clock(staff, { action: 'in', ...at(80) })).json().flags).toEqual(['location_inaccurate']);
    await setLimit(admin, true, 0);
    expect((await clock(staff, { action: 'out', ...at(50_000) })).json().flags).toEqual([]);
    await setLimit(admin, false, 50);
    expect((await clock(staff, { action: 'in', ...at(5_000) })).json().flags).toEqual([]);
  });

  it('flags punches of a queued batch by the same rule', async () => {
    const { staff, admin } = await createTestCompany(ctx);
    await setLimit(admin, true, 100);
    const res = await authed(ctx.app, staff, {
      method: 'POST',
      url: '/inout/api/clock/bulk/',
      payload: {
        punches: [
          { action: 'in', ...at(5_000), client_time: isoMinutesAgo(2) },
          { action: 'out', client_time: isoMinutesAgo(1), timezone: 'UTC' },
          { action: 'in', ...at(20) },
        ],
      },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().created.map((p: { flags: string[] }) => p.flags)).toEqual([
      ['location_inaccurate'],
      ['location_missing'],
      [],
    ]);
  });
});
