// The marks of a punch in the admins' Clock Ins list: each flag in words, and a location flagged as
// too vague for the company with the fix's accuracy (issue 21).
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { punchFixture } from '../test/fixtures';
import { PunchBadges } from './punch-badges';

const punch = punchFixture({
  flagged: true,
  flags: ['location_inaccurate'],
  latitude: 40.7,
  longitude: -74,
  accuracy_m: 4_999.6,
});

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
