// Sign-in: the session and the 'me' cache after success, and every kind of refusal shown where the
// user looks (spec shell §2.1, §8). The way on through the app's guards (requested URL, plan gate)
// is tested with them in src/app/routes/auth.test.tsx.
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { RouteObject } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { apiUrl } from '../../../api/client';
import { getMeQueryOptions } from '../../../api/current-user';
import { getSession } from '../../../api/session';
import { loginResponse } from '../test/fixtures';
import { renderRoutes, setupApiServer } from '../../../test/render';
import { LeaveWhenSignedIn } from '../test/signed-in-gate';
import { SignInPage } from './sign-in';

const server = setupApiServer();
const LOGIN = apiUrl('account/api/login/');

const routes: RouteObject[] = [
  { element: <LeaveWhenSignedIn />, children: [{ path: '/auth/signin', element: <SignInPage /> }] },
  { path: '/', element: <p>Home</p> },
];

async function signIn(email = 'admin@acme.test', password = 'groundwork') {
  const view = renderRoutes(routes, '/auth/signin');
  // A paste per field: the events the form reacts to, without a render per keystroke.
  for (const [label, text] of [
    ['Email', email],
    ['Password', password],
  ] as const) {
    if (!text) continue;
    await view.user.click(screen.getByLabelText(label));
    await view.user.paste(text);
  }
  await view.user.click(screen.getByRole('button', { name: 'Sign in' }));
  return view;
}

describe('sign-in', { timeout: 15_000 }, () => {
  it('stores the session, seeds the signed-in user and goes to /', async () => {
    let body: unknown;
    server.use(
      http.post(LOGIN, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(loginResponse());
      }),
    );
    const { queryClient } = await signIn(' Admin@acme.test ');

    expect(await screen.findByText('Home')).toBeInTheDocument();
    expect(body).toEqual({ email: 'Admin@acme.test', password: 'groundwork' });
    expect(getSession()).toEqual({ token: 'access-1', refresh: 'refresh-1', userId: 1, companyId: 10 });
    const me = queryClient.getQueryData(getMeQueryOptions(1, 10).queryKey);
    expect(me?.email).toBe('admin@acme.test');
    expect(me).not.toHaveProperty('token');
    expect(me).not.toHaveProperty('refresh');
  });

  it("shows the server's message for refused credentials", async () => {
    server.use(
      http.post(LOGIN, () =>
        HttpResponse.json(
          { detail: 'No active account found with the given credentials', code: 'invalid_credentials' },
          { status: 401 },
        ),
      ),
    );
    await signIn('admin@acme.test', 'wrong-password');
    expect(await screen.findByRole('alert')).toHaveTextContent('No active account found with the given credentials');
    expect(getSession()).toBeNull();
  });

  it('offers the admin the restore of a deleted company, and signs in to it', async () => {
    let restored: unknown;
    server.use(
      http.post(LOGIN, () =>
        HttpResponse.json(
          {
            detail: 'This company was deleted.',
            code: 'company_deleted',
            deleted_companies: [
              { id: 10, company_name: 'Acme', deleted_at: '2025-03-01T00:00:00Z', purge_after: '2025-03-31T00:00:00Z' },
            ],
          },
          { status: 403 },
        ),
      ),
      http.post(apiUrl('account/api/restore-company/'), async ({ request }) => {
        restored = await request.json();
        return HttpResponse.json(loginResponse());
      }),
    );
    const { user } = await signIn();
    expect(await screen.findByText('This company was deleted')).toBeInTheDocument();
    expect(screen.getByText(/Acme/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Restore' }));
    expect(await screen.findByText('Home')).toBeInTheDocument();
    expect(restored).toEqual({ email: 'admin@acme.test', password: 'groundwork', company_id: 10 });
    expect(getSession()).toMatchObject({ companyId: 10 });
  });

  it('checks the fields before sending anything', async () => {
    const sent = vi.fn();
    server.use(http.post(LOGIN, sent));
    const { user } = await signIn('', '');
    expect(screen.getAllByText('This field is required')).toHaveLength(2);
    expect(screen.getByLabelText('Email')).toHaveFocus();

    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.type(screen.getByLabelText('Password'), 'x');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByText('Enter a valid email address.')).toBeInTheDocument();
    expect(screen.queryByText('This field is required')).not.toBeInTheDocument();
    expect(sent).not.toHaveBeenCalled();
  });

  it("shows a 400's messages under their fields", async () => {
    server.use(
      http.post(LOGIN, () =>
        HttpResponse.json({ password: ['Ensure this field has no more than 256 characters.'] }, { status: 400 }),
      ),
    );
    await signIn();
    const message = await screen.findByText('Ensure this field has no more than 256 characters.');
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-errormessage', message.id);
  });

  it('says so when there were too many attempts', async () => {
    server.use(
      http.post(LOGIN, () =>
        HttpResponse.json(
          { detail: 'Too many attempts. Please try again later.', code: 'rate_limited' },
          { status: 429 },
        ),
      ),
    );
    await signIn();
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Please try again later.');
  });

  it('shows the server-error message for a 5xx', async () => {
    server.use(http.post(LOGIN, () => HttpResponse.json({ detail: 'boom' }, { status: 503 })));
    await signIn();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'A server error occurred, Please try again or contact support to have it fixed immediately',
    );
  });

  it('says that signing in needs a connection and saved work is kept when offline', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const sent = vi.fn();
    server.use(http.post(LOGIN, sent));
    const view = renderRoutes(routes, '/auth/signin');
    // At once, before anything was tried: a device that starts offline.
    const notice = await screen.findByTestId('offline-notice');
    expect(notice).toHaveTextContent('You are offline');
    expect(notice).toHaveTextContent('Sign-in needs a connection; your saved work is kept.');
    // "Try again" while still offline: still no connection, said once, and nothing was sent.
    await view.user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Still no connection. Try again once you are back online.')).toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(screen.getAllByTestId('offline-notice')).toHaveLength(1));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(sent).not.toHaveBeenCalled();
    expect(getSession()).toBeNull();
  });

  it('shows the offline notice when the sign-in cannot reach the server, and Try again clears it once it answers', async () => {
    const ME = apiUrl('account/api/me/');
    let reachable = false;
    server.use(
      http.post(LOGIN, () => (reachable ? HttpResponse.json(loginResponse()) : HttpResponse.error())),
      // The probe of "Try again": unauthenticated, so any answer (401) means the server is there.
      http.get(ME, () => (reachable ? HttpResponse.json({ detail: 'no' }, { status: 401 }) : HttpResponse.error())),
    );
    const view = await signIn();
    expect(await screen.findByTestId('offline-notice')).toHaveTextContent(
      'Sign-in needs a connection; your saved work is kept.',
    );
    expect(screen.queryByText('An error occurred')).toBeNull();
    await view.user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Still no connection. Try again once you are back online.')).toBeInTheDocument();

    reachable = true;
    await view.user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.queryByTestId('offline-notice')).toBeNull());
    await view.user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Home')).toBeInTheDocument();
    expect(getSession()).toEqual({ token: 'access-1', refresh: 'refresh-1', userId: 1, companyId: 10 });
  });

  it('shows and hides the password', async () => {
    const { user } = renderRoutes(routes, '/auth/signin');
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    expect(password).toHaveAttribute('autocomplete', 'current-password');
    expect(screen.getByLabelText('Email')).toHaveAttribute('autocomplete', 'username');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/auth/signup');
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/auth/reset-password');
  });
});
