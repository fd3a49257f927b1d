// The marks of a punch in the admins' Clock Ins list: each flag in words, and a location flagged as
// too vague for the company with the fix's accuracy (issue 21).
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Punch } from '../../../../contract/attendance';
import { renderWithProviders } from '../../../test/render';
import { PunchBadges } from './punch-badges';

const punch: Punch = {
  id: 3,
  staff: 12,
  staff_name: 'Sam Staff',
  action: 'in',
  client_time: '2026-03-02T08:00:00.000Z',
  client_utc_offset_minutes: 0,
  timezone: 'UTC',
  server_received_at: '2026-03-02T08:00:01.000Z',
  recorded_offline: false,
  flagged: true,
  flags: ['location_inaccurate'],
  latitude: 40.7,
  longitude: -74,
  accuracy_m: 4_999.6,
  source: 'device',
};

describe('PunchBadges', () => {
  it('says a location is less precise than the company allows, with its accuracy', () => {
    renderWithProviders(<PunchBadges punch={punch} />);
    expect(screen.getByText('Flagged')).toBeInTheDocument();
    expect(screen.getByText('Location less precise than the company allows (±5000 m)')).toBeInTheDocument();
  });

  it('says a required location is missing', () => {
    renderWithProviders(
      <PunchBadges
        punch={{ ...punch, flags: ['location_missing'], latitude: null, longitude: null, accuracy_m: null }}
      />,
    );
    expect(screen.getByText('No location, although the company requires one')).toBeInTheDocument();
  });

  it("says a punch was made outside the division's geofence, with its distance (issue 24)", () => {
    renderWithProviders(
      <PunchBadges punch={{ ...punch, flags: ['outside_geofence'], accuracy_m: 12, geofence_distance_m: 1520 }} />,
    );
    expect(screen.getByText("Outside the division's geofence (1520 m from its centre)")).toBeInTheDocument();
  });
});
