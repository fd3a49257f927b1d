// The pages of the links e-mailed about a person's identity (issue 17): the invitation link and the
// new-address confirmation. Opening them sends nothing (a mail scanner must not answer for the
// person); a click does, and the page says what happened and where to go next.
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { INVITATION_INVALID } from '../../../../contract/people-constants';
import { apiUrl } from '../../../api/client';
import { meFixture, renderRoutes, setupApiServer } from '../../../test/render';
import { ConfirmEmailPage } from './confirm-email';
import { InvitationPage } from './invitation';

const server = setupApiServer();
const ID = '0b7c4a52-3f4e-4d0c-9a53-2f8a5b1c7d10';
const routes: RouteObject[] = [
  { path: '/auth/invitation/:id', element: <InvitationPage /> },
  { path: '/auth/confirm-email/:id', element: <ConfirmEmailPage /> },
];

function record(path: string, answer: () => Response) {
  const bodies: unknown[] = [];
  server.use(
    http.post(apiUrl(path), async ({ request }) => {
      bodies.push(await request.json());
      return answer();
    }),
  );
  return bodies;
}

describe('invitation link page', () => {
  it('accepts only on a click, then leads on to sign in', async () => {
    const accepted = record('account/api/invitations/accept-link/', () =>
      HttpResponse.json({ company: { id: 30, company_name: 'Initech' }, staff_id: 301 }),
    );
    const declined = record('account/api/invitations/decline-link/', () => new HttpResponse(null, { status: 204 }));
    const view = renderRoutes(routes, `/auth/invitation/${ID}?token=secret-1`);
    const accept = await screen.findByRole('button', { name: 'Accept the invitation' });
    expect(screen.getByRole('button', { name: 'Decline' })).toBeInTheDocument();
    expect(accepted).toEqual([]);

    await view.user.click(accept);
    expect(await screen.findByText('You joined Initech.')).toBeInTheDocument();
    expect(accepted).toEqual([{ id: ID, token: 'secret-1' }]);
    expect(declined).toEqual([]);
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth/signin');
  });

  it('offers the switch to someone signed in', async () => {
    record('account/api/invitations/accept-link/', () =>
      HttpResponse.json({ company: { id: 30, company_name: 'Initech' }, staff_id: 301 }),
    );
    server.use(http.get(apiUrl('account/api/my_companies/'), () => HttpResponse.json([])));
    const view = renderRoutes(routes, `/auth/invitation/${ID}?token=secret-1`, { me: meFixture() });
    await view.user.click(await screen.findByRole('button', { name: 'Accept the invitation' }));
    expect(await screen.findByRole('link', { name: 'Switch to Initech' })).toHaveAttribute('href', '/switch-company');
  });

  it('declines, and says so when the link is no longer good', async () => {
    let answered = false;
    const declined = record('account/api/invitations/decline-link/', () => {
      if (answered) return HttpResponse.json({ token: [INVITATION_INVALID] }, { status: 400 });
      answered = true;
      return new HttpResponse(null, { status: 204 });
    });
    const view = renderRoutes(routes, `/auth/invitation/${ID}?token=secret-2`);
    await view.user.click(await screen.findByRole('button', { name: 'Decline' }));
    expect(await screen.findByText(/You declined the invitation/)).toBeInTheDocument();
    expect(declined).toEqual([{ id: ID, token: 'secret-2' }]);
    view.unmount();

    const again = renderRoutes(routes, `/auth/invitation/${ID}?token=secret-2`);
    await again.user.click(await screen.findByRole('button', { name: 'Decline' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(INVITATION_INVALID);
  });

  it('says a link without its token is not valid', async () => {
    renderRoutes(routes, `/auth/invitation/${ID}`);
    expect(await screen.findByText(INVITATION_INVALID)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept the invitation' })).toBeNull();
  });
});

describe('confirm e-mail page', () => {
  it('confirms on a click and names the new address to sign in with', async () => {
    const confirmed = record('account/api/email-change/confirm/', () => HttpResponse.json({ email: 'new@acme.test' }));
    const view = renderRoutes(routes, `/auth/confirm-email/${ID}?token=secret-3`);
    const confirm = await screen.findByRole('button', { name: 'Confirm' });
    expect(confirmed).toEqual([]);
    await view.user.click(confirm);
    expect(await screen.findByText('Your e-mail is now new@acme.test. Sign in with it.')).toBeInTheDocument();
    expect(confirmed).toEqual([{ id: ID, token: 'secret-3' }]);
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth/signin');
  });
});
