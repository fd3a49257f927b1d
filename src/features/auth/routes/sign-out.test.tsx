// Sign-out: it warns while the outbox holds changes, signs out even when the server cannot be
// reached, clears the session and caches, and never touches the user's outbox.
import 'fake-indexeddb/auto';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { RouteObject } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiUrl } from '../../../api/client';
import { getSession, setSession } from '../../../api/session';
import { pendingChangeCount, userDatabase, type OutboxItem } from '../../../offline/db';
import { renderRoutes, setupApiServer } from '../../../test/render';
import { PERSISTED_QUERY_CACHE_KEY } from '../../../lib/query-client';
import { SignOutPage } from './sign-out';

const server = setupApiServer();
const LOGOUT = apiUrl('account/api/logout/');
const USER = 3;
const COMPANY = 30;

const routes: RouteObject[] = [
  { path: '/auth/signout', element: <SignOutPage /> },
  { path: '/auth/signin', element: <p>Sign-in page</p> },
  { path: '/', element: <p>Home</p> },
];

function change(n: number): OutboxItem {
  return {
    id: `change-${n}`,
    kind: 'attendance.clock',
    method: 'POST',
    path: 'inout/api/clock/',
    body: { action: 'in' },
    entity_key: 'clock',
    created_at: new Date().toISOString(),
    seq: n,
    attempts: 0,
    next_attempt_at: 0,
    state: 'pending',
    last_error: null,
  };
}

function signedIn() {
  setSession({ token: 'access', refresh: 'refresh-3', userId: USER, companyId: COMPANY });
  localStorage.setItem(PERSISTED_QUERY_CACHE_KEY, '{"clientState":{}}');
}

afterEach(async () => {
  await userDatabase(USER, COMPANY).outbox.clear();
});

describe('sign-out', () => {
  it('signs out at once when nothing waits to be sent, revoking the refresh token', async () => {
    let body: unknown;
    server.use(
      http.post(LOGOUT, async ({ request }) => {
        body = await request.json();
        return new HttpResponse(null, { status: 204 });
      }),
    );
    signedIn();
    const { queryClient } = renderRoutes(routes, '/auth/signout');
    queryClient.setQueryData(['me', USER, COMPANY], { id: USER });

    expect(await screen.findByText('Sign-in page')).toBeInTheDocument();
    expect(body).toEqual({ refresh: 'refresh-3' });
    expect(getSession()).toBeNull();
    expect(queryClient.getQueryData(['me', USER, COMPANY])).toBeUndefined();
    expect(localStorage.getItem(PERSISTED_QUERY_CACHE_KEY)).toBeNull();
  });

  it('warns about unsent changes, then signs out on a failing network without touching them', async () => {
    const sent = vi.fn(() => HttpResponse.error());
    server.use(http.post(LOGOUT, sent));
    await userDatabase(USER, COMPANY).outbox.bulkAdd([change(1), change(2)]);
    signedIn();
    const { user } = renderRoutes(routes, '/auth/signout');

    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent(
      'You have 2 changes that have not been sent yet. If you sign out now they stay on this device and are sent the next time you sign in as this user.',
    );
    expect(sent).not.toHaveBeenCalled();
    expect(getSession()).not.toBeNull();

    await user.click(screen.getByRole('button', { name: 'Sign out anyway' }));
    expect(await screen.findByText('Sign-in page')).toBeInTheDocument();
    expect(sent).toHaveBeenCalledTimes(1);
    expect(getSession()).toBeNull();
    expect(await pendingChangeCount(userDatabase(USER, COMPANY))).toBe(2);
  });

  it('stays signed in when the user chooses to', async () => {
    const sent = vi.fn();
    server.use(http.post(LOGOUT, sent));
    await userDatabase(USER, COMPANY).outbox.add(change(1));
    signedIn();
    const { user } = renderRoutes(routes, '/auth/signout');
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('You have 1 change that has not been sent yet.');

    await user.click(screen.getByRole('button', { name: 'Stay signed in' }));
    expect(await screen.findByText('Home')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(sent).not.toHaveBeenCalled();
    expect(getSession()).not.toBeNull();
  });

  it('signs out offline without calling the server', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const sent = vi.fn();
    server.use(http.post(LOGOUT, sent));
    signedIn();
    renderRoutes(routes, '/auth/signout');
    expect(await screen.findByText('Sign-in page')).toBeInTheDocument();
    expect(sent).not.toHaveBeenCalled();
    expect(getSession()).toBeNull();
  });

  it('sends a visitor who is not signed in to sign-in', async () => {
    renderRoutes(routes, '/auth/signout');
    expect(await screen.findByText('Sign-in page')).toBeInTheDocument();
  });
});
