// How staff PINs are kept and how a kiosk checks one offline.
//
// The server keeps two things per PIN, never answered by any route:
//   - an scrypt hash (N=2^15), its own slow check of a PIN, should it ever need one;
//   - the PIN's first PBKDF2-SHA256 step (PIN_ITERATIONS, with a salt of the person's), the "device
//     key", from which every kiosk's verifier is derived.
// A kiosk gets, per person, the person's salt and verifier = PBKDF2(device key, kiosk salt + person
// salt, KIOSK_ITERATIONS). To check a PIN offline it runs both steps and compares.
//
// The trade-off, said plainly: a PIN has 10^4–10^8 values, so anything that lets a device check one
// offline also lets someone who copies the device's data try every PIN. The two steps make each try
// cost ~100,000 PBKDF2 iterations (a 4-digit PIN falls in minutes of one core's time, not in
// microseconds), the salts stop one precomputed table from serving every person or every kiosk, and
// the kiosk salt makes a revoked kiosk's copy match no other kiosk's. What protects people is what
// a PIN opens: only clocking in on that company's kiosks (never a sign-in), each punch named with
// the kiosk that recorded it; a revoked kiosk keeps nothing, and a new PIN replaces every verifier.
// The device key is kept server-side so a kiosk set up later gets verifiers without everyone typing
// their PIN again; it is as sensitive as the scrypt hash and is treated the same (never answered).
import { pbkdf2, randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import { KIOSK_ITERATIONS, PIN_ITERATIONS } from '../../../contract/kiosk-constants';

const pbkdf2Async = promisify(pbkdf2);
const scryptAsync = promisify(scrypt) as (
  password: string,
  salt: Buffer,
  keylen: number,
  options: { N: number; r: number; p: number; maxmem: number },
) => Promise<Buffer>;

const SCRYPT = { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };
const KEY_BYTES = 32;

const b64 = (bytes: Buffer) => bytes.toString('base64url');

export function newSalt(): string {
  return b64(randomBytes(16));
}

/** scrypt$N$r$p$salt$hash */
export async function hashPin(pin: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await scryptAsync(pin, salt, KEY_BYTES, SCRYPT);
  return `scrypt$${SCRYPT.N}$${SCRYPT.r}$${SCRYPT.p}$${b64(salt)}$${b64(hash)}`;
}

export async function pinMatches(stored: string, pin: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const options = { N: Number(n), r: Number(r), p: Number(p), maxmem: SCRYPT.maxmem };
  const actual = await scryptAsync(pin, Buffer.from(salt, 'base64url'), expected.length, options);
  return timingSafeEqual(actual, expected);
}

/** The PIN's first step (base64url), with the person's salt. */
export async function deviceKey(pin: string, personSalt: string): Promise<string> {
  return b64(await pbkdf2Async(pin, Buffer.from(personSalt, 'utf8'), PIN_ITERATIONS, KEY_BYTES, 'sha256'));
}

/** The salt of the second step: the kiosk's then the person's, as text. */
export const verifierSalt = (kioskSalt: string, personSalt: string) => `${kioskSalt}.${personSalt}`;

/** One kiosk's verifier of one person's PIN, from the stored device key. */
export async function kioskVerifier(key: string, kioskSalt: string, personSalt: string): Promise<string> {
  const salt = Buffer.from(verifierSalt(kioskSalt, personSalt), 'utf8');
  return b64(await pbkdf2Async(Buffer.from(key, 'base64url'), salt, KIOSK_ITERATIONS, KEY_BYTES, 'sha256'));
}
