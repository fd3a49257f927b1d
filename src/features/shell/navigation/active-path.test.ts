// Active-link matching: plain paths with or without trailing slash, details patterns, anchors.
import { describe, expect, it } from 'vitest';
import { isLinkActive, isNodeActive } from './active-path';
import type { NavNode } from './nav-types';

const at = (pathname: string, hash = '') => ({ pathname, hash });

describe('isLinkActive', () => {
  it('ignores a trailing slash', () => {
    expect(isLinkActive('/account/dashboard/', at('/account/dashboard'))).toBe(true);
    expect(isLinkActive('/request', at('/request/'))).toBe(true);
    expect(isLinkActive('/request', at('/request/create'))).toBe(false);
  });

  it('matches route patterns of details pages', () => {
    expect(isLinkActive('/request/details/:id', at('/request/details/42'))).toBe(true);
  });

  it('needs the hash for settings anchors', () => {
    expect(isLinkActive('/account/settings#menu-links', at('/account/settings', '#menu-links'))).toBe(true);
    expect(isLinkActive('/account/settings#menu-links', at('/account/settings', '#company-profile'))).toBe(false);
  });
});

describe('isNodeActive', () => {
  const requests: NavNode = {
    id: 'requests',
    type: 'collapse',
    labelKey: 'nav.requests.title',
    children: [
      { id: 'a', type: 'item', labelKey: 'nav.requests.all', path: '/request' },
      { id: 'b', type: 'item', labelKey: 'nav.requests.details', path: '/request/details/:id', hidden: true },
    ],
  };

  it('opens a collapse whose hidden details page is shown', () => {
    expect(isNodeActive(requests, at('/request/details/3'))).toBe(true);
    expect(isNodeActive(requests, at('/tasks/'))).toBe(false);
  });

  it('never marks external links active', () => {
    expect(isNodeActive({ id: 'x', type: 'item', path: '/request', external: true }, at('/request'))).toBe(false);
  });
});
