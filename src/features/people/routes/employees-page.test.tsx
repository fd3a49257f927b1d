// The Employee List: server search in the URL, only the rows in view drawn however many staff, the
// next page read on scrolling, a bulk delete's refused rows as "Error for ID {id}: {reason}", and
// the pending invitations of people whose account is their own, with Resend and Cancel.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { StaffInvitation, StaffListItem } from '../../../../contract/people';
import { renderRoutes, setupApiServer, meFixture } from '../../../test/render';
import { EmployeesPage } from './employees-page';

const server = setupApiServer();

const person = (id: number): StaffListItem => ({
  id,
  user_id: id,
  email: `p${id}@acme.test`,
  first_name: `Person`,
  last_name: String(id).padStart(5, '0'),
  photo: null,
  gender: null,
  personal_phone: null,
  user_type: 'Staff',
  user_type_slug: 'staff',
  position: null,
  position_name: null,
  positions: [],
  staff_division: null,
  division_name: null,
  division_color: null,
  manager: null,
  manager_name: null,
  is_activated: true,
});

function serveStaff(total: number, seen: URL[] = [], invitations: StaffInvitation[] = []) {
  server.use(
    http.get('*/account/api/staff-invitations/', () => HttpResponse.json(invitations)),
    http.get('*/account/api/staffs/company_users/', ({ request }) => {
      const url = new URL(request.url);
      seen.push(url);
      const page = Number(url.searchParams.get('page'));
      const size = Number(url.searchParams.get('page_size'));
      const ids = Array.from(
        { length: Math.max(0, Math.min(size, total - (page - 1) * size)) },
        (_, i) => (page - 1) * size + i + 1,
      );
      return HttpResponse.json({
        count: total,
        next: page * size < total ? 'next' : null,
        previous: null,
        results: ids.map(person),
      });
    }),
    http.get('*/division/api/', () => HttpResponse.json([])),
    http.get('*/account/api/positions/', () => HttpResponse.json([])),
    http.get('*/account/api/custom-views/by-type/', () => HttpResponse.json([])),
  );
  return seen;
}

const routes = [{ path: '/account/employees', element: <EmployeesPage /> }];

describe('EmployeesPage', () => {
  it('draws only the rows in view of 10,000 staff and reads the next page near the end', async () => {
    const seen = serveStaff(10_000);
    renderRoutes(routes, '/account/employees', { me: meFixture() });
    expect(await screen.findByText('10000 employees')).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Employee List' });
    expect(within(list).getAllByRole('listitem').length).toBeLessThan(60);
    expect(within(list).getAllByRole('listitem')[0]).toHaveAttribute('aria-setsize', '10000');

    Object.defineProperty(list, 'scrollHeight', { value: 6400, configurable: true });
    Object.defineProperty(list, 'clientHeight', { value: 800, configurable: true });
    list.scrollTop = 5600;
    fireEvent.scroll(list);
    await waitFor(() => expect(seen.some((u) => u.searchParams.get('page') === '2')).toBe(true));
    // Rendering a page of 10,000 rows' list in jsdom is heavy: a loaded machine needs the time.
  }, 30_000);

  it('sends the search to the server and keeps it in the URL', async () => {
    const seen = serveStaff(3);
    const { user, currentUrl } = renderRoutes(routes, '/account/employees', { me: meFixture() });
    await screen.findByText('3 employees');
    await user.type(screen.getByRole('searchbox'), 'ann');
    await waitFor(() => expect(seen.at(-1)?.searchParams.get('search')).toBe('ann'));
    expect(currentUrl()).toBe('/account/employees?search=ann');
  });

  it('lists each refused row of a bulk delete', async () => {
    serveStaff(2);
    server.use(
      http.delete('*/account/api/bulk-edit-staff/', () =>
        HttpResponse.json({
          succeeded: [2],
          errors: [
            {
              id: 11,
              reason: 'You cannot delete your own account.',
              message: 'Error for ID 11: You cannot delete your own account.',
            },
          ],
        }),
      ),
    );
    const { user } = renderRoutes(routes, '/account/employees', { me: meFixture() });
    await screen.findByText('2 employees');
    await user.click(screen.getByRole('checkbox', { name: 'Select Person 00001' }));
    await user.click(screen.getByRole('button', { name: 'Delete selected' }));
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Error for ID 11: You cannot delete your own account.')).toBeInTheDocument();
  });

  it('shows staff members no admin actions', async () => {
    serveStaff(2);
    const me = meFixture();
    renderRoutes(routes, '/account/employees', {
      me: { ...me, user_roles: { ...me.user_roles, user_is_profile_admin: false } },
    });
    await screen.findByText('2 employees');
    expect(screen.queryByRole('checkbox', { name: /^Select / })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Import from file' })).toBeNull();
  });

  it('lists pending invitations with what the admin typed, resends and cancels after asking', async () => {
    const invitation = (id: string, email: string, state: StaffInvitation['state']): StaffInvitation => ({
      id,
      email,
      first_name: 'Sam',
      last_name: 'Stone',
      state,
      staff: null,
      created_at: '2026-11-20T10:00:00.000Z',
      expires_at: '2099-01-01T00:00:00.000Z',
    });
    const calls: string[] = [];
    serveStaff(1, [], [invitation('a1', 'sam@other.test', 'pending'), invitation('b2', 'old@other.test', 'declined')]);
    server.use(
      http.post('*/account/api/staff-invitations/a1/resend/', () => {
        calls.push('resend');
        return HttpResponse.json(invitation('a1', 'sam@other.test', 'pending'));
      }),
      http.delete('*/account/api/staff-invitations/a1/', () => {
        calls.push('cancel');
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { user } = renderRoutes(routes, '/account/employees', { me: meFixture() });
    const section = await screen.findByRole('region', { name: 'Pending invitations' });
    const rows = within(section).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toHaveTextContent('sam@other.test');
    expect(rows[0]).toHaveTextContent('Sam Stone');
    expect(rows[0]).toHaveTextContent('Waiting, until');

    await user.click(within(section).getByRole('button', { name: 'Resend the invitation to sam@other.test' }));
    expect(await screen.findByText('A new invitation was sent to sam@other.test.')).toBeInTheDocument();

    await user.click(within(section).getByRole('button', { name: 'Cancel invitation to sam@other.test' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel the invitation to sam@other.test?' });
    expect(calls).toEqual(['resend']);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel invitation' }));
    await waitFor(() => expect(calls).toEqual(['resend', 'cancel']));
  });

  it('shows no invitations section when none is pending', async () => {
    serveStaff(2);
    renderRoutes(routes, '/account/employees', { me: meFixture() });
    await screen.findByText('2 employees');
    expect(screen.queryByRole('region', { name: 'Pending invitations' })).toBeNull();
  });
});
