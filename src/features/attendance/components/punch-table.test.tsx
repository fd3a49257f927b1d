// The admin's Clock Ins table names the kiosk that recorded a punch (issue 24), and says nothing of
// the kind for a punch tapped on the person's own phone.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ClockIn } from '../../../../contract/attendance';
import { renderWithProviders } from '../../../test/render';
import { PunchTable } from './punch-table';

const punch: ClockIn = {
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
  geofence_distance_m: null,
  kiosk: null,
};

describe('PunchTable', () => {
  it("names the kiosk beside a kiosk's punch and nothing beside a phone's", () => {
    renderWithProviders(
      <PunchTable
        rows={[{ ...punch, id: 4, kiosk: { id: 9, name: 'Loading bay' } }, punch]}
        queued={[]}
        myName="Ada Admin"
      />,
    );
    const [kioskRow, phoneRow] = screen.getAllByTestId('punch-row');
    expect(within(kioskRow!).getByTestId('punch-kiosk')).toHaveTextContent('Kiosk: Loading bay');
    expect(within(phoneRow!).queryByTestId('punch-kiosk')).toBeNull();
  });
});
