// The Working Hours table of one week: for each staff member, worked time per local day of their own
// time zone and the week's total, from dailyHours/weeklyHours. A person's zone is the zone of their
// latest punch made on a device in the fetched range (an admin's "clock everyone out" is written in
// UTC, so it does not count); without one, their latest punch's zone; else UTC. Open shifts stay
// marked and add nothing.
import type { Punch } from '../../../../contract/attendance';
import { addDays } from './month-grid';
import { dailyHours, weeklyHours, type DayHours } from './working-hours';

export interface StaffWeek {
  staffId: number;
  name: string;
  zone: string;
  /** Seven entries, Monday first; undefined where nothing happened that day. */
  days: Array<DayHours | undefined>;
  totalMs: number;
}

export function weekDates(monday: string): string[] {
  return Array.from({ length: 7 }, (_, i) => addDays(monday, i));
}

/** Each person's zone and name, from their latest punch (device punches first). */
export function staffZones(punches: Punch[]): Map<number, { zone: string; name: string }> {
  const latest = new Map<number, { punch: Punch; device: boolean }>();
  for (const p of punches) {
    const current = latest.get(p.staff);
    const device = p.source === 'device';
    const newer = !current || Date.parse(p.client_time) > Date.parse(current.punch.client_time);
    // A device punch always beats an admin one; among equals, the newer wins.
    if (!current || (device && !current.device) || (device === current.device && newer)) {
      latest.set(p.staff, { punch: p, device });
    }
  }
  return new Map([...latest].map(([id, { punch }]) => [id, { zone: punch.timezone || 'UTC', name: punch.staff_name }]));
}

/** `paidBreaks`: the company's rule (time-clock settings); unpaid breaks are taken off. */
export function weekTable(punches: Punch[], monday: string, paidBreaks = false): StaffWeek[] {
  const zones = staffZones(punches);
  const days = dailyHours(
    punches.map((p) => ({ staffId: p.staff, action: p.action, at: Date.parse(p.client_time) })),
    (id) => zones.get(id)?.zone ?? 'UTC',
    paidBreaks,
  );
  const dates = weekDates(monday);
  const inWeek = days.filter((d) => d.date >= dates[0]! && d.date <= dates[6]!);
  const totals = new Map(weeklyHours(inWeek).map((w) => [w.staffId, w.workedMs]));
  const staffIds = [...new Set(inWeek.map((d) => d.staffId))];
  return staffIds
    .map((staffId) => ({
      staffId,
      name: zones.get(staffId)?.name ?? String(staffId),
      zone: zones.get(staffId)?.zone ?? 'UTC',
      days: dates.map((date) => inWeek.find((d) => d.staffId === staffId && d.date === date)),
      totalMs: totals.get(staffId) ?? 0,
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** Hours and minutes of a duration, rounded down to the minute. */
export function hoursMinutes(ms: number): { hours: number; minutes: number } {
  const total = Math.floor(ms / 60_000);
  return { hours: Math.floor(total / 60), minutes: total % 60 };
}
