// A request filed on Create New Request with no network is saved on this device and listed under
// My requests at once as waiting; back online it is sent once, with its outbox id as the
// Idempotency-Key, and leaves the waiting list. Online it is sent at once and opens the request.
import 'fake-indexeddb/auto';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { LeaveBalances } from '../../../../contract/leave';
import type { RequestOptions } from '../../../../contract/requests';
import { userDatabase } from '../../../offline/db';
import { startSync, stopSync } from '../../../offline/sync-engine';
import { meFixture, renderWithProviders, setupApiServer } from '../../../test/render';
import { getLeaveBalancesQueryOptions } from '../api/get-leave-balances';
import { QueuedRequests } from '../components/queued-requests';
import { registerCreateRequestKind } from '../offline/create-request-kind';
import { CreateRequestPage } from './create-request-page';

const server = setupApiServer();
const db = () => userDatabase(1, 10);

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
}

const options: RequestOptions = {
  request_types: [
    { id: 5, name: 'Vacation', description: '', is_time_off: true, approver: null, is_active: true },
    { id: 6, name: 'Equipment', description: '', is_time_off: false, approver: null, is_active: true },
  ],
  staff: [],
};

const balances: LeaveBalances = {
  staff: 1,
  year: 2026,
  on: '2026-07-01',
  balances: [
    {
      request_type: 5,
      request_type_name: 'Vacation',
      year: 2026,
      allowance: 24,
      accrual: 'monthly',
      personal: false,
      accrued: 14,
      used: 3,
      pending: 2,
      available: 11,
    },
  ],
};

function requestsApi() {
  const filed: { body: unknown; key: string | null }[] = [];
  const handlers = [
    http.get('*/request/api/options/', () => HttpResponse.json(options)),
    http.get('*/request/api/leave-balances/:id/', () => HttpResponse.json(balances)),
    http.post('*/request/api/create/', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      filed.push({ body, key: request.headers.get('idempotency-key') });
      return HttpResponse.json({ id: 90 + filed.length, ...body }, { status: 201 });
    }),
  ];
  return { handlers, filed };
}

function renderPage() {
  const view = renderWithProviders(
    <Routes>
      <Route path="/request/create" element={<CreateRequestPage />} />
      <Route path="/request" element={<QueuedRequests />} />
      <Route path="/request/details/:id" element={<p>details</p>} />
    </Routes>,
    { me: meFixture(), route: '/request/create' },
  );
  registerCreateRequestKind(view.queryClient);
  return view;
}

async function fillTimeOff(user: ReturnType<typeof renderPage>['user']) {
  const form = await screen.findByTestId('request-form');
  await waitFor(() => expect(within(form).getAllByRole('option')).toHaveLength(3));
  await user.selectOptions(within(form).getByLabelText(/Request type/), 'Vacation');
  // The type's balance shows as soon as it is chosen.
  expect(await within(form).findByTestId('leave-balance')).toHaveTextContent(
    'VacationAccrued 14 of 24 (monthly) · used 3 · pending 211 days available',
  );
  await user.type(within(form).getByLabelText(/Title/), 'Beach week');
  await user.type(within(form).getByLabelText(/First day/), '2026-08-03');
  await user.type(within(form).getByLabelText(/Last day/), '2026-08-07');
  await user.click(within(form).getByRole('button', { name: 'Send request' }));
}

beforeEach(async () => {
  await db().outbox.clear();
});
afterEach(() => {
  stopSync();
  delete (navigator as { onLine?: boolean }).onLine;
});

describe('CreateRequestPage', () => {
  it('offline: saves the request on the device, lists it as waiting, and sends it once when back online', async () => {
    const api = requestsApi();
    server.use(...api.handlers);
    const { user, queryClient } = renderPage();
    // Offline, the balance comes from the copy kept on the device (the persisted cache).
    queryClient.setQueryData(getLeaveBalancesQueryOptions(meFixture().staff_id).queryKey, balances);
    setOnline(false);
    await fillTimeOff(user);

    expect(await screen.findByText('Saved on this device. It is sent when you are back online.')).toBeInTheDocument();
    const row = await screen.findByTestId('queued-request');
    expect(row).toHaveTextContent('Beach week');
    expect(row).toHaveTextContent('Vacation · 2026-08-03 – 2026-08-07');
    expect(row).toHaveTextContent('Waiting to sync');
    const [queued, ...more] = await db().outbox.toArray();
    expect(more).toEqual([]);
    expect(queued).toMatchObject({ kind: 'requests.create', path: 'request/api/create/' });
    expect(api.filed).toEqual([]);

    setOnline(true);
    startSync({ userId: 1, companyId: 10 });
    await waitFor(async () => expect(await db().outbox.count()).toBe(0));
    expect(api.filed).toEqual([
      {
        body: {
          request_type: 5,
          title: 'Beach week',
          description: '',
          start_date: '2026-08-03',
          end_date: '2026-08-07',
        },
        key: queued!.id,
      },
    ]);
    await waitFor(() => expect(screen.queryByTestId('queued-request')).not.toBeInTheDocument());
  });

  it('online: sends it at once under an Idempotency-Key and opens it', async () => {
    const api = requestsApi();
    server.use(...api.handlers);
    const { user } = renderPage();
    await fillTimeOff(user);
    expect(await screen.findByText('details')).toBeInTheDocument();
    expect(api.filed).toHaveLength(1);
    expect(api.filed[0]!.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(await db().outbox.count()).toBe(0);
  });

  it('queues it under the same key when the network fails on the way', async () => {
    const keys: (string | null)[] = [];
    server.use(
      http.get('*/request/api/options/', () => HttpResponse.json(options)),
      http.get('*/request/api/leave-balances/:id/', () => HttpResponse.json(balances)),
      http.post('*/request/api/create/', ({ request }) => {
        keys.push(request.headers.get('idempotency-key'));
        return HttpResponse.error();
      }),
    );
    const { user } = renderPage();
    await fillTimeOff(user);
    await screen.findByTestId('queued-request');
    const [queued] = await db().outbox.toArray();
    expect(keys).toEqual([queued!.id]);
  });
});
