// Access tokens (short-lived JWT, HS256: signed with jose) and opaque secrets (refresh, reset)
// stored hashed. Every authenticated request verifies a token, so verification is one HMAC with
// node:crypto (verifyHs256 below): jose's goes through WebCrypto, whose per-call overhead was a
// sixth of a clock-in's CPU (tests/bench/clock-throughput.bench.mjs).
import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { SignJWT } from 'jose';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const REFRESH_TOKEN_TTL_DAYS = 30;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface AccessClaims {
  userId: number;
  companyId: number;
  staffId: number;
  /**
   * The session (refresh-token family) the token was issued to, so signing out ends its access
   * tokens too (claim `fam`). Absent only from tokens issued before sessions were named.
   */
  sessionId?: string;
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
      const session = claims.sessionId === undefined ? {} : { fam: claims.sessionId };
      return new SignJWT({ cid: claims.companyId, sid: claims.staffId, ...session })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(claims.userId))
        .setIssuedAt()
        .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
        .sign(key);
    },
    async verify(token) {
      const payload = verifyHs256(token, key);
      if (!payload) return null;
      const userId = Number(payload.sub);
      const companyId = Number(payload.cid);
      const staffId = Number(payload.sid);
      if (![userId, companyId, staffId].every(Number.isSafeInteger)) return null;
      const verified: VerifiedClaims = { userId, companyId, staffId, issuedAt: Number(payload.iat ?? 0) };
      if (typeof payload.fam === 'string' && UUID.test(payload.fam)) verified.sessionId = payload.fam.toLowerCase();
      return verified;
    },
  };
}

function decodePart(part: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/**
 * The payload of a compact JWS signed with HS256 under `key` that has not expired, or null. Only
 * HS256 is accepted (never "none" nor another algorithm named in the header), the signature is
 * compared in constant time, and `exp` is required, `nbf` honoured: jose's rules for our tokens.
 */
export function verifyHs256(
  token: string,
  key: Uint8Array,
  nowSeconds = Date.now() / 1000,
): Record<string, unknown> | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [header, payload, signature] = parts as [string, string, string];
  const head = decodePart(header);
  if (!head || head.alg !== 'HS256' || 'crit' in head || 'b64' in head) return null;
  const expected = createHmac('sha256', key).update(`${header}.${payload}`).digest();
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const claims = decodePart(payload);
  if (!claims || typeof claims.exp !== 'number' || claims.exp <= nowSeconds) return null;
  if (claims.nbf !== undefined && (typeof claims.nbf !== 'number' || claims.nbf > nowSeconds)) return null;
  return claims;
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

function sealingKey(secret: string): Buffer {
  return createHash('sha256').update('groundwork sealed under a secret v1\0').update(secret).digest();
}

/**
 * `text` encrypted (AES-256-GCM) under a key derived from `secret`: only whoever presents the
 * secret again can open it. For storing a value next to a secret kept only as its hash (a spent
 * refresh token's successor), so a copy of the database opens nothing.
 */
export function sealUnderSecret(secret: string, text: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', sealingKey(secret), iv);
  const body = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

/** What sealUnderSecret sealed under `secret`, or null (another secret, or altered). */
export function openUnderSecret(secret: string, sealed: string): string | null {
  const bytes = Buffer.from(sealed, 'base64url');
  if (bytes.length < 28) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', sealingKey(secret), bytes.subarray(0, 12));
    decipher.setAuthTag(bytes.subarray(12, 28));
    return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
