// One person's timesheet: the figures as the export writes them, the admin's approve and punch
// correction (sent with its reason), the staff member's confirm once approved, and the note when the
// figures changed since the approval.
import 'fake-indexeddb/auto';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { TimesheetDetail as Detail } from '../../../../contract/timesheets';
import { userDatabase } from '../../../offline/db';
import { renderWithProviders, setupApiServer } from '../../../test/render';
import { registerTimesheetConfirmKind, TIMESHEET_CONFIRM_KIND } from '../offline/timesheet-confirm-kind';
import { TimesheetDetail } from './timesheet-detail';

const server = setupApiServer();

const zero = {
  worked_minutes: 0,
  break_minutes: 0,
  unpaid_break_minutes: 0,
  scheduled_minutes: 0,
  regular_minutes: 0,
  overtime_minutes: 0,
};
const totals = { ...zero, worked_minutes: 480, break_minutes: 30, unpaid_break_minutes: 30, regular_minutes: 480 };

function sheet(over: Partial<Detail> = {}): Detail {
  return {
    staff: 7,
    staff_name: 'Sam Staff',
    period_from: '2026-10-19',
    period_to: '2026-10-25',
    status: 'open',
    totals,
    flags: [],
    approved_totals: null,
    changed_since_approval: false,
    time_zone: 'Europe/Paris',
    days: [
      {
        date: '2026-10-20',
        ...totals,
        late_minutes: 0,
        flags: ['missing_break_end'],
        punches: [
          {
            id: 1,
            action: 'in',
            client_time: '2026-10-20T06:00:00.000Z',
            flags: [],
            edited: false,
            source: 'device',
            geofence_distance_m: null,
          },
          {
            id: 2,
            action: 'out',
            client_time: '2026-10-20T14:30:00.000Z',
            flags: [],
            edited: false,
            source: 'device',
            geofence_distance_m: null,
          },
        ],
      },
      { date: '2026-10-21', ...zero, late_minutes: 0, flags: [], punches: [] },
    ],
    approved_at: null,
    approved_by_name: null,
    confirmed_at: null,
    edits: [],
    ...over,
  };
}

describe('TimesheetDetail', () => {
  it('shows decimal hours and flags, only days with something on them', () => {
    renderWithProviders(<TimesheetDetail sheet={sheet()} isAdmin={false} isOwn />);
    expect(screen.getByTestId('timesheet-totals-worked')).toHaveTextContent('8.00 h');
    expect(screen.getByTestId('timesheet-totals-unpaid-breaks')).toHaveTextContent('0.50 h');
    expect(screen.getByText('Break not ended')).toBeInTheDocument();
    expect(screen.queryByTestId('timesheet-day-2026-10-21')).not.toBeInTheDocument();
    expect(screen.getByText('Your manager has not approved this timesheet yet.')).toBeInTheDocument();
    expect(screen.queryByTestId('punch-edit')).not.toBeInTheDocument();
    expect(screen.queryByTestId('timesheet-confirm')).not.toBeInTheDocument();
  });

  it('lets an admin correct a punch in the company zone with a reason, and approve', async () => {
    const edits: unknown[] = [];
    const approvals: unknown[] = [];
    server.use(
      http.patch('*/inout/api/timesheets/punches/2/', async ({ request }) => {
        edits.push(await request.json());
        return HttpResponse.json({ id: 2, action: 'out', client_time: '', flags: [], edited: true });
      }),
      http.post('*/inout/api/timesheets/7/approve/', async ({ request }) => {
        approvals.push(await request.json());
        return HttpResponse.json(sheet({ status: 'approved' }));
      }),
    );
    const { user } = renderWithProviders(<TimesheetDetail sheet={sheet()} isAdmin isOwn={false} />);
    await user.click(screen.getAllByTestId('punch-edit')[1]!);
    const time = screen.getByTestId('punch-edit-time');
    // 14:30 UTC is 16:30 in Paris that day.
    expect(time).toHaveValue('2026-10-20T16:30');
    expect(screen.getByTestId('punch-edit-save')).toBeDisabled();
    await user.clear(time);
    await user.type(time, '2026-10-20T17:00');
    await user.type(screen.getByTestId('punch-edit-reason'), 'Closed the site');
    await user.click(screen.getByTestId('punch-edit-save'));
    await waitFor(() =>
      expect(edits).toEqual([{ client_time: '2026-10-20T15:00:00.000Z', reason: 'Closed the site' }]),
    );
    await user.click(screen.getByTestId('timesheet-approve'));
    await waitFor(() => expect(approvals).toEqual([{ date: '2026-10-19' }]));
  });

  it('offers the staff member to confirm an approved timesheet, saved on the device first, and shows a change since approval', async () => {
    await userDatabase(1, 10).outbox.clear();
    const { user, queryClient } = renderWithProviders(
      <TimesheetDetail
        sheet={sheet({
          status: 'approved',
          approved_totals: { ...totals, worked_minutes: 510 },
          changed_since_approval: true,
        })}
        isAdmin={false}
        isOwn
      />,
    );
    expect(screen.getByTestId('timesheet-confirm')).toBeInTheDocument();
    expect(screen.getByTestId('timesheet-changed')).toHaveTextContent('8.50 h were approved');
    registerTimesheetConfirmKind(queryClient);
    await user.click(screen.getByTestId('timesheet-confirm'));
    expect(await screen.findByTestId('timesheet-confirm-queued')).toBeInTheDocument();
    const items = await userDatabase(1, 10).outbox.toArray();
    expect(items.map((i) => [i.kind, i.body, i.path])).toEqual([
      [TIMESHEET_CONFIRM_KIND, { date: '2026-10-19' }, 'inout/api/timesheets/7/confirm/'],
    ]);
  });
});
