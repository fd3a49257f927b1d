// Header pieces with their rules (spec shell §2.4, §4, §6): the plan label's three variants, the
// profile menu's conditional entries, and the timezone editor's states.
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse, delay } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Company } from '../../../../contract/company';
import { getMeQueryOptions } from '../../../api/current-user';
import { meFixture, renderWithProviders, setupApiServer } from '../../../test/render';
import { PlanLabelLink } from './plan-label-link';
import { planLabel } from './plan-label';
import { ProfileMenu } from './profile-menu';
import { profileMenuItems } from './profile-menu-items';
import { TimezoneEditor, TimezonePicker } from './timezone-picker';

const server = setupApiServer();

function company(overrides: Partial<Company> = {}): Company {
  return {
    id: 10,
    company_name: 'Acme',
    company_slug: 'acme',
    company_logo: null,
    company_information: null,
    company_registered_on: null,
    company_weekend_info: [0, 6],
    language_code: 'en',
    active_apps: [],
    subscribe_to_beta: false,
    referral_url: null,
    subscription_plan: 'Premium',
    coupon_data: [],
    ...overrides,
  };
}

describe('planLabel', () => {
  it('says LTD Active for a lifetime coupon, else the plan, else No Plan', () => {
    expect(planLabel(company({ coupon_data: [{ coupon: { duration_type: 'forever' } }] }))).toEqual({ kind: 'ltd' });
    expect(planLabel(company({ coupon_data: [{ coupon: { duration_type: 'one_time' } }] }))).toEqual({
      kind: 'plan',
      plan: 'Premium',
    });
    expect(planLabel(company({ subscription_plan: null }))).toEqual({ kind: 'none' });
    expect(planLabel(company({ subscription_plan: '  ', coupon_data: ['odd', null] }))).toEqual({ kind: 'none' });
  });

  it('only looks at the first coupon', () => {
    const coupons = [{ coupon: { duration_type: 'once' } }, { coupon: { duration_type: 'forever' } }];
    expect(planLabel(company({ coupon_data: coupons })).kind).toBe('plan');
  });
});

describe('PlanLabelLink', () => {
  it.each([
    [company({ coupon_data: [{ coupon: { duration_type: 'forever' } }] }), 'LTD Active'],
    [company({ subscription_plan: 'Premium' }), 'Premium'],
    [company({ subscription_plan: null }), 'No Plan'],
  ])('shows the label and links to billing (%#)', async (answer, text) => {
    server.use(http.get('*/company/api/detail-update/10/', () => HttpResponse.json(answer)));
    renderWithProviders(<PlanLabelLink />);
    const link = await screen.findByTestId('plan-label');
    expect(link).toHaveTextContent(text);
    expect(link).toHaveAttribute('href', '/account/billing');
  });
});

describe('profile menu', () => {
  const ids = (overrides: Parameters<typeof meFixture>[0]) => profileMenuItems(meFixture(overrides)).map((i) => i.id);

  it('offers Subscription only to the admin user type', () => {
    expect(ids({})).toContain('subscription');
    expect(ids({ user_type: { user_type: 'Staff', user_type_slug: 'staff' } })).not.toContain('subscription');
  });

  it('offers Switch Company only with more than one company', () => {
    expect(ids({})).not.toContain('switch-company');
    const two = [
      { id: 10, company_name: 'Acme', company_slug: 'acme' },
      { id: 20, company_name: 'Globex', company_slug: 'globex' },
    ];
    expect(ids({ company_list: two })).toContain('switch-company');
  });

  it('always offers change password and log out, with their routes', async () => {
    const me = meFixture({ user_type: { user_type: 'Staff', user_type_slug: 'staff' } });
    const { user } = renderWithProviders(<ProfileMenu user={me} />, { me });
    await user.click(screen.getByTestId('profile-menu'));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: /Change Password/ })).toHaveAttribute(
      'href',
      '/auth/change-password',
    );
    expect(within(menu).getByRole('menuitem', { name: /Log out/ })).toHaveAttribute('href', '/auth/signout');
    expect(within(menu).queryByRole('menuitem', { name: /Subscription/ })).toBeNull();
    expect(within(menu).queryByRole('menuitem', { name: /Switch Company/ })).toBeNull();
  });
});

describe('timezone editor', () => {
  it('is shown only when the attendance app is active', () => {
    const me = meFixture();
    me.company.active_app = me.company.active_app.filter((app) => app.app_name !== 'attendance');
    renderWithProviders(<TimezonePicker />, { me });
    expect(screen.queryByRole('button', { name: /Timezone/ })).toBeNull();
  });

  it('goes display → editing and back on Escape, without saving', async () => {
    let calls = 0;
    server.use(http.patch('*/account/api/staffs/11/timezone/', () => void calls++));
    const { user } = renderWithProviders(<TimezoneEditor staffId={11} timezone="Europe/Madrid" />);
    await user.click(screen.getByRole('button', { name: /Europe\/Madrid/ }));
    const select = screen.getByRole('combobox', { name: 'Timezone' });
    expect(select).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.getByRole('button', { name: /Europe\/Madrid/ })).toBeInTheDocument();
    expect(calls).toBe(0);
  });

  it('cancels when the select loses focus', async () => {
    const { user } = renderWithProviders(<TimezoneEditor staffId={11} timezone="Europe/Madrid" />);
    await user.click(screen.getByRole('button', { name: /Europe\/Madrid/ }));
    await user.tab();
    expect(screen.queryByRole('combobox')).toBeNull();
  });

  it('saves a new zone with a spinner and merges the answer into the user', async () => {
    const me = meFixture();
    let body: unknown;
    server.use(
      http.patch('*/account/api/staffs/11/timezone/', async ({ request }) => {
        body = await request.json();
        await delay(50);
        return HttpResponse.json({ ...me, timezone: 'Asia/Tokyo' });
      }),
    );
    const { user, queryClient } = renderWithProviders(<TimezonePicker />, { me });
    await user.click(screen.getByRole('button', { name: /Europe\/Madrid/ }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Timezone' }), 'Asia/Tokyo');
    expect(screen.getByRole('status', { name: 'Saving the timezone' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /Asia\/Tokyo/ })).toBeInTheDocument();
    expect(body).toEqual({ timezone: 'Asia/Tokyo' });
    const cached = queryClient.getQueryData(getMeQueryOptions(me.id, me.company.id).queryKey);
    expect(cached?.timezone).toBe('Asia/Tokyo');
  });

  it('returns to display and says why when saving fails', async () => {
    server.use(
      http.patch('*/account/api/staffs/11/timezone/', () =>
        HttpResponse.json({ timezone: ['"Mars/Base" is not a valid time zone.'] }, { status: 400 }),
      ),
    );
    const { user } = renderWithProviders(<TimezoneEditor staffId={11} timezone="Europe/Madrid" />);
    await user.click(screen.getByRole('button', { name: /Europe\/Madrid/ }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Timezone' }), 'Asia/Tokyo');
    await waitFor(() => expect(screen.getByRole('button', { name: /Europe\/Madrid/ })).toBeInTheDocument());
    expect(await screen.findByText(/is not a valid time zone/)).toBeInTheDocument();
  });
});
