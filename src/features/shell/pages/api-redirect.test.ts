// /{param}/api/* seen by the client router: to the API host with the same path and query, and on
// the same origin only once in a while, so a page served for that path cannot loop.
import { beforeEach, describe, expect, it } from 'vitest';
import { apiRedirectTarget, shouldRedirect } from './api-redirect';

beforeEach(() => sessionStorage.clear());

describe('apiRedirectTarget', () => {
  it('keeps the path and query on the API origin', () => {
    expect(apiRedirectTarget('/account/api/me/', '?a=1', 'https://api.example.com/v1/')).toBe(
      'https://api.example.com/account/api/me/?a=1',
    );
    expect(apiRedirectTarget('/company/api/apps/', '', '/')).toBe(`${window.location.origin}/company/api/apps/`);
  });
});

describe('shouldRedirect', () => {
  it('always goes to another origin', () => {
    expect(shouldRedirect('https://api.example.com/x/api/y', 1)).toBe(true);
    expect(shouldRedirect('https://api.example.com/x/api/y', 2)).toBe(true);
  });

  it('tries the same origin once, then again only after 10 s', () => {
    const target = `${window.location.origin}/account/api/me/`;
    expect(shouldRedirect(target, 1_000)).toBe(true);
    expect(shouldRedirect(target, 2_000)).toBe(false);
    expect(shouldRedirect(target, 11_001)).toBe(true);
  });
});
