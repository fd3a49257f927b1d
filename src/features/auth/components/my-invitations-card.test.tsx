// The dashboard's invitations card: "{who} invites you to join {company}" with Accept and Decline;
// accepting refreshes the person's companies and offers to switch there at once; "Not now" hides it
// for this browser session.
import { cleanup, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { MyInvitation } from '../../../../contract/people';
import { apiUrl } from '../../../api/client';
import { getSession } from '../../../api/session';
import { meFixture, renderRoutes, setupApiServer } from '../../../test/render';
import { loginResponse } from '../test/fixtures';
import { MyInvitationsCard } from './my-invitations-card';

const server = setupApiServer();
const INVITATION: MyInvitation = {
  id: '6f1d3c1e-1b7a-4e0e-9d53-0c2f1f1a2b3c',
  company_name: 'Initech',
  invited_by: 'Bill Lumbergh',
  created_at: '2026-11-20T10:00:00.000Z',
  expires_at: '2026-12-04T10:00:00.000Z',
};
const routes = [{ path: '/account/dashboard/', element: <MyInvitationsCard /> }];

function serve(pending: MyInvitation[]) {
  const calls: string[] = [];
  const listed: number[] = [];
  let companies = [{ id: 10, company_name: 'Acme', company_slug: 'acme' }];
  server.use(
    http.get(apiUrl('account/api/my-invitations/'), () => {
      listed.push(pending.length);
      return HttpResponse.json(pending);
    }),
    http.get(apiUrl('account/api/my_companies/'), () => {
      calls.push('companies');
      return HttpResponse.json(companies);
    }),
    http.get(apiUrl('account/api/me/'), () => HttpResponse.json(meFixture())),
    http.post(apiUrl(`account/api/my-invitations/${INVITATION.id}/accept/`), () => {
      calls.push('accept');
      pending = [];
      companies = [...companies, { id: 30, company_name: 'Initech', company_slug: 'initech' }];
      return HttpResponse.json({ company: { id: 30, company_name: 'Initech' }, staff_id: 301 });
    }),
    http.post(apiUrl(`account/api/my-invitations/${INVITATION.id}/decline/`), () => {
      calls.push('decline');
      pending = [];
      return new HttpResponse(null, { status: 204 });
    }),
    http.post(apiUrl('account/api/switch_company/'), async ({ request }) => {
      calls.push(`switch ${JSON.stringify(await request.json())}`);
      const base = loginResponse();
      return HttpResponse.json({
        ...base,
        token: 'access-initech',
        company: { ...base.company, id: 30, company_name: 'Initech' },
      });
    }),
  );
  return { calls, listed };
}

describe('MyInvitationsCard', () => {
  it('shows nothing without invitations', async () => {
    const { listed } = serve([]);
    renderRoutes(routes, '/account/dashboard/', { me: meFixture() });
    await expect.poll(() => listed).toEqual([0]);
    expect(screen.queryByRole('region', { name: 'Invitations' })).toBeNull();
  });

  it('accepts, refreshes the companies and switches to the new one', async () => {
    const { calls } = serve([INVITATION]);
    const { user, queryClient } = renderRoutes(routes, '/account/dashboard/', { me: meFixture() });
    const card = await screen.findByRole('region', { name: 'Invitations' });
    expect(within(card).getByText('Bill Lumbergh invites you to join Initech.')).toBeInTheDocument();
    // The company list is cached, as the switch page left it.
    await queryClient.prefetchQuery({
      queryKey: ['my-companies', 1],
      queryFn: () => fetch(apiUrl('account/api/my_companies/')).then((r) => r.json()),
    });

    await user.click(within(card).getByRole('button', { name: 'Accept' }));
    expect(await within(card).findByText('You joined Initech.')).toBeInTheDocument();
    // Whoever shows the list next (the profile menu, the switch page) reads it again.
    await expect.poll(() => queryClient.getQueryState(['my-companies', 1])?.isInvalidated).toBe(true);
    expect(within(card).queryByRole('button', { name: 'Accept' })).toBeNull();

    await user.click(within(card).getByRole('button', { name: 'Switch to Initech' }));
    await expect.poll(() => getSession()?.companyId).toBe(30);
    expect(calls).toContain('switch {"company_id":30}');
  });

  it('declines, and hides for now without answering', async () => {
    const { calls, listed } = serve([INVITATION]);
    const { user, unmount } = renderRoutes(routes, '/account/dashboard/', { me: meFixture() });
    const card = await screen.findByRole('region', { name: 'Invitations' });
    await user.click(within(card).getByRole('button', { name: 'Not now' }));
    expect(screen.queryByRole('region', { name: 'Invitations' })).toBeNull();
    expect(calls).toEqual([]);
    unmount();

    // Back in this browser session: still hidden. Another session (storage cleared) shows it again.
    renderRoutes(routes, '/account/dashboard/', { me: meFixture() });
    await expect.poll(() => listed.length).toBe(2);
    expect(screen.queryByRole('region', { name: 'Invitations' })).toBeNull();
    cleanup();
    sessionStorage.clear();
    const again = renderRoutes(routes, '/account/dashboard/', { me: meFixture() });
    const shown = await screen.findByRole('region', { name: 'Invitations' });
    await again.user.click(within(shown).getByRole('button', { name: 'Decline' }));
    await expect.poll(() => calls).toContain('decline');
    await expect.poll(() => screen.queryByRole('region', { name: 'Invitations' })).toBeNull();
  });
});
