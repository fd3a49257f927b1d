// The admin's week: shifts drawn in their person's row and local day of the company's zone with
// their conflicts, moved by the keyboard's Move dialog and by drag-and-drop (same wall times, new
// day and person), Copy last week sent for the week shown, and a request for an open shift approved.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Shift, ShiftClaim, ShiftList } from '../../../../contract/shifts';
import { DEFAULT_TIME_CLOCK_SETTINGS } from '../../../../contract/attendance';
import { renderWithProviders, setupApiServer } from '../../../test/render';
import { SchedulePage } from './schedule-page';

const server = setupApiServer();

const shift = (over: Partial<Shift>): Shift => ({
  id: 1,
  staff: 5,
  staff_name: 'Ana Ruiz',
  position: 3,
  position_name: 'Cashier',
  division: null,
  division_name: null,
  start: '2026-12-08T08:00:00.000Z',
  end: '2026-12-08T16:00:00.000Z',
  note: '',
  status: 'draft',
  conflicts: [],
  ...over,
});

function serve(
  shifts: Shift[],
  writes: Array<{ method: string; path: string; body: unknown }>,
  claims: ShiftClaim[] = [],
) {
  const list: ShiftList = {
    count: shifts.length,
    next: null,
    previous: null,
    time_zone: 'Europe/Madrid',
    week_starts_on: 0,
    results: shifts,
  };
  const record = async (request: Request) => {
    writes.push({ method: request.method, path: new URL(request.url).pathname, body: await request.json() });
  };
  server.use(
    http.get('*/inout/api/time-clock-settings/', () => HttpResponse.json(DEFAULT_TIME_CLOCK_SETTINGS)),
    http.get('*/inout/api/shifts/', () => HttpResponse.json(list)),
    http.get('*/inout/api/shift-claims/', () => HttpResponse.json(claims.filter((c) => c.status === 'pending'))),
    http.get('*/inout/api/shift-swaps/', () => HttpResponse.json([])),
    http.post('*/inout/api/shift-claims/:id/:decision/', ({ request, params }) => {
      writes.push({ method: 'POST', path: new URL(request.url).pathname, body: null });
      const claim = claims.find((c) => c.id === Number(params.id))!;
      claim.status = params.decision === 'approve' ? 'approved' : 'declined';
      return HttpResponse.json(claim);
    }),
    http.get('*/account/api/company-users-simple/', () =>
      HttpResponse.json([
        { id: 5, name: 'Ana Ruiz', email: 'ana@x.test', position_name: null },
        { id: 6, name: 'Bo Chen', email: 'bo@x.test', position_name: null },
      ]),
    ),
    http.get('*/account/api/positions/', () => HttpResponse.json([{ id: 3, name: 'Cashier' }])),
    http.get('*/division/api/', () => HttpResponse.json([])),
    http.patch('*/inout/api/shifts/:id/', async ({ request }) => {
      await record(request);
      return HttpResponse.json(shifts[0]);
    }),
    http.post('*/inout/api/shifts/copy-week/', async ({ request }) => {
      await record(request);
      return HttpResponse.json({ created: 2, skipped: 0 });
    }),
  );
}

const cell = (row: string, date: string) =>
  document.querySelector(`[data-testid="schedule-row"][data-row="${row}"] td[data-date="${date}"]`) as HTMLElement;

