// A punch as the server answers it, for the attendance screens' tests: a clock-in tapped on a phone
// at 08:00 UTC, sent at once, with no location and no flag; each test overrides what it is about.
import type { Punch } from '../../../../contract/attendance';

export function punchFixture(overrides: Partial<Punch> = {}): Punch {
  return {
    id: 3,
    staff: 12,
    staff_name: 'Sam Staff',
    action: 'in',
    client_time: '2026-03-02T08:00:00.000Z',
    client_utc_offset_minutes: 0,
    timezone: 'UTC',
    server_received_at: '2026-03-02T08:00:01.000Z',
    recorded_offline: false,
    flagged: false,
    flags: [],
    latitude: null,
    longitude: null,
    accuracy_m: null,
    source: 'device',
    ...overrides,
  };
}
