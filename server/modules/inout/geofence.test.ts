// Geofence per division (issue 24) against the real database: a division's geofence is all three
// fields or none, each out of range refused under its own name; a punch with a location by someone
// whose division has one carries its distance, and is flagged outside_geofence (stored, never
// refused) only beyond the radius plus the fix's accuracy; no flag without a location or a geofence.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Punch } from '../../../contract/attendance';
import type { Division } from '../../../contract/people';
import { authed, createTestApp, createTestCompany, type TestContext, type TestUser } from '../../test/helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

// The Puerta del Sol in Madrid, and points north of it (a metre of latitude is 1/111,195 of a degree).
const SOL = { latitude: 40.416775, longitude: -3.70379 };
const north = (metres: number) => ({ latitude: SOL.latitude + metres / 111_195, longitude: SOL.longitude });

const newDivision = (user: TestUser, payload: object) =>
  authed(ctx.app, user, { method: 'POST', url: '/division/api/', payload: { division_name: 'Site', ...payload } });

/** A company whose staff member belongs to a division with a 150 m geofence around Sol. */
async function fencedCompany() {
  const company = await createTestCompany(ctx);
  const res = await newDivision(company.admin, {
    geofence_latitude: SOL.latitude,
    geofence_longitude: SOL.longitude,
    geofence_radius_m: 150,
  });
  expect(res.statusCode).toBe(201);
  const division = res.json<Division>();
  await ctx.database.db
    .updateTable('staff')
    .set({ division_id: division.id })
    .where('id', '=', company.staff.staffId)
    .execute();
  return { ...company, division };
}

const clock = async (user: TestUser, fix: object, url = '/inout/api/clock/') => {
  const punch = { action: 'in', client_time: new Date().toISOString(), timezone: 'Europe/Madrid', ...fix };
  const res = await authed(ctx.app, user, {
    method: 'POST',
    url,
    payload: url.endsWith('bulk/') ? { punches: [punch] } : punch,
  });
  expect(res.statusCode).toBe(201);
  return url.endsWith('bulk/') ? res.json<{ created: Punch[] }>().created[0]! : res.json<Punch>();
};

