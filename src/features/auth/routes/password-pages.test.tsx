// The password pages: the neutral reset confirmation, the reset and set-password forms (matching
// check, the body they send, a dead link), and changing the password while signed in.
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { RouteObject } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { apiUrl } from '../../../api/client';
import { getSession, setSession } from '../../../api/session';
import { renderRoutes, setupApiServer } from '../../../test/render';
import { ChangePasswordPage } from './change-password';
import { ResetPasswordPage } from './reset-password';
import { ResetPasswordConfirmPage } from './reset-password-confirm';
import { SetPasswordPage } from './set-password';

const server = setupApiServer();
const UUID = '0b7c4a52-3f4e-4d0c-9a53-2f8a5b1c7d10';

const routes: RouteObject[] = [
  { path: '/auth/reset-password', element: <ResetPasswordPage /> },
  { path: '/auth/reset-password-confirm/:uuid/:token', element: <ResetPasswordConfirmPage /> },
  { path: '/auth/set-password/:uuid', element: <SetPasswordPage /> },
  { path: '/auth/change-password', element: <ChangePasswordPage /> },
  { path: '/auth/signin', element: <p>Sign-in page</p> },
];

type View = ReturnType<typeof renderRoutes>;

async function enter(view: View, label: string, text: string) {
  await view.user.click(screen.getByLabelText(label));
  await view.user.paste(text);
}

async function choose(view: View, password: string, confirmation = password, submit = 'Reset password') {
  await enter(view, 'New password', password);
  await enter(view, 'Confirm new password', confirmation);
  await view.user.click(screen.getByRole('button', { name: submit }));
}

describe('password pages', { timeout: 15_000 }, () => {
  it('confirms a reset request without saying whether the account exists', async () => {
    let body: unknown;
    server.use(
      http.post(apiUrl('account/api/password-reset/'), async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ detail: 'If an account exists for this e-mail, a reset link has been sent.' });
      }),
    );
    const view = renderRoutes(routes, '/auth/reset-password');
    await enter(view, 'Email', 'nobody@acme.test');
    await view.user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(
      await screen.findByText('If an account exists for this e-mail, a reset link has been sent.'),
    ).toBeInTheDocument();
    expect(body).toEqual({ email: 'nobody@acme.test' });
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/auth/signin');
  });

  it('resets the password from the e-mailed link after checking the two entries match', async () => {
    let body: unknown;
    const confirm = vi.fn(async ({ request }: { request: Request }) => {
      body = await request.json();
      return HttpResponse.json({ detail: 'Your password has been reset. You can now sign in.' });
    });
    server.use(http.post(apiUrl('account/api/password-reset-confirm/'), confirm));
    const view = renderRoutes(routes, `/auth/reset-password-confirm/${UUID}/tok-123`);

    await choose(view, 'new-secret-1', 'new-secret-2');
    expect(screen.getByText('The two passwords do not match.')).toBeInTheDocument();
    expect(confirm).not.toHaveBeenCalled();

    await view.user.clear(screen.getByLabelText('Confirm new password'));
    await view.user.paste('new-secret-1');
    await view.user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText('Your password has been reset. You can now sign in.')).toBeInTheDocument();
    expect(body).toEqual({ uuid: UUID, token: 'tok-123', new_password: 'new-secret-1' });

    await view.user.click(screen.getByRole('link', { name: 'Sign in' }));
    expect(await screen.findByText('Sign-in page')).toBeInTheDocument();
  });

  it('says so when the reset link is no longer valid', async () => {
    server.use(
      http.post(apiUrl('account/api/password-reset-confirm/'), () =>
        HttpResponse.json({ token: ['This reset link is invalid or has expired.'] }, { status: 400 }),
      ),
    );
    const view = renderRoutes(routes, `/auth/reset-password-confirm/${UUID}/old`);
    await choose(view, 'new-secret-1');
    expect(await screen.findByRole('alert')).toHaveTextContent('This reset link is invalid or has expired.');
    expect(screen.getByRole('link', { name: 'Request a new reset link' })).toHaveAttribute(
      'href',
      '/auth/reset-password',
    );
  });

  it('sets a first password with the token from the query string', async () => {
    let body: unknown;
    server.use(
      http.post(apiUrl('account/api/set-password/'), async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ detail: 'Your password has been set. You can now sign in.' });
      }),
    );
    const view = renderRoutes(routes, `/auth/set-password/${UUID}?token=invite-9`);
    await choose(view, 'first-secret', 'first-secret', 'Set password');
    expect(await screen.findByText('Your password has been set. You can now sign in.')).toBeInTheDocument();
    expect(await screen.findByText('Password set successfully!')).toBeInTheDocument();
    expect(body).toEqual({ uuid: UUID, token: 'invite-9', new_password: 'first-secret' });
  });

  it('does not offer the set-password form for a link without its token', () => {
    renderRoutes(routes, `/auth/set-password/${UUID}`);
    expect(screen.getByRole('alert')).toHaveTextContent('This reset link is invalid or has expired.');
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
  });

  it('changes the password, keeps this device signed in with the fresh tokens, and says so', async () => {
    setSession({ token: 'access-old', refresh: 'refresh-old', userId: 1, companyId: 10 });
    let body: unknown;
    server.use(
      http.post(apiUrl('account/api/change-password/'), async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ token: 'access-new', refresh: 'refresh-new' });
      }),
    );
    const view = renderRoutes(routes, '/auth/change-password');
    await enter(view, 'Current password', 'groundwork');
    await choose(view, 'better-secret', 'better-secret', 'Change password');
    expect(await screen.findByText('Your password has been changed.')).toBeInTheDocument();
    expect(body).toEqual({ old_password: 'groundwork', new_password: 'better-secret' });
    expect(getSession()).toEqual({ token: 'access-new', refresh: 'refresh-new', userId: 1, companyId: 10 });
    expect(screen.getByLabelText('Current password')).toHaveValue('');
  });

  it('shows a wrong current password under its field', async () => {
    setSession({ token: 'access-old', refresh: 'refresh-old', userId: 1, companyId: 10 });
    server.use(
      http.post(apiUrl('account/api/change-password/'), () =>
        HttpResponse.json({ old_password: ['Your old password was entered incorrectly.'] }, { status: 400 }),
      ),
    );
    const view = renderRoutes(routes, '/auth/change-password');
    await enter(view, 'Current password', 'wrong');
    await choose(view, 'better-secret', 'better-secret', 'Change password');
    const message = await screen.findByText('Your old password was entered incorrectly.');
    expect(screen.getByLabelText('Current password')).toHaveAttribute('aria-errormessage', message.id);
    expect(getSession()?.token).toBe('access-old');
  });
});
