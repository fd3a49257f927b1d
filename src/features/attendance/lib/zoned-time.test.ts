// Wall times of a zone and back, across a daylight-saving change.
import { describe, expect, it } from 'vitest';
import { instantOfWallTime, wallTime } from './zoned-time';

describe('zoned wall times', () => {
  it('shows an instant in the zone and reads it back', () => {
    const at = Date.parse('2026-10-25T04:30:00Z');
    expect(wallTime(at, 'Europe/Paris')).toBe('2026-10-25T05:30');
    expect(instantOfWallTime('2026-10-25T05:30', 'Europe/Paris')).toBe(at);
    expect(instantOfWallTime('2026-10-24T23:45', 'Europe/Paris')).toBe(Date.parse('2026-10-24T21:45:00Z'));
    expect(instantOfWallTime('2026-03-02T09:00', 'America/New_York')).toBe(Date.parse('2026-03-02T14:00:00Z'));
  });
});