describe('SchedulePage', () => {
  it('draws each shift in its row and local day with its times and conflicts', async () => {
    serve(
      [
        shift({
          conflicts: [
            {
              kind: 'time_off',
              time_off: 9,
              start_date: '2026-12-08',
              end_date: '2026-12-08',
              time_off_type: 'Vacation',
            },
          ],
        }),
        // 23:30 UTC on the 9th is 00:30 on the 10th in Madrid; an open shift.
        shift({
          id: 2,
          staff: null,
          staff_name: null,
          start: '2026-12-09T23:30:00.000Z',
          end: '2026-12-10T07:30:00.000Z',
          status: 'published',
        }),
      ],
      [],
    );
    renderWithProviders(<SchedulePage />, { route: '/inout/schedule/?week=2026-12-07' });
    await waitFor(() => expect(cell('5', '2026-12-08')).toBeTruthy());
    const ana = within(cell('5', '2026-12-08'));
    expect(ana.getByTestId('shift-card')).toHaveTextContent('09:00–17:00');
    expect(ana.getByTestId('shift-card')).toHaveTextContent('Draft');
    expect(ana.getByTestId('shift-conflict')).toHaveTextContent('Time off');
    expect(within(cell('none', '2026-12-10')).getByTestId('shift-card')).toHaveTextContent('00:30–08:30');
    expect(screen.getByTestId('publish-week')).toHaveTextContent('Publish 1 draft');
  });

  it('moves a shift with the Move dialog and by drag-and-drop, keeping its wall times', async () => {
    const writes: Array<{ method: string; path: string; body: unknown }> = [];
    serve([shift({})], writes);
    const { user } = renderWithProviders(<SchedulePage />, { route: '/inout/schedule/?week=2026-12-07' });
    await waitFor(() => expect(cell('5', '2026-12-08')).toBeTruthy());
    await waitFor(() => expect(within(cell('5', '2026-12-08')).getByTestId('shift-card')).toBeTruthy());

    await user.click(screen.getByRole('button', { name: 'Move the shift 09:00–17:00' }));
    const dialog = within(await screen.findByTestId('move-shift-dialog'));
    await user.selectOptions(dialog.getByLabelText('Day'), '2026-12-11');
    await user.selectOptions(dialog.getByLabelText('Person'), '6');
    await user.click(screen.getByRole('button', { name: 'Move' }));
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]).toEqual({
      method: 'PATCH',
      path: '/inout/api/shifts/1/',
      body: { start: '2026-12-11T08:00:00.000Z', end: '2026-12-11T16:00:00.000Z', staff: 6 },
    });

    // Dragged onto the open shifts' Wednesday.
    const data = new Map<string, string>();
    const dataTransfer = {
      setData: (type: string, value: string) => data.set(type, value),
      getData: (type: string) => data.get(type) ?? '',
      get types() {
        return [...data.keys()];
      },
      effectAllowed: 'all',
      dropEffect: 'none',
    };
    const card = within(cell('5', '2026-12-08')).getByRole('button', { name: /^09:00–17:00/ });
    fireEvent.dragStart(card, { dataTransfer });
    fireEvent.dragOver(cell('none', '2026-12-09'), { dataTransfer });
    fireEvent.drop(cell('none', '2026-12-09'), { dataTransfer });
    await waitFor(() => expect(writes).toHaveLength(2));
    expect(writes[1]!.body).toEqual({
      start: '2026-12-09T08:00:00.000Z',
      end: '2026-12-09T16:00:00.000Z',
      staff: null,
    });
  });

  it('copies last week into the week shown', async () => {
    const writes: Array<{ method: string; path: string; body: unknown }> = [];
    serve([], writes);
    const { user } = renderWithProviders(<SchedulePage />, { route: '/inout/schedule/?week=2026-12-07' });
    await user.click(await screen.findByTestId('copy-last-week'));
    await waitFor(() =>
      expect(writes).toEqual([
        { method: 'POST', path: '/inout/api/shifts/copy-week/', body: { week_start: '2026-12-07' } },
      ]),
    );
    expect(await screen.findByText('2 shifts added as drafts (0 already there).')).toBeTruthy();
  });

  it('lists the pending requests for open shifts and gives the shift to the person asking', async () => {
    const writes: Array<{ method: string; path: string; body: unknown }> = [];
    const open = shift({ id: 4, staff: null, staff_name: null, status: 'published' });
    const claims: ShiftClaim[] = [
      {
        id: 9,
        shift: open,
        staff: 6,
        staff_name: 'Bo Chen',
        status: 'pending',
        created_at: '2026-12-01T10:00:00Z',
        decided_at: null,
      },
    ];
    serve([open], writes, claims);
    const { user } = renderWithProviders(<SchedulePage />, { route: '/inout/schedule/?week=2026-12-07' });
    const panel = await screen.findByTestId('shift-claims');
    expect(panel).toHaveTextContent('1 request for an open shift');
    expect(panel).toHaveTextContent('Bo Chen asks for');
    expect(panel).toHaveTextContent('09:00–17:00');
    await user.click(within(panel).getByRole('button', { name: 'Give it to them' }));
    await waitFor(() => expect(writes.map((w) => w.path)).toEqual(['/inout/api/shift-claims/9/approve/']));
    expect(await screen.findByText("The shift is now Bo Chen's.")).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('shift-claims')).toBeNull());
  });
});
