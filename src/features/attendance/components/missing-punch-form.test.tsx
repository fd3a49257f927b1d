// A manager's missing punch on a timesheet (issue 24): the form starts at the day left without a
// clock-out, sends the wall time in the company's zone with the reason (required), and the
// timesheet marks a manager's punch, a punch outside the geofence with its distance, and the
// addition in its list of changes.
import 'fake-indexeddb/auto';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { TimesheetDetail as Detail, TimesheetDayView } from '../../../../contract/timesheets';
import { renderWithProviders, setupApiServer } from '../../../test/render';
import { missingPunchDefaults } from './missing-punch-form';
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
const day = (date: string, over: Partial<TimesheetDayView> = {}): TimesheetDayView => ({
  date,
  ...zero,
  late_minutes: 0,
  flags: [],
  punches: [],
  ...over,
});
const punch = { flags: [], edited: false, source: 'device' as const, geofence_distance_m: null };

function sheet(over: Partial<Detail> = {}): Detail {
  return {
    staff: 7,
    staff_name: 'Sam Staff',
    period_from: '2026-10-19',
    period_to: '2026-10-25',
    status: 'open',
    totals: zero,
    flags: ['missing_out', 'outside_geofence'],
    approved_totals: null,
    changed_since_approval: false,
    time_zone: 'Europe/Paris',
    days: [
      day('2026-10-19'),
      day('2026-10-20', {
        flags: ['missing_out', 'outside_geofence'],
        punches: [
          {
            ...punch,
            id: 1,
            action: 'in',
            client_time: '2026-10-20T07:00:00.000Z',
            flags: ['outside_geofence'],
            geofence_distance_m: 1520,
          },
        ],
      }),
      day('2026-10-21'),
    ],
    approved_at: null,
    approved_by_name: null,
    confirmed_at: null,
    edits: [],
    ...over,
  };
}

describe('missingPunchDefaults', () => {
  it('starts at a clock-out at 17:00 on the last day left without one', () => {
    expect(missingPunchDefaults(sheet())).toEqual({ action: 'out', local_time: '2026-10-20T17:00' });
  });

  it('else at a clock-in on the last day with punches, or the first day of the period', () => {
    const noOpenDay = sheet();
    noOpenDay.days[1]!.flags = [];
    expect(missingPunchDefaults(noOpenDay)).toEqual({ action: 'in', local_time: '2026-10-20T09:00' });
    expect(missingPunchDefaults(sheet({ days: [day('2026-10-19')] }))).toEqual({
      action: 'in',
      local_time: '2026-10-19T09:00',
    });
  });
});

describe('adding a missing punch on the timesheet', () => {
  it('sends the action, the wall time in the company zone and the reason, which is required', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post('*/inout/api/timesheets/7/punches/', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ id: 9, action: 'out', client_time: '', flags: [], edited: false }, { status: 201 });
      }),
    );
    const { user } = renderWithProviders(<TimesheetDetail sheet={sheet()} isAdmin isOwn={false} />);
    await user.click(screen.getByTestId('missing-punch-open'));
    expect(screen.getByText('Date and time (Europe/Paris)')).toBeInTheDocument();
    expect(screen.getByTestId('missing-punch-time')).toHaveValue('2026-10-20T17:00');
    expect(screen.getByTestId('missing-punch-action')).toHaveValue('out');
    expect(screen.getByTestId('missing-punch-save')).toBeDisabled();
    await user.clear(screen.getByTestId('missing-punch-time'));
    await user.type(screen.getByTestId('missing-punch-time'), '2026-10-20T17:45');
    await user.type(screen.getByTestId('missing-punch-reason'), '  Forgot to clock out ');
    await user.click(screen.getByTestId('missing-punch-save'));
    await waitFor(() =>
      expect(sent).toEqual([{ action: 'out', local_time: '2026-10-20T17:45', reason: 'Forgot to clock out' }]),
    );
    await waitFor(() => expect(screen.queryByTestId('missing-punch-form')).not.toBeInTheDocument());
  });

  it('is not offered to the staff member', () => {
    renderWithProviders(<TimesheetDetail sheet={sheet()} isAdmin={false} isOwn />);
    expect(screen.queryByTestId('missing-punch-open')).not.toBeInTheDocument();
  });

  it("marks a manager's punch, a punch outside the geofence with its distance, and lists the addition", () => {
    const withAdded = sheet();
    withAdded.days[1]!.punches.push({
      ...punch,
      id: 2,
      action: 'out',
      client_time: '2026-10-20T15:45:00.000Z',
      source: 'admin',
    });
    withAdded.edits = [
      {
        punch: 2,
        action: 'out',
        previous_time: null,
        new_time: '2026-10-20T15:45:00.000Z',
        reason: 'Forgot to clock out',
        edited_by_name: 'Ada Admin',
        created_at: '2026-10-21T08:00:00.000Z',
      },
    ];
    renderWithProviders(<TimesheetDetail sheet={withAdded} isAdmin isOwn={false} />);
    expect(screen.getByTestId('punch-geofence-distance')).toHaveTextContent('1520 m from the geofence');
    expect(screen.getAllByText('Outside the geofence').length).toBeGreaterThan(0);
    expect(screen.getByTestId('punch-added')).toHaveTextContent('Added by a manager');
    expect(screen.getByTestId('timesheet-edits')).toHaveTextContent(
      'Ada Admin added a missing punch (Clock out) at 10/20/26, 5:45 PM: Forgot to clock out',
    );
  });
});
