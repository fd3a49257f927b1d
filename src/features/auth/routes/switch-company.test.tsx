// /switch-company: the user's companies with the current one marked; switching starts a session
// in the chosen company and goes to its dashboard. Below them, a deleted company the user may
// restore: Restore asks for the password again, sends it with the user's e-mail, and the session
// moves into the restored company.
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiUrl } from '../../../api/client';
import { getSession } from '../../../api/session';
import { meFixture, renderRoutes, setupApiServer } from '../../../test/render';
import { loginResponse } from '../test/fixtures';
import { SwitchCompanyPage } from './switch-company';

const server = setupApiServer();
const routes = [
  { path: '/switch-company', element: <SwitchCompanyPage /> },
  { path: '/account/dashboard/', element: <p>Dashboard</p> },
];

describe('switch company', () => {
  it('marks the current company and moves the session into the chosen one', async () => {
    let sent: unknown;
    server.use(
      http.get(apiUrl('account/api/my_companies/'), () =>
        HttpResponse.json([
          { id: 10, company_name: 'Acme', company_slug: 'acme' },
          { id: 20, company_name: 'Globex', company_slug: 'globex' },
        ]),
      ),
      http.get(apiUrl('account/api/deleted-companies/'), () => HttpResponse.json([])),
      http.post(apiUrl('account/api/switch_company/'), async ({ request }) => {
        sent = await request.json();
        const base = loginResponse();
        return HttpResponse.json({
          ...base,
          token: 'access-globex',
          refresh: 'refresh-globex',
          company: { ...base.company, id: 20, company_name: 'Globex' },
        });
      }),
    );
    const view = renderRoutes(routes, '/switch-company', { me: meFixture() });
    expect(await screen.findByText('Current')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Switch to Acme' })).toBeNull();
    await view.user.click(screen.getByRole('button', { name: 'Switch to Globex' }));
    expect(await screen.findByText('Dashboard')).toBeInTheDocument();
    expect(sent).toEqual({ company_id: 20 });
    expect(getSession()).toMatchObject({ companyId: 20, token: 'access-globex' });
  });

  it('restores a deleted company with the password asked again, and moves the session into it', async () => {
    let sent: unknown;
    server.use(
      http.get(apiUrl('account/api/my_companies/'), () =>
        HttpResponse.json([{ id: 10, company_name: 'Acme', company_slug: 'acme' }]),
      ),
      http.get(apiUrl('account/api/deleted-companies/'), () =>
        HttpResponse.json([
          {
            id: 30,
            company_name: 'Initech',
            deleted_at: '2026-03-01T10:00:00.000Z',
            purge_after: '2026-03-31T10:00:00.000Z',
          },
        ]),
      ),
      http.post(apiUrl('account/api/restore-company/'), async ({ request }) => {
        sent = await request.json();
        const base = loginResponse();
        return HttpResponse.json({
          ...base,
          token: 'access-initech',
          refresh: 'refresh-initech',
          company: { ...base.company, id: 30, company_name: 'Initech' },
        });
      }),
    );
    const me = meFixture();
    const view = renderRoutes(routes, '/switch-company', { me });
    const card = await screen.findByRole('region', { name: 'Deleted companies' });
    expect(card).toHaveTextContent('Initech — restorable until');
    await view.user.click(screen.getByRole('button', { name: 'Restore Initech' }));
    const dialog = await screen.findByRole('dialog', { name: 'Restore Initech?' });
    const confirm = within(dialog).getByRole('button', { name: 'Restore company' });
    expect(confirm).toBeDisabled();
    await view.user.type(within(dialog).getByLabelText(/Your password/), 'my password');
    await view.user.click(confirm);
    expect(await screen.findByText('Dashboard')).toBeInTheDocument();
    expect(sent).toEqual({ email: me.email, password: 'my password', company_id: 30 });
    expect(getSession()).toMatchObject({ companyId: 30, token: 'access-initech' });
  });
});
