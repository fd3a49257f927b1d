// The admin's Clock Ins table names the kiosk that recorded a punch (issue 24), and says nothing of
// the kind for a punch tapped on the person's own phone.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ClockIn } from '../../../../contract/attendance';
import { renderWithProviders } from '../../../test/render';
import { punchFixture } from '../test/fixtures';
import { PunchTable } from './punch-table';

const punch: ClockIn = { ...punchFixture({ geofence_distance_m: null }), kiosk: null };

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
