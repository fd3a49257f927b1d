// Upcoming events: holidays, birthdays and work anniversaries in a window counted from the company's
// today — across New Year, on Feb 29, and never another company's.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upcomingEventListSchema } from '../../../contract/company';
import { authed, createTestApp, createTestCompany, type TestContext } from '../../test/helpers';
import { createStaffMember } from '../../seed/factories';
import { addDays, listUpcomingEvents, localDate } from './upcoming-events.service';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

async function person(
  companyId: number,
  name: string,
  options: { birth?: string; hired?: string; active?: boolean } = {},
) {
  const [first_name, last_name] = name.split(' ');
  const { staffId } = await createStaffMember(ctx.database.db, companyId, {
    email: `${randomUUID()}@test.example`,
    first_name: first_name!,
    last_name: last_name ?? '',
    birth_date: options.birth ?? null,
  });
  await ctx.database.db
    .updateTable('staff')
    .set({ hired_on: options.hired ?? null, is_active: options.active ?? true })
    .where('id', '=', staffId)
    .execute();
}

async function holiday(companyId: number, name: string, date: string, end_date: string | null = null) {
  await ctx.database.db.insertInto('holidays').values({ company_id: companyId, name, date, end_date }).execute();
}

const at = (iso: string) => new Date(iso);

describe('listUpcomingEvents', () => {
  it('lists holidays, birthdays and anniversaries across New Year, sorted by date', async () => {
    const { companyId } = await createTestCompany(ctx);
    const other = await createTestCompany(ctx);
    await person(companyId, 'Ann Wrap', { birth: '1990-01-03' });
    await person(companyId, 'Bob Before', { birth: '1985-12-19' });
    await person(companyId, 'Cid Hire', { hired: '2020-12-25' });
    await person(companyId, 'Dee New', { hired: '2025-12-22' });
    await person(companyId, 'Eve Gone', { birth: '1991-12-24', active: false });
    await holiday(companyId, 'Christmas', '2025-12-25');
    await holiday(companyId, 'Winter break', '2025-12-18', '2025-12-21');
    await holiday(companyId, 'Last year', '2024-12-25');
    await holiday(companyId, 'Too far', '2026-02-01');
    await person(other.companyId, 'Zed Foreign', { birth: '1990-12-24' });
    await holiday(other.companyId, 'Foreign day', '2025-12-24');

    const events = await listUpcomingEvents(ctx.database.db, companyId, 30, at('2025-12-20T12:00:00Z'));
    expect(events).toEqual([
      { type: 'holiday', title: 'Winter break', date: '2025-12-18' },
      { type: 'holiday', title: 'Christmas', date: '2025-12-25' },
      { type: 'work_anniversary', title: 'Cid Hire', date: '2025-12-25' },
      { type: 'birthday', title: 'Ann Wrap', date: '2026-01-03' },
    ]);
  });

  it('moves a Feb 29 birthday to Feb 28 in a common year and keeps it in a leap year', async () => {
    const { companyId } = await createTestCompany(ctx);
    await person(companyId, 'Leap Day', { birth: '2000-02-29', hired: '2024-02-29' });
    expect(await listUpcomingEvents(ctx.database.db, companyId, 30, at('2025-02-20T12:00:00Z'))).toEqual([
      { type: 'birthday', title: 'Leap Day', date: '2025-02-28' },
      { type: 'work_anniversary', title: 'Leap Day', date: '2025-02-28' },
    ]);
    expect(await listUpcomingEvents(ctx.database.db, companyId, 30, at('2028-02-20T12:00:00Z'))).toEqual([
      { type: 'birthday', title: 'Leap Day', date: '2028-02-29' },
      { type: 'work_anniversary', title: 'Leap Day', date: '2028-02-29' },
    ]);
  });

  it("counts from today in the company's time zone", async () => {
    const { companyId } = await createTestCompany(ctx);
    await ctx.database.db
      .updateTable('companies')
      .set({ timezone: 'Pacific/Auckland' })
      .where('id', '=', companyId)
      .execute();
    await person(companyId, 'Utc Yesterday', { birth: '1990-12-19' });
    await person(companyId, 'Local Today', { birth: '1990-12-20' });
    // 12:00 UTC on Dec 19 is already Dec 20 in Auckland.
    const events = await listUpcomingEvents(ctx.database.db, companyId, 1, at('2025-12-19T12:00:00Z'));
    expect(events).toEqual([{ type: 'birthday', title: 'Local Today', date: '2025-12-20' }]);
  });

  it('lists both occurrences when a 366-day window holds the same date twice', async () => {
    const { companyId } = await createTestCompany(ctx);
    await person(companyId, 'Twice Seen', { birth: '1980-03-01' });
    const events = await listUpcomingEvents(ctx.database.db, companyId, 366, at('2025-03-01T08:00:00Z'));
    expect(events.map((e) => e.date)).toEqual(['2025-03-01', '2026-03-01']);
    // The last day of the window is today + 365; a window ending the day before misses the repeat.
    expect((await listUpcomingEvents(ctx.database.db, companyId, 365, at('2025-03-01T08:00:00Z'))).length).toBe(1);
  });
});

describe('date helpers', () => {
  it('reads the local date and adds days across month and year ends', () => {
    expect(localDate(at('2025-12-31T23:30:00Z'), 'America/New_York')).toBe('2025-12-31');
    expect(localDate(at('2025-12-31T23:30:00Z'), 'Asia/Tokyo')).toBe('2026-01-01');
    expect(localDate(at('2025-06-01T00:00:00Z'), 'Not/AZone')).toBe('2025-06-01');
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
  });
});

describe('GET company/api/upcoming-events/', () => {
  it("answers the caller company's events for today onwards and validates days", async () => {
    const { companyId, staff } = await createTestCompany(ctx);
    const today = localDate(new Date(), 'UTC');
    await holiday(companyId, 'Today off', today);
    await holiday(companyId, 'Far away', addDays(today, 40));
    const res = await authed(ctx.app, staff, { method: 'GET', url: '/company/api/upcoming-events/' });
    expect(res.statusCode).toBe(200);
    expect(upcomingEventListSchema.parse(res.json())).toContainEqual({
      type: 'holiday',
      title: 'Today off',
      date: today,
    });
    expect(res.json().map((e: { title: string }) => e.title)).not.toContain('Far away');
    const longer = await authed(ctx.app, staff, { method: 'GET', url: '/company/api/upcoming-events/?days=60' });
    expect(longer.json().map((e: { title: string }) => e.title)).toContain('Far away');
    for (const days of ['0', '367', 'x']) {
      const bad = await authed(ctx.app, staff, { method: 'GET', url: `/company/api/upcoming-events/?days=${days}` });
      expect(bad.statusCode).toBe(400);
      expect(Object.keys(bad.json())).toEqual(['days']);
    }
  });
});
