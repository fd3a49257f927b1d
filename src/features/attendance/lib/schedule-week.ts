// The admin's week of the schedule as a grid, worked out in the company's time zone with
// contract/local-time (never the device's): the seven local dates of the week, the rows (each
// person with an "open shifts" row first, or each position with "no position"), the shifts of each
// cell, and a shift moved to another day at the same wall times (09:00 stays 09:00 over a
// daylight-saving change). Pure, so the screen and its tests share it.
import type { Shift } from '../../../../contract/shifts';
import { addDays, instantOfWallTime, localDate, wallTime } from '../../../../contract/local-time';

export type ScheduleMode = 'person' | 'position';

export interface ScheduleRow {
  /** 'open' / 'none' or the id, as a string (a drop target's name). */
  key: string;
  /** null: open shifts (by person) or no position (by position). */
  id: number | null;
  name: string;
  /** The row's shifts by local date, in start order. */
  cells: Map<string, Shift[]>;
}

export function weekDates(weekStart: string): string[] {
  return Array.from({ length: 7 }, (_, i) => addDays(weekStart, i));
}

/** 'HH:MM' of an instant in the zone. */
export const clockTime = (iso: string, zone: string) => wallTime(Date.parse(iso), zone).slice(11);

/** The local date a shift belongs to: the one it starts on. */
export const shiftDate = (shift: Pick<Shift, 'start'>, zone: string) => localDate(Date.parse(shift.start), zone);

/**
 * The grid's rows. By person: an "open shifts" row, then every person of `people` (so a shift can
 * be dropped on anyone), then anyone with a shift who is not among them. By position likewise, with
 * "no position" first.
 */
export function scheduleRows(
  shifts: readonly Shift[],
  mode: ScheduleMode,
  choices: ReadonlyArray<{ id: number; name: string }>,
  zone: string,
  noneName: string,
): ScheduleRow[] {
  const rows = new Map<string, ScheduleRow>();
  const row = (id: number | null, name: string) => {
    const key = id === null ? 'none' : String(id);
    let r = rows.get(key);
    if (!r) {
      r = { key, id, name, cells: new Map() };
      rows.set(key, r);
    }
    return r;
  };
  row(null, noneName);
  for (const choice of choices) row(choice.id, choice.name);
  for (const shift of shifts) {
    const id = mode === 'person' ? shift.staff : shift.position;
    const name = (mode === 'person' ? shift.staff_name : shift.position_name) ?? `#${id}`;
    const r = row(id, name);
    const date = shiftDate(shift, zone);
    const cell = r.cells.get(date);
    if (cell) cell.push(shift);
    else r.cells.set(date, [shift]);
  }
  for (const r of rows.values())
    for (const cell of r.cells.values()) cell.sort((a, b) => a.start.localeCompare(b.start));
  return [...rows.values()];
}

/** The same wall time `days` later in the zone, as an ISO instant. */
function laterWall(iso: string, days: number, zone: string): string {
  const wall = wallTime(Date.parse(iso), zone);
  return new Date(instantOfWallTime(`${addDays(wall.slice(0, 10), days)}${wall.slice(10)}`, zone)).toISOString();
}

/** A shift's start and end moved to another local date, keeping its wall times. */
export function movedTimes(shift: Pick<Shift, 'start' | 'end'>, toDate: string, zone: string) {
  const from = localDate(Date.parse(shift.start), zone);
  const days = Math.round((Date.parse(`${toDate}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
  return { start: laterWall(shift.start, days, zone), end: laterWall(shift.end, days, zone) };
}

/**
 * Start and end instants of a shift typed as a local date and 'HH:MM' times in the zone; an end
 * at or before the start is the next day's (a night shift).
 */
export function shiftInstants(date: string, startTime: string, endTime: string, zone: string) {
  const endDate = endTime <= startTime ? addDays(date, 1) : date;
  return {
    start: new Date(instantOfWallTime(`${date}T${startTime}`, zone)).toISOString(),
    end: new Date(instantOfWallTime(`${endDate}T${endTime}`, zone)).toISOString(),
  };
}
