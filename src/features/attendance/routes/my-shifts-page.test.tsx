// My shifts: the person's published shifts from now on, by day and time in the company's zone,
// asked for with their own staff id; a shift already over is not listed.
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Shift } from '../../../../contract/shifts';
import { meFixture, renderWithProviders, setupApiServer } from '../../../test/render';
import { MyShiftsPage } from './my-shifts-page';

const server = setupApiServer();

const shift = (id: number, start: string, end: string, over: Partial<Shift> = {}): Shift => ({
  id,
  staff: 10,
  staff_name: 'Sam',
  position: null,
  position_name: 'Cashier',
  division: null,
  division_name: 'North',
  start,
  end,
  note: '',
  status: 'published',
  conflicts: [],
  ...over,
});

describe('MyShiftsPage', () => {
  it('lists upcoming published shifts in the company zone and leaves out ended ones', async () => {
    const asked: URLSearchParams[] = [];
    const hour = 3_600_000;
    const iso = (ms: number) => new Date(ms).toISOString();
    const base = Math.floor(Date.now() / hour) * hour;
    server.use(
      http.get('*/inout/api/shifts/', ({ request }) => {
        asked.push(new URL(request.url).searchParams);
        return HttpResponse.json({
          count: 3,
          next: null,
          previous: null,
          time_zone: 'UTC',
          week_starts_on: 0,
          results: [
            shift(1, iso(base - 10 * hour), iso(base - 2 * hour)),
            shift(2, iso(base + 24 * hour), iso(base + 32 * hour), { note: 'Bring keys' }),
            shift(3, iso(base + 48 * hour), iso(base + 52 * hour), { status: 'draft' }),
          ],
        });
      }),
    );
    renderWithProviders(<MyShiftsPage />, { me: meFixture() });
    await waitFor(() => expect(screen.getAllByTestId('my-shift')).toHaveLength(1));
    const hh = (ms: number) => new Date(ms).toISOString().slice(11, 16);
    expect(screen.getByTestId('my-shift-times')).toHaveTextContent(`${hh(base + 24 * hour)}–${hh(base + 32 * hour)}`);
    expect(screen.getByText('Cashier · North')).toBeTruthy();
    expect(screen.getByText('Bring keys')).toBeTruthy();
    expect(asked[0]!.get('staff')).toBe(String(meFixture().staff_id));
  });
});
