// Checks a PIN on the kiosk, offline, against the verifier the server computed for this kiosk
// (server/modules/inout/kiosk.verifier.ts says how, and what it protects against): PBKDF2-SHA256 of
// the PIN with the person's salt, then of that key with the kiosk's and the person's salts. Web
// Crypto runs both steps natively (~100,000 iterations, a fraction of a second on a tablet).
import type { KioskVerifierParams } from '../../../offline/kiosk-store';

const KEY_BITS = 256;

function base64url(bytes: ArrayBuffer): string {
  let binary = '';
  for (const byte of new Uint8Array(bytes)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

async function pbkdf2(secret: BufferSource, salt: string, iterations: number): Promise<ArrayBuffer> {
  const key = await crypto.subtle.importKey('raw', secret, 'PBKDF2', false, ['deriveBits']);
  return crypto.subtle.deriveBits(
    { name: 'PBKDF2', hash: 'SHA-256', salt: new TextEncoder().encode(salt), iterations },
    key,
    KEY_BITS,
  );
}

/** This kiosk's verifier of `pin` for a person with `salt`. */
export async function pinVerifier(pin: string, salt: string, params: KioskVerifierParams): Promise<string> {
  const deviceKey = await pbkdf2(new TextEncoder().encode(pin), salt, params.pin_iterations);
  return base64url(await pbkdf2(deviceKey, `${params.kiosk_salt}.${salt}`, params.kiosk_iterations));
}

/** Whether `pin` is the person's PIN (compared in full, never stopping at the first different byte). */
export async function pinMatches(
  pin: string,
  person: { salt: string; verifier: string },
  params: KioskVerifierParams,
): Promise<boolean> {
  const actual = await pinVerifier(pin, person.salt, params);
  if (actual.length !== person.verifier.length) return false;
  let diff = 0;
  for (let i = 0; i < actual.length; i++) diff |= actual.charCodeAt(i) ^ person.verifier.charCodeAt(i);
  return diff === 0;
}
