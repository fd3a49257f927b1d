// The shell around a page: the menu follows the user's roles and the company's links, the
// "Activate Features" entry opens its dialog, and the layout choice is kept on the device.
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ROLE_FLAGS } from '../../../../contract/apps';
import type { UserRoles } from '../../../../contract/apps';
import { meFixture, renderWithProviders, setupApiServer } from '../../../test/render';
import { ShellLayout } from './shell-layout';

const server = setupApiServer();

const staff = () =>
  meFixture({
    email: 'staff@acme.test',
    first_name: 'Sam',
    user_type: { user_type: 'Staff', user_type_slug: 'staff' },
    user_roles: Object.fromEntries(ROLE_FLAGS.map((f) => [f, false])) as UserRoles,
  });

function api() {
  server.use(
    http.get('*/account/api/menu-links/', () =>
      HttpResponse.json([
        {
          id: 1,
          name: 'Safety handbook',
          url: 'https://example.com/safety',
          icon: '',
          parent: null,
          order: 1,
          company: 10,
        },
      ]),
    ),
    http.get('*/company/api/detail-update/10/', () =>
      HttpResponse.json({ id: 10, subscription_plan: null, coupon_data: [] }),
    ),
    http.get('*/company/api/apps/', () => HttpResponse.json([{ id: 1, app_name: 'knowledge_base' }])),
    http.get('*/company/api/active-apps/', () => HttpResponse.json([{ id: 1, app_name: 'knowledge_base' }])),
  );
}

describe('ShellLayout', () => {
  it('lists the menu, the company links and the page', async () => {
    api();
    renderWithProviders(
      <ShellLayout>
        <p>Page body</p>
      </ShellLayout>,
      { route: '/account/dashboard/' },
    );
    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    expect(await within(nav).findByRole('link', { name: /Safety handbook/ })).toHaveAttribute('target', '_blank');
    expect(within(nav).getByRole('button', { name: 'Settings' })).toBeInTheDocument();
    expect(screen.getByText('Page body')).toBeInTheDocument();
    expect(await screen.findByTestId('plan-label')).toHaveTextContent('No Plan');
  });

  it('hides the admin entries from staff', () => {
    api();
    renderWithProviders(<ShellLayout>page</ShellLayout>, { me: staff() });
    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    expect(within(nav).queryByRole('button', { name: 'Settings' })).toBeNull();
    expect(within(nav).queryByRole('button', { name: 'Activate Features' })).toBeNull();
  });

  it('opens "Edit Active Features" from the menu', async () => {
    api();
    const { user } = renderWithProviders(<ShellLayout>page</ShellLayout>);
    await user.click(screen.getByRole('button', { name: 'Activate Features' }));
    expect(await screen.findByRole('dialog', { name: 'Edit Active Features' })).toBeInTheDocument();
  });

  it('switches to the horizontal layout from the profile menu and remembers it', async () => {
    api();
    const { user, container } = renderWithProviders(<ShellLayout>page</ShellLayout>);
    expect(container.querySelector('[data-layout]')).toHaveAttribute('data-layout', 'vertical');
    await user.click(screen.getByTestId('profile-menu'));
    await user.click(await screen.findByRole('menuitemradio', { name: /Horizontal/ }));
    expect(container.querySelector('[data-layout]')).toHaveAttribute('data-layout', 'horizontal');
    expect(localStorage.getItem('groundwork.layout')).toBe('horizontal');
  });
});
