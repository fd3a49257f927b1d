// Recognised crashes and the auto-reload limit (spec shell §4: 2 reloads within 60 s).
import { describe, expect, it } from 'vitest';
import { CRASH_RELOAD_WINDOW_MS, decideReload, isRecognisedCrash } from './crash-policy';

describe('isRecognisedCrash', () => {
  it.each([
    new TypeError("Cannot read properties of null (reading 'id')"),
    new TypeError("Cannot read properties of undefined (reading 'map')"),
    new TypeError("null is not an object (evaluating 'a.b')"),
    new TypeError('x.map is not a function'),
    new TypeError("Cannot destructure property 'a' of 'b' as it is undefined."),
    new ReferenceError('foo is not defined'),
    new TypeError('Failed to fetch dynamically imported module: https://app/assets/x.js'),
    new Error('Loading chunk 12 failed.'),
    new SyntaxError('Invalid or unexpected input'),
    new Error("Unexpected token '<'"),
    'Unexpected token < in JSON at position 0',
  ])('recognises %s', (error) => {
    expect(isRecognisedCrash(error)).toBe(true);
  });

  it.each([new Error('Request failed'), new RangeError('Invalid time value'), null, undefined, 42])(
    'does not recognise %s',
    (error) => {
      expect(isRecognisedCrash(error)).toBe(false);
    },
  );
});

describe('decideReload', () => {
  it('allows two reloads within the window, then refuses', () => {
    let state = decideReload([], 1_000);
    expect(state.reload).toBe(true);
    state = decideReload(state.history, 5_000);
    expect(state.reload).toBe(true);
    state = decideReload(state.history, 9_000);
    expect(state).toEqual({ reload: false, history: [1_000, 5_000] });
  });

  it('allows reloads again once the earlier ones leave the window', () => {
    const history = [1_000, 5_000];
    expect(decideReload(history, 1_000 + CRASH_RELOAD_WINDOW_MS - 1).reload).toBe(false);
    const later = decideReload(history, 1_000 + CRASH_RELOAD_WINDOW_MS);
    expect(later).toEqual({ reload: true, history: [5_000, 1_000 + CRASH_RELOAD_WINDOW_MS] });
  });

  it('ignores timestamps from the future (clock changed)', () => {
    expect(decideReload([50_000, 60_000], 10_000)).toEqual({ reload: true, history: [10_000] });
  });
});
