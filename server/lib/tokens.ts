// Access tokens (short-lived JWT, HS256 via jose) and opaque secrets (refresh, reset) stored hashed.
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const REFRESH_TOKEN_TTL_DAYS = 30;

export interface AccessClaims {
  userId: number;
  companyId: number;
  staffId: number;
}

export interface VerifiedClaims extends AccessClaims {
  /** Issued-at, in whole seconds since the epoch. */
  issuedAt: number;
}

export interface TokenSigner {
  sign(claims: AccessClaims, ttlSeconds?: number): Promise<string>;
  verify(token: string): Promise<VerifiedClaims | null>;
  /**
   * An HMAC of `data` (base64url) under a key derived from the same secret, for signed URLs (the
   * built-in storage's upload links): several instances sharing JWT_SECRET accept each other's.
   */
  mac(data: string): string;
}

export function createTokenSigner(secret: string): TokenSigner {
  const key = new TextEncoder().encode(secret);
  // Its own key, so a MAC can never be replayed as (part of) a token signature or the other way round.
  const macKey = createHmac('sha256', secret).update('groundwork signed urls v1').digest();
  return {
    mac: (data) => createHmac('sha256', macKey).update(data).digest('base64url'),
    async sign(claims, ttlSeconds = ACCESS_TOKEN_TTL_SECONDS) {
      return new SignJWT({ cid: claims.companyId, sid: claims.staffId })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(claims.userId))
        .setIssuedAt()
        .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
        .sign(key);
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        const userId = Number(payload.sub);
        const companyId = Number(payload.cid);
        const staffId = Number(payload.sid);
        if (![userId, companyId, staffId].every(Number.isSafeInteger)) return null;
        return { userId, companyId, staffId, issuedAt: Number(payload.iat ?? 0) };
      } catch {
        return null;
      }
    },
  };
}

export function newSecret(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

export function secretMatches(secret: string, hash: string): boolean {
  const a = Buffer.from(hashSecret(secret), 'hex');
  const b = Buffer.from(hash, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Two texts (a MAC and the one expected) compared in constant time. */
export function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
