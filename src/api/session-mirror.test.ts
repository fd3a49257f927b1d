// The worker's copy of the session follows sign-in, token refresh and sign-out, without the
// refresh token.
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { clearSession, setSession, updateTokens } from './session';
import { readMirroredSession } from './session-mirror';

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('session mirror', () => {
  it('holds the current access token and owner, never the refresh token, and is gone after sign-out', async () => {
    setSession({ token: 'a1', refresh: 'r1', userId: 3, companyId: 4 });
    await settle();
    expect(await readMirroredSession()).toEqual({ token: 'a1', userId: 3, companyId: 4 });
    updateTokens('a2', 'r2');
    await settle();
    expect(await readMirroredSession()).toEqual({ token: 'a2', userId: 3, companyId: 4 });
    clearSession();
    await settle();
    expect(await readMirroredSession()).toBeNull();
  });
});
