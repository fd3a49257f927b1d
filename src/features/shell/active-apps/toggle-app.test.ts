// The active-apps list rule: add or remove one id; never an empty list.
import { describe, expect, it } from 'vitest';
import { toggleApp } from './toggle-app';

describe('toggleApp', () => {
  it('adds an app, keeping ids sorted and unique', () => {
    expect(toggleApp([3, 1], 2, true)).toEqual({ ok: true, ids: [1, 2, 3] });
    expect(toggleApp([1, 2], 2, true)).toEqual({ ok: true, ids: [1, 2] });
  });

  it('removes an app', () => {
    expect(toggleApp([1, 2], 1, false)).toEqual({ ok: true, ids: [2] });
  });

  it('refuses to turn off the last app', () => {
    expect(toggleApp([4], 4, false)).toEqual({ ok: false, reason: 'last-app' });
  });
});
