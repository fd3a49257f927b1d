// Create New Employee: a new person gets a profile to open; an e-mail whose account is its owner's
// own is invited instead (202, issue 17), which says so and goes back to the Employee List, since
// nothing of the person is shown until they accept.
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { STAFF_INVITED } from '../../../../contract/people-constants';
import { meFixture, renderRoutes, setupApiServer } from '../../../test/render';
import { CreateEmployeePage } from './create-employee-page';

const server = setupApiServer();
const routes = [
  { path: '/account/create', element: <CreateEmployeePage /> },
  { path: '/account/employees', element: <p>Employee List</p> },
  { path: '/account/employee/:id', element: <p>Profile</p> },
];

describe('CreateEmployeePage', () => {
  it('says the person was invited and returns to the Employee List', async () => {
    let sent: unknown;
    server.use(
      http.get('*/division/api/', () => HttpResponse.json([])),
      http.get('*/account/api/positions/', () => HttpResponse.json([])),
      http.get('*/account/api/company-users-simple/', () => HttpResponse.json([])),
      http.post('*/account/api/staffs/create_company_staff/', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(
          {
            invitation: {
              id: '6f1d3c1e-1b7a-4e0e-9d53-0c2f1f1a2b3c',
              email: 'staff@acme.test',
              first_name: 'Sam',
              last_name: '',
              state: 'pending',
              staff: null,
              created_at: '2026-11-20T10:00:00.000Z',
              expires_at: '2026-12-04T10:00:00.000Z',
            },
            detail: STAFF_INVITED,
          },
          { status: 202 },
        );
      }),
    );
    const { user, currentUrl } = renderRoutes(routes, '/account/create', { me: meFixture() });
    await user.type(await screen.findByRole('textbox', { name: /E-mail/ }), 'staff@acme.test');
    await user.type(screen.getByRole('textbox', { name: /First name/ }), 'Sam');
    await user.click(screen.getByRole('button', { name: 'Create employee' }));
    expect(await screen.findByText('Employee List')).toBeInTheDocument();
    expect(currentUrl()).toBe('/account/employees');
    expect(await screen.findByText(STAFF_INVITED)).toBeInTheDocument();
    expect(sent).toMatchObject({ email: 'staff@acme.test', first_name: 'Sam' });
  });
});
