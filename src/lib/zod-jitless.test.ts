// The client's zod runs jitless whichever loads first, this module or zod: it must not try eval,
// which the app's Content-Security-Policy refuses and reports.
import { config } from 'zod';
import { describe, expect, it } from 'vitest';
import './zod-jitless';

describe('zod on the client', () => {
  it('is jitless, so it never tries new Function', () => {
    expect(config().jitless).toBe(true);
  });
});
