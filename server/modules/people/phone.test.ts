// Phone numbers through every call that takes one (issue 21): Create New Employee, the profile's
// update, the staff bulk import and the onboarding step accept and refuse the same inputs, store
// E.164 and say why a number is refused under its field (400, or the row's "Error for ID" line in
// a bulk answer; never a 500). Numbers stored before E.164 still read and do not block saves.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BulkResult, StaffDetail, StaffListItem } from '../../../contract/people';
import type { Paginated } from '../../../contract/pagination';
import { PHONE_EXTENSION, PHONE_INVALID, PHONE_TOO_LONG, PHONE_TOO_SHORT } from '../../../contract/people-constants';
import { authed, createTestApp, createTestCompany, type TestCompany, type TestContext } from '../../test/helpers';

let ctx: TestContext;
let c: TestCompany;
beforeAll(async () => {
  ctx = await createTestApp();
  c = await createTestCompany(ctx);
});
afterAll(() => ctx.close());

const API = '/account/api';
let serial = 0;
const newEmail = () => `phone-${Date.now()}-${++serial}@phone.example`;

const ACCEPTED: [string, string][] = [
  ['5550001111', '+15550001111'],
  ['(555) 000-1111', '+15550001111'],
  ['555.000.1111', '+15550001111'],
  ['1 555 000 1111', '+15550001111'],
  ['+44 20 7946 0958', '+442079460958'],
  ['011 44 20 7946 0958', '+442079460958'],
];
const REFUSED: [unknown, string][] = [
  ['555-CALL-NOW', PHONE_INVALID],
  ['not a phone', PHONE_INVALID],
  ['555', PHONE_TOO_SHORT],
  ['55500011112222', PHONE_TOO_LONG],
  ['555 000 1111 x12', PHONE_EXTENSION],
];

async function create(personal_phone: unknown) {
  return authed(ctx.app, c.admin, {
    method: 'POST',
    url: `${API}/staffs/create_company_staff/`,
    payload: { email: newEmail(), first_name: 'Pat', personal_phone },
  });
}

async function bulk(phones: unknown[]) {
  const res = await authed(ctx.app, c.admin, {
    method: 'POST',
    url: `${API}/bulk-create-staff/`,
    payload: { staffs: phones.map((personal_phone) => ({ email: newEmail(), first_name: 'Bo', personal_phone })) },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<BulkResult>();
}

const update = (user: { token: string }, id: number, payload: object) =>
  authed(ctx.app, user, { method: 'PATCH', url: `${API}/staffs/${id}/update_staff/`, payload });

async function storedPhone(staffId: number) {
  const row = await ctx.database.db
    .selectFrom('staff')
    .innerJoin('users', 'users.id', 'staff.user_id')
    .select('users.personal_phone')
    .where('staff.id', '=', staffId)
    .executeTakeFirstOrThrow();
  return row.personal_phone;
}

describe('the staff form and the bulk import agree', () => {
  it.each(ACCEPTED)('both take %s and store %s', async (input, e164) => {
    const created = await create(input);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json<StaffDetail>().personal_phone).toBe(e164);

    const imported = await bulk([input]);
    expect(imported.errors).toEqual([]);
    expect(imported.succeeded).toHaveLength(1);
    expect(await storedPhone(imported.succeeded[0]!)).toBe(e164);

    const updated = await update(c.admin, created.json<StaffDetail>().id, { personal_phone: input });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json<StaffDetail>().personal_phone).toBe(e164);
  });

  it.each(REFUSED)('both refuse %s: "%s"', async (input, message) => {
    const created = await create(input);
    expect(created.statusCode).toBe(400);
    expect(created.json()).toEqual({ personal_phone: [message] });

    const imported = await bulk([input]);
    expect(imported.succeeded).toEqual([]);
    expect(imported.errors.map((e) => e.message)).toEqual([`Error for ID 1: personal_phone: ${message}`]);

    const updated = await update(c.admin, c.staff.staffId, { personal_phone: input });
    expect(updated.statusCode).toBe(400);
    expect(updated.json()).toEqual({ personal_phone: [message] });
  });

  it('refuses a phone that is not text with 400, in a bulk row too; empty or null is no phone', async () => {
    const created = await create(5550001111);
    expect(created.statusCode).toBe(400);
    expect(created.json()).toEqual({ personal_phone: ['Not a valid string.'] });
    const imported = await bulk([5550001111, '', null, '  ']);
    expect(imported.errors.map((e) => e.message)).toEqual(['Error for ID 1: personal_phone: Not a valid string.']);
    expect(imported.succeeded).toHaveLength(3);
    for (const id of imported.succeeded) expect(await storedPhone(id)).toBeNull();
  });

  it('imports a spreadsheet of mixed rows: each good number stored in E.164, each bad one its own line', async () => {
    const result = await bulk(['5550001111', '555', '+44 20 7946 0958', 'call me']);
    expect(result.succeeded).toHaveLength(2);
    expect(await Promise.all(result.succeeded.map(storedPhone))).toEqual(['+15550001111', '+442079460958']);
    expect(result.errors.map((e) => e.message)).toEqual([
      `Error for ID 2: personal_phone: ${PHONE_TOO_SHORT}`,
      `Error for ID 4: personal_phone: ${PHONE_INVALID}`,
    ]);
  });
});

