// Identity on the profile (issue 17): My Profile changes the e-mail through a link to the new
// address (new e-mail and current password, the server's refusals under their fields), never in
// place; an admin's change of an account field the person manages themselves is refused by the
// server, and that message shows under the field that was changed, and only what changed is sent.
// The phone (issue 21) shows as people read it; one in the old mask is stored in E.164 at the next
// save, one that cannot be read is left alone.
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { StaffDetail } from '../../../../contract/people';
import { PASSWORD_WRONG, PERSON_MANAGES_OWN_IDENTITY } from '../../../../contract/people-constants';
import { meFixture, renderRoutes, setupApiServer } from '../../../test/render';
import { EmployeeProfilePage } from './employee-profile-page';

const server = setupApiServer();

const staff = (id: number, email: string): StaffDetail => ({
  id,
  user_id: id,
  email,
  first_name: 'Sam',
  last_name: 'Stone',
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
  positions_info: [],
  juniors: [],
  staff_info: { language_code: 'en', is_dark_mode: null },
  language_code: 'en',
  timezone: null,
  birth_date: null,
  hired_on: null,
  company: 10,
  user_roles: {},
  responsibilities: [],
});

function serveProfile(detail: StaffDetail) {
  server.use(
    http.get(`*/account/api/staffs/${detail.id}/`, () => HttpResponse.json(detail)),
    // The profile's other sections: empty (pages for the responsibilities, lists for the rest).
    http.get('*', ({ request }) =>
      HttpResponse.json(
        /responsibilit/.test(new URL(request.url).pathname)
          ? { count: 0, next: null, previous: null, results: [] }
          : [],
      ),
    ),
  );
}

const routes = [
  { path: '/account/profile/', element: <EmployeeProfilePage mine /> },
  { path: '/account/employee/:id', element: <EmployeeProfilePage /> },
];

describe('EmployeeProfilePage identity', () => {
  it('asks for a new e-mail with the password, and says a link was sent', async () => {
    serveProfile(staff(11, 'admin@acme.test'));
    const bodies: unknown[] = [];
    server.use(
      http.post('*/account/api/email-change/', async ({ request }) => {
        const body = (await request.json()) as { password: string };
        bodies.push(body);
        if (body.password !== 'right') return HttpResponse.json({ password: [PASSWORD_WRONG] }, { status: 400 });
        return HttpResponse.json({ detail: 'sent' });
      }),
    );
    const { user } = renderRoutes(routes, '/account/profile/', { me: meFixture() });
    const section = await screen.findByRole('region', { name: 'Personal info' });
    expect(within(section).getByTestId('my-email')).toHaveTextContent('admin@acme.test');
    expect(within(section).queryByRole('textbox', { name: 'E-mail' })).toBeNull();

    await user.click(within(section).getByRole('button', { name: 'Change e-mail' }));
    await user.type(within(section).getByRole('textbox', { name: /New e-mail/ }), 'ada@new.test');
    await user.type(within(section).getByLabelText(/Current password/), 'wrong');
    await user.click(within(section).getByRole('button', { name: 'Send the link' }));
    expect(await within(section).findByText(PASSWORD_WRONG)).toBeInTheDocument();

    await user.clear(within(section).getByLabelText(/Current password/));
    await user.type(within(section).getByLabelText(/Current password/), 'right');
    await user.click(within(section).getByRole('button', { name: 'Send the link' }));
    expect(
      await within(section).findByText('We sent a link to ada@new.test. Your e-mail changes when you open it.'),
    ).toBeInTheDocument();
    expect(bodies.at(-1)).toEqual({ new_email: 'ada@new.test', password: 'right' });
    // Unchanged until the link is opened.
    expect(within(section).getByTestId('my-email')).toHaveTextContent('admin@acme.test');
  });

  it("shows the server's refusal of an account field under the field the admin changed", async () => {
    serveProfile(staff(42, 'sam@other.test'));
    const bodies: unknown[] = [];
    server.use(
      http.patch('*/account/api/staffs/42/update_staff/', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ last_name: [PERSON_MANAGES_OWN_IDENTITY] }, { status: 400 });
      }),
    );
    const { user } = renderRoutes(routes, '/account/employee/42', { me: meFixture() });
    const section = await screen.findByRole('region', { name: 'Personal info' });
    expect(within(section).queryByRole('button', { name: 'Change e-mail' })).toBeNull();
    const lastName = within(section).getByRole('textbox', { name: 'Last name' });
    await user.clear(lastName);
    await user.type(lastName, 'Stoner');
    await user.click(within(section).getByRole('button', { name: 'Save' }));
    expect(await within(section).findByText(PERSON_MANAGES_OWN_IDENTITY)).toBeInTheDocument();
    expect(lastName).toHaveAttribute('aria-invalid', 'true');
    expect(bodies).toEqual([{ last_name: 'Stoner' }]);
  });
});

describe('EmployeeProfilePage phone', () => {
  async function saveLastName(stored: string) {
    serveProfile({ ...staff(42, 'sam@acme.test'), personal_phone: stored });
    const bodies: unknown[] = [];
    server.use(
      http.patch('*/account/api/staffs/42/update_staff/', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ ...staff(42, 'sam@acme.test'), last_name: 'Stoner' });
      }),
    );
    const { user } = renderRoutes(routes, '/account/employee/42', { me: meFixture() });
    const section = await screen.findByRole('region', { name: 'Personal info' });
    const shown = within(section).getByRole('textbox', { name: 'Phone' });
    const value = (shown as HTMLInputElement).value;
    const lastName = within(section).getByRole('textbox', { name: 'Last name' });
    await user.clear(lastName);
    await user.type(lastName, 'Stoner');
    await user.click(within(section).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    return { shown: value, bodies };
  }

  it('shows a stored E.164 number as people read it, and does not send it unchanged', async () => {
    expect(await saveLastName('+15550001111')).toEqual({ shown: '(555) 000-1111', bodies: [{ last_name: 'Stoner' }] });
  });

  it('shows a number of another country internationally', async () => {
    expect((await saveLastName('+442079460958')).shown).toBe('+44 20 7946 0958');
  });

  it('stores a number kept in the old mask in E.164 with the next save', async () => {
    expect(await saveLastName('(555) 123-4567')).toEqual({
      shown: '(555) 123-4567',
      bodies: [{ last_name: 'Stoner', personal_phone: '+15551234567' }],
    });
  });

  it('shows a stored number it cannot read as it is, and saves the rest without it', async () => {
    expect(await saveLastName('ask reception')).toEqual({ shown: 'ask reception', bodies: [{ last_name: 'Stoner' }] });
  });
});
