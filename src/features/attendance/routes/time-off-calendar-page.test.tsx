// Time off asked for on the calendar with no network is saved on this device and shows on the
// calendar at once, marked as waiting; back online it is sent once (its outbox id as
// Idempotency-Key), and the calendar then shows the server's copy, once. Dates out of order are
// caught before anything is saved. And a time off the server refused stays, with its message.
import 'fake-indexeddb/auto';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TimeOff, TimeOffCalendar } from '../../../../contract/attendance';
import { userDatabase } from '../../../offline/db';
import { startSync, stopSync } from '../../../offline/sync-engine';
import { meFixture, renderWithProviders, setupApiServer } from '../../../test/render';
import { todayOnDevice } from '../lib/use-today';
import { registerTimeOffKind } from '../offline/time-off-kind';
import { TimeOffCalendarPage } from './time-off-calendar-page';

const server = setupApiServer();
const db = () => userDatabase(1, 10);
const month = todayOnDevice().slice(0, 7);
const day = (d: number) => `${month}-${String(d).padStart(2, '0')}`;

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
}

/** The calendar and the time-off endpoint, recording what was filed. */
function timeOffApi(refuse = false) {
  const filed: { body: unknown; key: string | null }[] = [];
  const timeOffs: TimeOff[] = [];
  const handlers = [
    http.get('*/account/api/time-off-calendar/', ({ request }) => {
      const asked = new URL(request.url).searchParams.get('month') ?? '';
      const answer: TimeOffCalendar = { month: asked, time_offs: timeOffs, holidays: [] };
      return HttpResponse.json(answer);
    }),
    http.post('*/request/api/staff-time-offs/', async ({ request }) => {
      const body = (await request.json()) as Omit<TimeOff, 'id' | 'staff' | 'staff_name' | 'status'>;
      filed.push({ body, key: request.headers.get('idempotency-key') });
      if (refuse) return HttpResponse.json({ time_off_type: ['Unknown type.'] }, { status: 400 });
      const made: TimeOff = { ...body, id: 70 + filed.length, staff: 11, staff_name: 'Ada Admin', status: 'pending' };
      timeOffs.push(made);
      return HttpResponse.json(made, { status: 201 });
    }),
  ];
  return { handlers, filed };
}

function renderPage() {
  // A staff member: the reviewers' card stays out of the way.
  const view = renderWithProviders(<TimeOffCalendarPage />, {
    me: meFixture({
      user_roles: {
        ...meFixture().user_roles,
        user_is_admin: false,
        user_is_request_admin: false,
        user_is_attendance_admin: false,
      },
    }),
    route: '/inout/time-off-calendar/',
  });
  registerTimeOffKind(view.queryClient);
  return view;
}

const entries = () => within(screen.getByTestId('month-grid')).queryAllByTestId('time-off');

async function fillAndSend(user: ReturnType<typeof renderPage>['user'], start: string, end: string) {
  const form = screen.getByTestId('time-off-form');
  await user.type(within(form).getByLabelText(/First day/), start);
  await user.type(within(form).getByLabelText(/Last day/), end);
  await user.selectOptions(within(form).getByLabelText('Type'), 'sick');
  await user.type(within(form).getByLabelText('Note'), 'Flu');
  await user.click(within(form).getByRole('button', { name: 'Send request' }));
}

beforeEach(async () => {
  await db().outbox.clear();
});
afterEach(() => {
  stopSync();
  delete (navigator as { onLine?: boolean }).onLine;
});

describe('TimeOffCalendarPage, asking for time off', () => {
  it('offline: saves it on the device, shows it waiting, and sends it once when back online', async () => {
    const api = timeOffApi();
    server.use(...api.handlers);
    const { user } = renderPage();
    await screen.findByTestId('month-grid');
    await waitFor(() =>
      expect(screen.getByTestId('month-grid').closest('[aria-busy]')).toHaveAttribute('aria-busy', 'false'),
    );
    setOnline(false);

    await fillAndSend(user, day(3), day(4));

    expect(
      await screen.findByText('Saved on this device. It is sent for approval when you are back online.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(entries()).toHaveLength(2));
    expect(entries().map((e) => e.textContent)).toEqual(['Ada Admin Waiting to sync', 'Ada Admin Waiting to sync']);
    const [queued, ...more] = await db().outbox.toArray();
    expect(more).toEqual([]);
    expect(queued).toMatchObject({
      kind: 'attendance.timeOff',
      path: 'request/api/staff-time-offs/',
      body: { start_date: day(3), end_date: day(4), time_off_type: 'sick', note: 'Flu' },
    });
    expect(api.filed).toEqual([]);

    setOnline(true);
    startSync({ userId: 1, companyId: 10 });
    await waitFor(async () => expect(await db().outbox.count()).toBe(0));
    expect(api.filed).toEqual([
      { body: { start_date: day(3), end_date: day(4), time_off_type: 'sick', note: 'Flu' }, key: queued!.id },
    ]);
    // The server's copy, once per day, no longer waiting.
    await waitFor(() =>
      expect(entries().map((e) => e.textContent)).toEqual(['Ada Admin Pending', 'Ada Admin Pending']),
    );
  });

  it('catches a last day before the first one, and saves nothing', async () => {
    server.use(...timeOffApi().handlers);
    const { user } = renderPage();
    await screen.findByTestId('month-grid');
    await fillAndSend(user, day(5), day(4));
    expect(await screen.findByText('The end date cannot be before the start date.')).toBeInTheDocument();
    expect(await db().outbox.count()).toBe(0);
  });

  it('keeps a time off the server refused on the calendar, with its message', async () => {
    server.use(...timeOffApi(true).handlers);
    const { user } = renderPage();
    await screen.findByTestId('month-grid');
    startSync({ userId: 1, companyId: 10 });
    await fillAndSend(user, day(6), day(6));
    await waitFor(() =>
      expect(entries().map((e) => e.textContent)).toEqual(['Ada Admin Not sent: Time off type: Unknown type.']),
    );
    expect(await db().outbox.toArray()).toEqual([expect.objectContaining({ state: 'failed' })]);
  });

  it('shows time off waiting on this device even when the calendar cannot be loaded (an offline start)', async () => {
    await db().outbox.add({
      id: 'waiting-1',
      kind: 'attendance.timeOff',
      method: 'POST',
      path: 'request/api/staff-time-offs/',
      body: { start_date: day(8), end_date: day(8), time_off_type: 'vacation', note: '' },
      entity_key: 'time-off:waiting-1',
      created_at: new Date().toISOString(),
      seq: 1,
      attempts: 0,
      next_attempt_at: 0,
      state: 'pending',
      last_error: null,
    });
    setOnline(false);
    renderPage();
    expect(await screen.findByText('The calendar could not be loaded.')).toBeInTheDocument();
    await waitFor(() => expect(entries().map((e) => e.textContent)).toEqual(['Ada Admin Waiting to sync']));
  });
});
