// The time-clock kiosk against the real database: PINs are set and cleared by attendance admins and
// never answered, a kiosk's credential is answered once and stops working when revoked, its roster
// verifies the right PIN only, and its punches are attributed to the person, recorded by the kiosk,
// and answered the same on a replay.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClockIn } from '../../../contract/attendance';
import type { CreatedKiosk, KioskPunch, KioskRoster } from '../../../contract/kiosk';
import { authed, createTestApp, createTestCompany, createTestUser, type TestContext } from '../../test/helpers';
import { deviceKey, kioskVerifier, pinMatches } from './kiosk.verifier';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const setPin = (user: { token: string }, staff: number, pin: string) =>
  authed(ctx.app, user, { method: 'PUT', url: `/inout/api/kiosk/pins/${staff}/`, payload: { pin } });
const createKiosk = async (admin: { token: string }, name = 'Front door') => {
  const res = await authed(ctx.app, admin, { method: 'POST', url: '/inout/api/kiosks/', payload: { name } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<CreatedKiosk>();
};
const asKiosk = (
  credential: string,
  options: { method: 'GET' | 'POST'; url: string; payload?: object; key?: string },
) =>
  ctx.app.inject({
    method: options.method,
    url: options.url,
    payload: options.payload,
    headers: { 'x-kiosk-token': credential, ...(options.key ? { 'idempotency-key': options.key } : {}) },
  });
const punch = (staff: number, action = 'in') => ({
  staff,
  action,
  client_time: new Date(Date.now() - 5_000).toISOString(),
  timezone: 'Europe/Madrid',
});

describe('staff PINs', () => {
  it('an attendance admin sets and clears a PIN; no answer or history carries the PIN or its hashes', async () => {
    const { admin, staff } = await createTestCompany(ctx);
    const set = await setPin(admin, staff.staffId, '4821');
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toMatchObject({ staff: staff.staffId, has_pin: true });
    const stored = await ctx.database.db
      .selectFrom('staff_pins')
      .selectAll()
      .where('staff_id', '=', staff.staffId)
      .executeTakeFirstOrThrow();
    expect(stored.pin_hash).toMatch(/^scrypt\$/);
    expect(await pinMatches(stored.pin_hash, '4821')).toBe(true);
    expect(await pinMatches(stored.pin_hash, '4822')).toBe(false);

    const status = await authed(ctx.app, admin, { method: 'GET', url: `/inout/api/kiosk/pins/${staff.staffId}/` });
    const history = await authed(ctx.app, admin, { method: 'GET', url: '/account/api/actions/?entity=staff_pin' });
    for (const res of [set, status, history]) {
      for (const secret of ['4821', stored.pin_hash, stored.device_key]) expect(res.body).not.toContain(secret);
    }
    expect(status.json()).toMatchObject({ has_pin: true });
    expect(history.json().results[0].summary).toBe("Set Test Staff's kiosk PIN");

    const cleared = await authed(ctx.app, admin, { method: 'DELETE', url: `/inout/api/kiosk/pins/${staff.staffId}/` });
    expect(cleared.json()).toMatchObject({ has_pin: false });
  });

  it('refuses a PIN that is not 4 to 8 digits, and plain staff setting others’ PINs', async () => {
    const { admin, staff } = await createTestCompany(ctx);
    for (const pin of ['123', '123456789', '12a4']) {
      const res = await setPin(admin, staff.staffId, pin);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ pin: ['Enter a PIN of 4 to 8 digits.'] });
    }
    expect((await setPin(staff, admin.staffId, '4821')).statusCode).toBe(403);
  });

  it('staff set their own PIN while signed in', async () => {
    const { staff } = await createTestCompany(ctx);
    const res = await authed(ctx.app, staff, {
      method: 'PUT',
      url: '/inout/api/kiosk/my-pin/',
      payload: { pin: '90210' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ staff: staff.staffId, has_pin: true });
  });
});

describe('kiosks', () => {
  it('answers the credential once; the list shows only its prefix', async () => {
    const { admin } = await createTestCompany(ctx);
    const kiosk = await createKiosk(admin);
    expect(kiosk.credential).toMatch(/^gwk_/);
    const list = await authed(ctx.app, admin, { method: 'GET', url: '/inout/api/kiosks/' });
    expect(list.json().results).toEqual([
      expect.objectContaining({ id: kiosk.id, name: 'Front door', revoked_at: null }),
    ]);
    expect(list.body).not.toContain(kiosk.credential);
    expect(kiosk.credential.startsWith(list.json().results[0].credential_prefix)).toBe(true);
  });

  it("a kiosk's roster holds names, ids and verifiers that check the right PIN only", async () => {
    const { admin, staff } = await createTestCompany(ctx);
    const other = await createTestCompany(ctx);
    await setPin(admin, staff.staffId, '4821');
    await setPin(other.admin, other.staff.staffId, '4821');
    const kiosk = await createKiosk(admin);
    const res = await asKiosk(kiosk.credential, { method: 'GET', url: '/inout/api/kiosk/roster/' });
    expect(res.statusCode, res.body).toBe(200);
    const roster = res.json<KioskRoster>();
    expect(roster.people).toHaveLength(1);
    const [person] = roster.people;
    expect(person).toEqual({
      staff: staff.staffId,
      name: 'Test Staff',
      salt: expect.any(String),
      verifier: expect.any(String),
    });
    expect(res.body).not.toContain(staff.email);
    const verify = async (pin: string) =>
      (await kioskVerifier(await deviceKey(pin, person!.salt), roster.verifier.kiosk_salt, person!.salt)) ===
      person!.verifier;
    expect(await verify('4821')).toBe(true);
    expect(await verify('4812')).toBe(false);

    // Another kiosk holds another verifier of the same PIN.
    const second = await createKiosk(admin, 'Back door');
    const again = (
      await asKiosk(second.credential, { method: 'GET', url: '/inout/api/kiosk/roster/' })
    ).json<KioskRoster>();
    expect(again.people[0]!.verifier).not.toBe(person!.verifier);
  });

  it("a new PIN replaces every kiosk's verifier, and a cleared PIN takes the person off the roster", async () => {
    const { admin, staff } = await createTestCompany(ctx);
    const kiosk = await createKiosk(admin);
    const roster = async () =>
      (await asKiosk(kiosk.credential, { method: 'GET', url: '/inout/api/kiosk/roster/' })).json<KioskRoster>();
    const verifies = async (r: KioskRoster, pin: string) => {
      const [p] = r.people;
      return (await kioskVerifier(await deviceKey(pin, p!.salt), r.verifier.kiosk_salt, p!.salt)) === p!.verifier;
    };
    await setPin(admin, staff.staffId, '4821');
    expect(await verifies(await roster(), '4821')).toBe(true);
    await setPin(admin, staff.staffId, '9753');
    const after = await roster();
    expect(await verifies(after, '4821')).toBe(false);
    expect(await verifies(after, '9753')).toBe(true);
    await authed(ctx.app, admin, { method: 'DELETE', url: `/inout/api/kiosk/pins/${staff.staffId}/` });
    expect((await roster()).people).toEqual([]);
  });

  it('records punches attributed to the person and recorded by the kiosk; a replay answers the same', async () => {
    const { admin, staff } = await createTestCompany(ctx);
    const kiosk = await createKiosk(admin);
    const body = punch(staff.staffId);
    const first = await asKiosk(kiosk.credential, {
      method: 'POST',
      url: '/inout/api/kiosk/clock/',
      payload: body,
      key: 'k-1',
    });
    expect(first.statusCode, first.body).toBe(201);
    const created = first.json<KioskPunch>();
    expect(created).toMatchObject({
      staff: staff.staffId,
      staff_name: 'Test Staff',
      action: 'in',
      kiosk: kiosk.id,
      pin_checked_on_device: true,
      timezone: 'Europe/Madrid',
    });
    const replay = await asKiosk(kiosk.credential, {
      method: 'POST',
      url: '/inout/api/kiosk/clock/',
      payload: body,
      key: 'k-1',
    });
    expect(replay.statusCode).toBe(201);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json()).toEqual(created);
    const other = await asKiosk(kiosk.credential, {
      method: 'POST',
      url: '/inout/api/kiosk/clock/',
      payload: punch(staff.staffId, 'out'),
      key: 'k-1',
    });
    expect(other.statusCode).toBe(422);

    const list = await authed(ctx.app, admin, { method: 'GET', url: `/inout/api/kiosks/${kiosk.id}/punches/` });
    expect(list.json().results).toEqual([created]);
    // The person's own punch list has it too.
    const own = await authed(ctx.app, staff, { method: 'GET', url: '/inout/api/clock-ins/' });
    expect(own.json().results.map((p: { id: number }) => p.id)).toEqual([created.id]);

    // The admin's Clock Ins names the kiosk that recorded it; a punch tapped on a phone has none.
    const phone = await authed(ctx.app, staff, {
      method: 'POST',
      url: '/inout/api/clock/',
      payload: { action: 'out', client_time: new Date().toISOString(), timezone: 'Europe/Madrid' },
    });
    expect(phone.statusCode, phone.body).toBe(201);
    const clockIns = await authed(ctx.app, admin, {
      method: 'GET',
      url: `/inout/api/clock-ins/?staff=${staff.staffId}`,
    });
    expect(clockIns.json<{ results: ClockIn[] }>().results.map((p) => [p.id, p.kiosk])).toEqual([
      [phone.json<{ id: number }>().id, null],
      [created.id, { id: kiosk.id, name: 'Front door' }],
    ]);
  });

  it("refuses a punch for someone who is not an active member of the kiosk's company", async () => {
    const { admin } = await createTestCompany(ctx);
    const other = await createTestCompany(ctx);
    const kiosk = await createKiosk(admin);
    const res = await asKiosk(kiosk.credential, {
      method: 'POST',
      url: '/inout/api/kiosk/clock/',
      payload: punch(other.staff.staffId),
      key: 'foreign',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ staff: ['This person is not an active member of this company.'] });

    const leaver = await createTestUser(ctx, admin.companyId);
    await ctx.database.db.updateTable('staff').set({ is_active: false }).where('id', '=', leaver.staffId).execute();
    const gone = await asKiosk(kiosk.credential, {
      method: 'POST',
      url: '/inout/api/kiosk/clock/',
      payload: punch(leaver.staffId),
    });
    expect(gone.statusCode).toBe(400);
  });

  it('a revoked kiosk is refused at once with kiosk_revoked; an unknown credential with token_invalid', async () => {
    const { admin, staff } = await createTestCompany(ctx);
    const kiosk = await createKiosk(admin);
    expect((await asKiosk(kiosk.credential, { method: 'GET', url: '/inout/api/kiosk/roster/' })).statusCode).toBe(200);
    const revoke = await authed(ctx.app, admin, { method: 'POST', url: `/inout/api/kiosks/${kiosk.id}/revoke/` });
    expect(revoke.statusCode).toBe(200);
    expect(revoke.json().revoked_at).not.toBeNull();
    for (const call of [
      { method: 'GET' as const, url: '/inout/api/kiosk/roster/' },
      { method: 'POST' as const, url: '/inout/api/kiosk/clock/', payload: punch(staff.staffId), key: 'after-revoke' },
    ]) {
      const res = await asKiosk(kiosk.credential, call);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ detail: 'This kiosk was revoked by an admin.', code: 'kiosk_revoked' });
    }
    const unknown = await asKiosk('gwk_not-a-kiosk', { method: 'GET', url: '/inout/api/kiosk/roster/' });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().code).toBe('token_invalid');
    // A person's token is no kiosk credential.
    const withToken = await authed(ctx.app, admin, { method: 'GET', url: '/inout/api/kiosk/roster/' });
    expect(withToken.statusCode).toBe(401);
    const history = await authed(ctx.app, admin, { method: 'GET', url: '/account/api/actions/?entity=kiosk' });
    expect(history.json().results.map((r: { summary: string }) => r.summary)).toEqual([
      'Revoked kiosk "Front door"',
      'Set up kiosk "Front door"',
    ]);
  });
});
