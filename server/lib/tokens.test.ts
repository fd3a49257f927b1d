// Access-token verification (tokens.ts verifyHs256) holds jose's rules for our tokens: a token
// jose signed verifies; a changed header, payload or signature, another key, another algorithm,
// "none", an expired token or one not yet valid does not.
import { createHmac } from 'node:crypto';
import { SignJWT, UnsecuredJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { createTokenSigner, openUnderSecret, sealUnderSecret, verifyHs256 } from './tokens';

const secret = 'a test secret that is long enough for HS256';
const key = new TextEncoder().encode(secret);
const now = Math.floor(Date.now() / 1000);

const signed = (claims: Record<string, unknown>) => new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).sign(key);

/** A token with any header, HMAC-signed under `key` (jose refuses to make some of them). */
function handMade(header: Record<string, unknown>, claims: Record<string, unknown>): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const input = `${part(header)}.${part(claims)}`;
  return `${input}.${createHmac('sha256', key).update(input).digest('base64url')}`;
}

describe('access tokens', () => {
  it('verifies what it signed, with its claims', async () => {
    const signer = createTokenSigner(secret);
    const token = await signer.sign({ userId: 7, companyId: 3, staffId: 11 });
    expect(await signer.verify(token)).toEqual({ userId: 7, companyId: 3, staffId: 11, issuedAt: expect.any(Number) });
    expect(await createTokenSigner('another secret entirely').verify(token)).toBeNull();
  });

  it('refuses a token whose header, payload or signature was changed', async () => {
    const token = await signed({ sub: '7', exp: now + 60 });
    const [h, p, s] = token.split('.') as [string, string, string];
    const other = Buffer.from(JSON.stringify({ sub: '8', exp: now + 60 })).toString('base64url');
    expect(verifyHs256(token, key)).toMatchObject({ sub: '7' });
    expect(verifyHs256(`${h}.${other}.${s}`, key)).toBeNull();
    expect(verifyHs256(`${h}.${p}.${s.slice(0, -2)}AA`, key)).toBeNull();
    expect(verifyHs256(`${h}.${p}`, key)).toBeNull();
    expect(verifyHs256(`${h}.${p}.${s}.x`, key)).toBeNull();
    expect(verifyHs256('not a token', key)).toBeNull();
  });

  it('accepts only HS256: not "none", not another algorithm, not a header it does not understand', async () => {
    const none = new UnsecuredJWT({ sub: '7', exp: now + 60 }).encode();
    expect(verifyHs256(none, key)).toBeNull();
    const hs512 = await new SignJWT({ sub: '7', exp: now + 60 }).setProtectedHeader({ alg: 'HS512' }).sign(key);
    expect(verifyHs256(hs512, key)).toBeNull();
    const claims = { sub: '7', exp: now + 60 };
    expect(verifyHs256(handMade({ alg: 'HS256' }, claims), key)).toMatchObject({ sub: '7' });
    expect(verifyHs256(handMade({ alg: 'HS256', crit: ['x'], x: 1 }, claims), key)).toBeNull();
    expect(verifyHs256(handMade({ alg: 'none' }, claims), key)).toBeNull();
  });

  it('refuses an expired token, one without an expiry, and one not valid yet', async () => {
    expect(verifyHs256(await signed({ sub: '7', exp: now - 1 }), key)).toBeNull();
    expect(verifyHs256(await signed({ sub: '7', exp: now + 60 }), key, now + 60)).toBeNull();
    expect(verifyHs256(await signed({ sub: '7' }), key)).toBeNull();
    expect(verifyHs256(await signed({ sub: '7', exp: now + 60, nbf: now + 30 }), key)).toBeNull();
    expect(verifyHs256(await signed({ sub: '7', exp: now + 60, nbf: now - 30 }), key)).toMatchObject({ sub: '7' });
  });
});

describe('values sealed under a secret', () => {
  it('open only with the same secret, and not once altered', () => {
    const sealed = sealUnderSecret('refresh-one', 'the successor');
    expect(openUnderSecret('refresh-one', sealed)).toBe('the successor');
    expect(openUnderSecret('refresh-two', sealed)).toBeNull();
    const altered = Buffer.from(sealed, 'base64url');
    altered[altered.length - 1]! ^= 1;
    expect(openUnderSecret('refresh-one', altered.toString('base64url'))).toBeNull();
    expect(openUnderSecret('refresh-one', 'short')).toBeNull();
  });
});
