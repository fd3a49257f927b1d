// My shifts: the person's published shifts from now on, by day and time in the company's zone,
// asked for with their own staff id; a shift already over is not listed. Below, the open shifts they
// may ask for: asking is saved on the device first (offline too), shows as waiting to be sent, is
// sent once with its outbox id as Idempotency-Key, and the shift then shows as asked.
import 'fake-indexeddb/auto';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Shift, ShiftClaim } from '../../../../contract/shifts';
import { userDatabase } from '../../../offline/db';
import { startSync, stopSync } from '../../../offline/sync-engine';
import { meFixture, renderWithProviders, setupApiServer } from '../../../test/render';
import { registerShiftClaimKind } from '../offline/shift-claim-kind';
import { MyShiftsPage } from './my-shifts-page';

const server = setupApiServer();
const db = () => userDatabase(1, 10);

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
}

beforeEach(async () => {
  await db().outbox.clear();
});
afterEach(() => {
  stopSync();
  delete (navigator as { onLine?: boolean }).onLine;
});

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
    server.use(
      http.get('*/inout/api/shift-claims/', () => HttpResponse.json([])),
      http.get('*/inout/api/shift-swaps/', () => HttpResponse.json([])),
    );
    renderWithProviders(<MyShiftsPage />, { me: meFixture() });
    await waitFor(() => expect(screen.getAllByTestId('my-shift')).toHaveLength(1));
    const hh = (ms: number) => new Date(ms).toISOString().slice(11, 16);
    expect(screen.getByTestId('my-shift-times')).toHaveTextContent(`${hh(base + 24 * hour)}–${hh(base + 32 * hour)}`);
    expect(screen.getByText('Cashier · North')).toBeTruthy();
    expect(screen.getByText('Bring keys')).toBeTruthy();
    expect(asked.find((q) => q.has('staff'))!.get('staff')).toBe(String(meFixture().staff_id));
  });

  it('offline: asking is saved on the device, waits to be sent, and is sent once back online', async () => {
    const hour = 3_600_000;
    const base = Math.floor(Date.now() / hour) * hour;
    const open = shift(7, new Date(base + 30 * hour).toISOString(), new Date(base + 36 * hour).toISOString(), {
      staff: null,
      staff_name: null,
      note: 'Cover',
    });
    const claims: ShiftClaim[] = [];
    const posted: { shift: string; key: string | null }[] = [];
    server.use(
      http.get('*/inout/api/shifts/', ({ request }) =>
        HttpResponse.json({
          count: 1,
          next: null,
          previous: null,
          time_zone: 'UTC',
          week_starts_on: 0,
          // The person's own list (staff=) has none; the open ones come without it.
          results: new URL(request.url).searchParams.has('staff') ? [] : [open],
        }),
      ),
      http.get('*/inout/api/shift-claims/', () => HttpResponse.json(claims)),
      http.get('*/inout/api/shift-swaps/', () => HttpResponse.json([])),
      http.post('*/inout/api/shifts/:id/claim/', ({ params, request }) => {
        posted.push({ shift: String(params.id), key: request.headers.get('idempotency-key') });
        const claim: ShiftClaim = {
          id: 1,
          shift: open,
          staff: 10,
          staff_name: 'Sam',
          status: 'pending',
          created_at: new Date().toISOString(),
          decided_at: null,
        };
        claims.push(claim);
        return HttpResponse.json(claim, { status: 201 });
      }),
    );
    const view = renderWithProviders(<MyShiftsPage />, { me: meFixture() });
    registerShiftClaimKind(view.queryClient);
    const card = await screen.findByTestId('open-shift');
    expect(card).toHaveTextContent('Cover');
    const ask = screen.getByRole('button', { name: 'Ask for this shift' });
    await waitFor(() => expect(ask).toBeEnabled());
    setOnline(false);
    await view.user.click(ask);

    expect(await screen.findByTestId('open-shift-state')).toHaveTextContent('Asked · waiting to be sent');
    expect(screen.queryByRole('button', { name: 'Ask for this shift' })).toBeNull();
    const [queued, ...more] = await db().outbox.toArray();
    expect(more).toEqual([]);
    expect(queued).toMatchObject({ kind: 'attendance.shiftClaim', method: 'POST', path: 'inout/api/shifts/7/claim/' });
    expect(posted).toEqual([]);

    setOnline(true);
    startSync({ userId: 1, companyId: 10 });
    await waitFor(async () => expect(await db().outbox.count()).toBe(0));
    expect(posted).toEqual([{ shift: '7', key: queued!.id }]);
    await waitFor(() =>
      expect(screen.getByTestId('open-shift-state')).toHaveTextContent('Asked · waiting for approval'),
    );
  });
});
