// /switch-company: the user's companies with the current one marked; switching starts a session
// in the chosen company and goes to its dashboard.
import { screen } from '@testing-library/react';
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
});