describe('a division geofence', () => {
  it('is kept and shown with the division, and cleared with three nulls', async () => {
    const { admin, division } = await fencedCompany();
    expect(division).toMatchObject({ geofence_latitude: SOL.latitude, geofence_radius_m: 150 });
    const cleared = await authed(ctx.app, admin, {
      method: 'PATCH',
      url: `/division/api/${division.id}/`,
      payload: { geofence_latitude: null, geofence_longitude: null, geofence_radius_m: null },
    });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json()).toMatchObject({
      geofence_latitude: null,
      geofence_longitude: null,
      geofence_radius_m: null,
    });
    // A division without one, as before.
    const plain = await newDivision(admin, {});
    expect(plain.json()).toMatchObject({ geofence_latitude: null, geofence_radius_m: null });
  });

  it('refuses values out of range under the field at fault', async () => {
    const { admin } = await fencedCompany();
    const fence = { geofence_latitude: SOL.latitude, geofence_longitude: SOL.longitude, geofence_radius_m: 100 };
    const cases: Array<[object, string, string]> = [
      [{ geofence_latitude: 91 }, 'geofence_latitude', 'Enter a latitude between -90 and 90.'],
      [{ geofence_longitude: -180.5 }, 'geofence_longitude', 'Enter a longitude between -180 and 180.'],
      [{ geofence_radius_m: 0 }, 'geofence_radius_m', 'Enter a radius of 1 to 100000 metres.'],
      [{ geofence_radius_m: 100_001 }, 'geofence_radius_m', 'Enter a radius of 1 to 100000 metres.'],
      // The server's wording for any non-integer (server/lib), still under the field.
      [{ geofence_radius_m: 12.5 }, 'geofence_radius_m', 'A valid integer is required.'],
    ];
    for (const [bad, field, message] of cases) {
      const res = await newDivision(admin, { ...fence, ...bad });
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json()).toEqual({ [field]: [message] });
    }
  });

  it('takes all three or none, naming what is missing, on create and on edit', async () => {
    const { admin, division } = await fencedCompany();
    const created = await newDivision(admin, { geofence_latitude: 1, geofence_longitude: 2 });
    expect(created.statusCode).toBe(400);
    expect(created.json()).toEqual({
      geofence_radius_m: ['Give the latitude, longitude and radius together, or none of them.'],
    });
    const edited = await authed(ctx.app, admin, {
      method: 'PATCH',
      url: `/division/api/${division.id}/`,
      payload: { geofence_radius_m: 300 },
    });
    expect(edited.statusCode).toBe(400);
    expect(Object.keys(edited.json()).sort()).toEqual(['geofence_latitude', 'geofence_longitude']);
    // Editing other fields leaves the geofence alone.
    const renamed = await authed(ctx.app, admin, {
      method: 'PATCH',
      url: `/division/api/${division.id}/`,
      payload: { division_name: 'Sol kiosk' },
    });
    expect(renamed.json()).toMatchObject({ division_name: 'Sol kiosk', geofence_radius_m: 150 });
  });

  it('is set by profile admins only', async () => {
    const { staff, division } = await fencedCompany();
    const res = await authed(ctx.app, staff, {
      method: 'PATCH',
      url: `/division/api/${division.id}/`,
      payload: { geofence_latitude: null, geofence_longitude: null, geofence_radius_m: null },
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('punches against the geofence', () => {
  it('flags a punch beyond the radius plus the accuracy, with its distance, and stores it', async () => {
    const { admin, staff } = await fencedCompany();
    const far = await clock(staff, { ...north(400), accuracy_m: 20 });
    expect(far.flags).toEqual(['outside_geofence']);
    expect(far.flagged).toBe(true);
    expect(far.geofence_distance_m).toBe(400);
    // The admin's list shows the flag and the distance.
    const list = await authed(ctx.app, admin, { method: 'GET', url: `/inout/api/clock-ins/?staff=${staff.staffId}` });
    expect(list.json<{ results: Punch[] }>().results[0]).toMatchObject({
      id: far.id,
      flags: ['outside_geofence'],
      geofence_distance_m: 400,
    });
  });

  it('does not flag inside, nor a fix whose accuracy reaches inside, but keeps the distance', async () => {
    const { staff } = await fencedCompany();
    const inside = await clock(staff, { ...north(100), accuracy_m: 10 });
    expect(inside).toMatchObject({ flags: [], geofence_distance_m: 100 });
    const vague = await clock(staff, { ...north(200), accuracy_m: 60 });
    expect(vague).toMatchObject({ flags: [], geofence_distance_m: 200 });
  });

  it('flags queued punches sent in a batch the same way', async () => {
    const { staff } = await fencedCompany();
    const far = await clock(staff, { ...north(1000), accuracy_m: 5 }, '/inout/api/clock/bulk/');
    expect(far).toMatchObject({ flags: ['outside_geofence'], geofence_distance_m: 1000 });
  });

  it('has nothing to say of a punch without a location, or of someone without a geofence', async () => {
    const { admin, staff } = await fencedCompany();
    const noFix = await clock(staff, {});
    expect(noFix).toMatchObject({ flags: [], geofence_distance_m: null });
    // The admin is in no division: far away is not flagged.
    const elsewhere = await clock(admin, { ...north(50_000), accuracy_m: 5 });
    expect(elsewhere).toMatchObject({ flags: [], geofence_distance_m: null });
  });

  it('adds the flag to the other location flags and shows it on the timesheet day', async () => {
    const { admin, staff } = await fencedCompany();
    await authed(ctx.app, admin, {
      method: 'PUT',
      url: '/inout/api/time-clock-settings/',
      payload: { require_location: true, max_clock_skew_minutes: 10, max_location_accuracy_m: 50 },
    });
    const punch = await clock(staff, { ...north(2000), accuracy_m: 80 });
    expect(punch.flags).toEqual(['location_inaccurate', 'outside_geofence']);
    const sheet = await authed(ctx.app, admin, { method: 'GET', url: `/inout/api/timesheets/${staff.staffId}/` });
    const days = sheet.json<{ days: Array<{ flags: string[]; punches: Array<{ id: number; flags: string[] }> }> }>()
      .days;
    const day = days.find((d) => d.punches.some((p) => p.id === punch.id))!;
    expect(day.flags).toContain('outside_geofence');
    expect(day.punches.find((p) => p.id === punch.id)).toMatchObject({
      flags: ['location_inaccurate', 'outside_geofence'],
      geofence_distance_m: 2000,
    });
  });
});
