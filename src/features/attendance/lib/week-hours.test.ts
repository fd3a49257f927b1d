// The Working Hours week: each person's days in the zone of their latest device punch, days outside
// the week dropped (they were fetched only to catch shifts crossing its edges), open shifts kept.
import { describe, expect, it } from 'vitest';
import type { Punch } from '../../../../contract/attendance';
import { staffZones, weekTable } from './week-hours';

const H = 3_600_000;
let nextId = 1;
function punch(
  staff: number,
  action: Punch['action'],
  iso: string,
  timezone: string,
  source: Punch['source'] = 'device',
): Punch {
  return {
    id: nextId++,
    staff,
    staff_name: `Person ${staff}`,
    action,
    client_time: new Date(iso).toISOString(),
    client_utc_offset_minutes: 0,
    timezone,
    server_received_at: new Date(iso).toISOString(),
    recorded_offline: false,
    flagged: false,
    flags: [],
    latitude: null,
    longitude: null,
    accuracy_m: null,
    source,
  };
}

describe('weekTable', () => {
  it('counts a Sunday-night shift into Monday only for the part after midnight', () => {
    const rows = weekTable(
      [
        punch(1, 'in', '2026-03-01T22:00:00+01:00', 'Europe/Madrid'),
        punch(1, 'out', '2026-03-02T06:00:00+01:00', 'Europe/Madrid'),
      ],
      '2026-03-02',
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.days[0]!.workedMs).toBe(6 * H);
    expect(rows[0]!.totalMs).toBe(6 * H);
  });

  it('keeps a missing clock-out as an open shift with no hours', () => {
    const rows = weekTable([punch(2, 'in', '2026-03-04T09:00:00Z', 'UTC')], '2026-03-02');
    expect(rows[0]!.days[2]).toMatchObject({ workedMs: 0, openShift: true });
    expect(rows[0]!.totalMs).toBe(0);
  });

  it("takes a person's zone from their latest device punch, not from an admin's clock-out", () => {
    const zones = staffZones([
      punch(3, 'in', '2026-03-02T09:00:00+09:00', 'Asia/Tokyo'),
      punch(3, 'out', '2026-03-02T18:00:00+09:00', 'UTC', 'admin'),
    ]);
    expect(zones.get(3)?.zone).toBe('Asia/Tokyo');
  });
});