describe('numbers stored before E.164', () => {
  it('still read as stored; saving other fields leaves them; saving the phone stores E.164', async () => {
    const company = await createTestCompany(ctx);
    const db = ctx.database.db;
    const setStored = (personal_phone: string) =>
      db.updateTable('users').set({ personal_phone }).where('id', '=', company.staff.userId).execute();
    const detail = async () =>
      (
        await authed(ctx.app, company.staff, { method: 'GET', url: `${API}/staffs/${company.staff.staffId}/` })
      ).json<StaffDetail>();

    // The old mask's format, and something older that cannot be read as a number at all.
    for (const legacy of ['(555) 123-4567', 'ask reception']) {
      await setStored(legacy);
      expect((await detail()).personal_phone).toBe(legacy);
      const renamed = await update(company.staff, company.staff.staffId, { first_name: 'Renamed' });
      expect(renamed.statusCode, renamed.body).toBe(200);
      expect(renamed.json<StaffDetail>().personal_phone).toBe(legacy);
    }

    await setStored('(555) 123-4567');
    const saved = await update(company.staff, company.staff.staffId, { personal_phone: '(555) 123-4567' });
    expect(saved.json<StaffDetail>().personal_phone).toBe('+15551234567');
  });

  it('the onboarding step keeps a stored phone it is not sent, and stores a sent one in E.164', async () => {
    const company = await createTestCompany(ctx);
    const db = ctx.database.db;
    await db
      .updateTable('users')
      .set({ personal_phone: 'ask reception' })
      .where('id', '=', company.admin.userId)
      .execute();
    const put = (payload: object) =>
      authed(ctx.app, company.admin, { method: 'PUT', url: `${API}/onboarding/personal-info/`, payload });
    const kept = await put({ first_name: 'Ann' });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json()).toMatchObject({ personal_phone: 'ask reception' });
    const refused = await put({ first_name: 'Ann', personal_phone: 'ask reception' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ personal_phone: [PHONE_INVALID] });
    const stored = await put({ first_name: 'Ann', personal_phone: '5550001111' });
    expect(stored.json()).toMatchObject({ personal_phone: '+15550001111' });
    const cleared = await put({ first_name: 'Ann', personal_phone: '' });
    expect(cleared.json()).toMatchObject({ personal_phone: '' });
  });
});

describe('searching by phone', () => {
  it('finds a number by its digits however it was typed or stored', async () => {
    const company = await createTestCompany(ctx);
    const db = ctx.database.db;
    const other = await authed(ctx.app, company.admin, {
      method: 'POST',
      url: `${API}/staffs/create_company_staff/`,
      payload: { email: newEmail(), first_name: 'Lee', personal_phone: '(555) 000-1111' },
    });
    const e164Id = other.json<StaffDetail>().id;
    await db
      .updateTable('users')
      .set({ personal_phone: '(555) 999-2222' })
      .where('id', '=', company.staff.userId)
      .execute();
    const search = async (text: string) =>
      (
        await authed(ctx.app, company.admin, {
          method: 'GET',
          url: `${API}/staffs/company_users/?search=${encodeURIComponent(text)}`,
        })
      )
        .json<Paginated<StaffListItem>>()
        .results.map((r) => r.id);
    expect(await search('(555) 000-1111')).toEqual([e164Id]);
    expect(await search('000-1111')).toEqual([e164Id]);
    expect(await search('+15550001111')).toEqual([e164Id]);
    expect(await search('555 999 2222')).toEqual([company.staff.staffId]);
    // Both numbers hold 555. Anyone else found matched in their name or e-mail: the test accounts'
    // e-mails hold a random UUID, which holds "555" now and then (a run on PostgreSQL found the admin).
    const all = await authed(ctx.app, company.admin, {
      method: 'GET',
      url: `${API}/staffs/company_users/?search=555`,
    });
    const found = all.json<Paginated<StaffListItem>>().results;
    expect(found.map((r) => r.id)).toEqual(expect.arrayContaining([e164Id, company.staff.staffId]));
    for (const other of found.filter((r) => r.id !== e164Id && r.id !== company.staff.staffId)) {
      expect(JSON.stringify(other)).toMatch(/555/);
    }
  });
});
