// Sign-up: the passwords must match before anything is sent; success signs the new admin in; a
// share link's referral code goes with it; the server's field messages land under their fields.
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { RouteObject } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { apiUrl } from '../../../api/client';
import { getSession } from '../../../api/session';
import { loginResponse } from '../test/fixtures';
import { renderRoutes, setupApiServer } from '../../../test/render';
import { LeaveWhenSignedIn } from '../test/signed-in-gate';
import { SignUpPage } from './sign-up';

const server = setupApiServer();
const SIGNUP = apiUrl('account/api/signup/');

const routes: RouteObject[] = [
  { element: <LeaveWhenSignedIn />, children: [{ path: '/auth/signup', element: <SignUpPage /> }] },
  { path: '/', element: <p>Home</p> },
];

async function fill(confirm: string, path = '/auth/signup') {
  const view = renderRoutes(routes, path);
  // One paste per field instead of a keystroke per character: the same events a form needs, faster.
  const type = async (element: HTMLElement, text: string) => {
    await view.user.click(element);
    await view.user.paste(text);
  };
  await type(screen.getByLabelText('Company name'), 'Initech');
  await type(screen.getByLabelText('First name'), 'Peter');
  await type(screen.getByLabelText(/Last name/), 'Gibbons');
  await type(screen.getByLabelText('Email'), 'peter@initech.test');
  await type(screen.getByLabelText('Password'), 'tps-reports');
  await type(screen.getByLabelText('Confirm password'), confirm);
  await view.user.click(screen.getByRole('button', { name: 'Create account' }));
  return view;
}

// Typing six fields through user-event takes a few seconds in jsdom.
describe('sign-up', { timeout: 15_000 }, () => {
  it('refuses two passwords that do not match, without sending', async () => {
    const sent = vi.fn();
    server.use(http.post(SIGNUP, sent));
    await fill('tps-report');
    expect(screen.getByText('The two passwords do not match.')).toBeInTheDocument();
    expect(screen.getByLabelText('Confirm password')).toHaveFocus();
    expect(sent).not.toHaveBeenCalled();
  });

  it('asks for the required fields and a long enough password', async () => {
    const { user } = renderRoutes(routes, '/auth/signup');
    await user.type(screen.getByLabelText('Password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    // company name, first name, e-mail, confirmation
    expect(screen.getAllByText('This field is required')).toHaveLength(4);
    expect(screen.getByText('Password must be at least 8 characters.')).toBeInTheDocument();
  });

  it('creates the company and signs its admin in', async () => {
    let body: unknown;
    server.use(
      http.post(SIGNUP, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(loginResponse({ id: 7, has_subscription_plan: false }), { status: 201 });
      }),
    );
    await fill('tps-reports');
    expect(await screen.findByText('Home')).toBeInTheDocument();
    expect(body).toEqual({
      company_name: 'Initech',
      first_name: 'Peter',
      last_name: 'Gibbons',
      email: 'peter@initech.test',
      password: 'tps-reports',
      language_code: 'en',
    });
    expect(getSession()).toMatchObject({ userId: 7, companyId: 10 });
  });

  it("sends the share link's referral code with the sign-up", async () => {
    let body: unknown;
    server.use(
      http.post(SIGNUP, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(loginResponse({ id: 7, has_subscription_plan: false }), { status: 201 });
      }),
    );
    await fill('tps-reports', '/auth/signup?ref=5f0c3e1a9b7d4c2e8f6a1b3c5d7e9f01');
    expect(await screen.findByText('Home')).toBeInTheDocument();
    expect(body).toMatchObject({ company_name: 'Initech', ref: '5f0c3e1a9b7d4c2e8f6a1b3c5d7e9f01' });
  });

  it('shows a taken e-mail under the e-mail field', async () => {
    server.use(
      http.post(SIGNUP, () =>
        HttpResponse.json({ email: ['A user with that email already exists.'] }, { status: 400 }),
      ),
    );
    await fill('tps-reports');
    const message = await screen.findByText('A user with that email already exists.');
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-errormessage', message.id);
    expect(getSession()).toBeNull();
  });
});
