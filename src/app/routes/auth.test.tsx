// The auth routes as the route table composes them, with the real guards: sign-in returns to the
// URL asked for, a user without a plan lands on the onboarding wizard's Choose Plan step, a user
// with a plan skips it (even when the device's copy of the user is older than the plan), and the
// signed-in pages send visitors to sign-in.
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Outlet, type RouteObject } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { apiUrl } from '../../api/client';
import { rememberRequestedUrl, setSession } from '../../api/session';
import { loginResponse } from '../../features/auth/test/fixtures';
import { meFixture, renderRoutes, setupApiServer } from '../../test/render';
import { RequireAuth, SignedOutOnly } from '../guards/require-auth';
import { ChangePasswordRoute, OnboardingRoute } from './auth';
import { SignInRoute } from './sign-in';

const server = setupApiServer();

const routes: RouteObject[] = [
  { element: <SignedOutOnly />, children: [{ path: '/auth/signin', element: <SignInRoute /> }] },
  { path: '/auth/onboarding', element: <OnboardingRoute /> },
  { path: '/auth/change-password', element: <ChangePasswordRoute /> },
  { path: '/auth/signout', element: <p>Signing out</p> },
  {
    element: (
      <RequireAuth>
        <Outlet />
      </RequireAuth>
    ),
    children: [
      { path: '/', element: <p>Home</p> },
      { path: '/tasks/', element: <p>Tasks</p> },
      { path: '/account/dashboard/', element: <p>Dashboard</p> },
    ],
  },
];

async function signIn(hasPlan: boolean) {
  server.use(
    http.post(apiUrl('account/api/login/'), () => HttpResponse.json(loginResponse({ has_subscription_plan: hasPlan }))),
  );
  const view = renderRoutes(routes, '/auth/signin');
  await view.user.click(screen.getByLabelText('Email'));
  await view.user.paste('admin@acme.test');
  await view.user.click(screen.getByLabelText('Password'));
  await view.user.paste('groundwork');
  await view.user.click(screen.getByRole('button', { name: 'Sign in' }));
  return view;
}

describe('auth routes with the app guards', { timeout: 15_000 }, () => {
  it('return to the URL asked for before sign-in', async () => {
    rememberRequestedUrl('/tasks/');
    await signIn(true);
    expect(await screen.findByText('Tasks')).toBeInTheDocument();
  });

  it("take a user without a plan to onboarding's Choose Plan step", async () => {
    rememberRequestedUrl('/tasks/');
    // The wizard asks the server once whether a plan exists by now: still none.
    const { token: _token, refresh: _refresh, ...me } = loginResponse({ has_subscription_plan: false });
    server.use(http.get(apiUrl('account/api/me/'), () => HttpResponse.json(me)));
    const { currentUrl } = await signIn(false);
    expect(await screen.findByRole('heading', { name: 'Welcome to Groundwork' })).toBeInTheDocument();
    expect(screen.getByRole('listitem', { current: 'step' })).toHaveTextContent('Choose Plan');
    expect(screen.getByRole('button', { name: 'Choose Free Plan' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start free trial' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log Out' })).toBeInTheDocument();
    // The step is now the wizard's own, kept on the device; the URL loses it.
    await waitFor(() => expect(currentUrl()).toBe('/auth/onboarding'));
    expect(localStorage.getItem('onboarding')).toBe('2');
  });

  it("take an app-deal user without a plan to the wizard's last step, where Finish is", async () => {
    // Issue 21: the plan gate's ?step=2 is past an app-deal company's two steps; it opened "All
    // steps are done." with Back disabled and no Finish, and every app URL led back there.
    const me = meFixture({ has_subscription_plan: false });
    const appDeal = { ...me, company: { ...me.company, app_sumo_license: true } };
    server.use(
      http.get(apiUrl('account/api/me/'), () => HttpResponse.json(appDeal)),
      http.get(apiUrl('company/api/apps/'), () => HttpResponse.json([])),
      http.get(apiUrl('company/api/active-apps/'), () => HttpResponse.json([])),
    );
    setSession({ token: 'access', refresh: 'refresh', userId: 1, companyId: 10 });
    renderRoutes(routes, '/account/dashboard/');
    expect(await screen.findByRole('heading', { name: 'Welcome to Groundwork' })).toBeInTheDocument();
    expect(screen.getByRole('listitem', { current: 'step' })).toHaveTextContent('Activate Apps');
    expect(screen.queryByText('All steps are done.')).toBeNull();
    expect(screen.getByRole('button', { name: 'Finish' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Back' })).toBeEnabled();
  });

  it('send a user who has a plan from onboarding to the dashboard', async () => {
    setSession({ token: 'access', refresh: 'refresh', userId: 1, companyId: 10 });
    const { token: _token, refresh: _refresh, ...me } = loginResponse();
    server.use(http.get(apiUrl('account/api/me/'), () => HttpResponse.json(me)));
    renderRoutes(routes, '/auth/onboarding');
    expect(await screen.findByText('Dashboard')).toBeInTheDocument();
  });

  it('ask the server before sending a user whose device copy says "no plan" to choose one', async () => {
    // The copy kept on the device predates the plan chosen a moment ago; the server knows better.
    const { token: _token, refresh: _refresh, ...me } = loginResponse({ has_subscription_plan: true });
    server.use(http.get(apiUrl('account/api/me/'), () => HttpResponse.json(me)));
    const { currentUrl } = renderRoutes(routes, '/tasks/', { me: meFixture({ has_subscription_plan: false }) });
    expect(await screen.findByText('Tasks')).toBeInTheDocument();
    expect(currentUrl()).toBe('/tasks/');
  });

  it('tell a signed-in device started offline without its user that it needs a connection, and open once the server answers', async () => {
    setSession({ token: 'access-1', refresh: 'refresh-1', userId: 1, companyId: 10 });
    let reachable = false;
    server.use(
      http.get(apiUrl('account/api/me/'), () => (reachable ? HttpResponse.json(meFixture()) : HttpResponse.error())),
    );
    const { user } = renderRoutes(routes, '/account/dashboard/');
    expect(
      await screen.findByText(
        'Your account is not on this device yet: it opens once you are back online. Your saved work is kept.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('You are offline')).toBeInTheDocument();
    expect(screen.queryByText('An error occurred')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Still no connection. Try again once you are back online.')).toBeInTheDocument();

    reachable = true;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Dashboard')).toBeInTheDocument();
  });

  it('open the app by itself when a device started offline without its user comes back online', async () => {
    setSession({ token: 'access-1', refresh: 'refresh-1', userId: 1, companyId: 10 });
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    server.use(http.get(apiUrl('account/api/me/'), () => HttpResponse.json(meFixture())));
    renderRoutes(routes, '/account/dashboard/');
    expect(await screen.findByText(/Your account is not on this device yet/)).toBeInTheDocument();
    onLine.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    expect(await screen.findByText('Dashboard')).toBeInTheDocument();
  });

  it('send a signed-out visitor from the signed-in auth pages to sign-in', async () => {
    renderRoutes(routes, '/auth/change-password');
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    renderRoutes(routes, '/auth/onboarding');
    expect(await screen.findAllByRole('button', { name: 'Sign in' })).toHaveLength(2);
  });
});
