// The cross-host link's rules (spec shell §4): leave only for another origin; the link carries the
// four parameters; the arriving host follows `redirect` only to a path of its own origin.
import { describe, expect, it } from 'vitest';
import { crossHostSignInUrl, originToLeaveFor, readAutoLoginLink, safeRedirect } from './cross-host';

const HERE = 'https://app.example';

describe('cross-host link', () => {
  it('leaves only for another origin', () => {
    expect(originToLeaveFor('https://team.partner.example/x', HERE)).toBe('https://team.partner.example');
    expect(originToLeaveFor(`${HERE}/somewhere`, HERE)).toBeNull();
    expect(originToLeaveFor(null, HERE)).toBeNull();
    expect(originToLeaveFor('not a url', HERE)).toBeNull();
  });

  it('builds and reads back the sign-in link', () => {
    const link = crossHostSignInUrl('https://team.partner.example', {
      token: 'a.b',
      timestamp: 1700000000,
      redirect: '/account/profile/?tab=2',
    });
    const parsed = new URL(link);
    expect(parsed.origin + parsed.pathname).toBe('https://team.partner.example/auth/signin');
    expect(readAutoLoginLink(parsed.searchParams)).toEqual({
      token: 'a.b',
      timestamp: '1700000000',
      redirect: '/account/profile/?tab=2',
    });
    expect(readAutoLoginLink(new URLSearchParams('token=a&timestamp=1'))).toBeNull();
  });

  it('follows only a same-origin relative path', () => {
    expect(safeRedirect('/account/profile/?tab=2#x', HERE)).toBe('/account/profile/?tab=2#x');
    for (const unsafe of ['//evil.example/x', '/\\evil.example', 'https://evil.example/', 'javascript:alert(1)', '']) {
      expect(safeRedirect(unsafe, HERE), unsafe).toBeNull();
    }
  });
});
