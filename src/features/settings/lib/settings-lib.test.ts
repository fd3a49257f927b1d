// Settings rules: which sections show, who edits the company, and the menu-link form checks.
import { describe, expect, it } from 'vitest';
import type { MenuLink } from '../../../../contract/company';
import { parentOptions, toMenuLinkInput, validateMenuLink } from './menu-link-input';
import { canEditCompany, settingsSections } from './settings-sections';

const roles = (admin = false, profileAdmin = false) => ({
  user_is_admin: admin,
  user_is_assignment_admin: false,
  user_is_attendance_admin: false,
  user_is_checklist_admin: false,
  user_is_kb_admin: false,
  user_is_pr_approver: false,
  user_is_pr_payer: false,
  user_is_profile_admin: profileAdmin,
  user_is_request_admin: false,
  user_is_stat_admin: false,
});
const user = (slug: string, admin = false, profileAdmin = false) => ({
  user_type: { user_type: slug === 'admin' ? 'Admin' : 'Staff', user_type_slug: slug },
  user_roles: roles(admin, profileAdmin),
});

describe('settingsSections', () => {
  it('shows menu links and system preferences to the admin user type only', () => {
    expect(settingsSections(user('admin'))).toEqual([
      'company-profile',
      'change-password',
      'menu-links',
      'system-preferences',
    ]);
    expect(settingsSections(user('staff', true))).toEqual(['company-profile', 'change-password']);
  });

  it('shows the Company Motto to profile admins only', () => {
    expect(settingsSections(user('staff', false, true))).toEqual([
      'company-profile',
      'change-password',
      'company-motto',
    ]);
    expect(settingsSections(user('admin'))).not.toContain('company-motto');
  });

  it('lets the admin type or the admin flag edit the company', () => {
    expect(canEditCompany(user('admin'))).toBe(true);
    expect(canEditCompany(user('staff', true))).toBe(true);
    expect(canEditCompany(user('staff'))).toBe(false);
  });
});

describe('menu link form', () => {
  const values = { name: ' Wiki ', url: ' https://wiki.example.com ', parent: '', order: '' };

  it('accepts a name and a web address', () => {
    expect(validateMenuLink(values)).toEqual({});
    expect(toMenuLinkInput(values)).toEqual({
      name: 'Wiki',
      url: 'https://wiki.example.com',
      icon: 'feather icon-link',
      parent: null,
      order: 0,
    });
  });

  it('refuses empty fields, non-web URLs and fractional orders', () => {
    expect(validateMenuLink({ name: ' ', url: '', parent: '', order: '1.5' })).toEqual({
      name: 'required',
      url: 'required',
      order: 'order',
    });
    expect(validateMenuLink({ ...values, url: 'javascript:alert(1)' }).url).toBe('url');
    expect(validateMenuLink({ ...values, url: 'wiki.example.com' }).url).toBe('url');
  });

  it('never offers the link itself or its descendants as parent', () => {
    const link = (id: number, parent: number | null): MenuLink => ({
      id,
      name: `L${id}`,
      url: 'https://x.test',
      icon: '',
      parent,
      order: 0,
      company: 1,
    });
    const links = [link(1, null), link(2, 1), link(3, 2), link(4, null)];
    expect(parentOptions(links, 1).map((l) => l.id)).toEqual([4]);
    expect(parentOptions(links, 3).map((l) => l.id)).toEqual([1, 2, 4]);
    expect(parentOptions(links, null)).toHaveLength(4);
  });
});
