// The kiosk's offline PIN check computes the same verifier as the server (node's PBKDF2 here, as in
// server/modules/inout/kiosk.verifier.ts), accepts the right PIN and refuses any other.
import { pbkdf2Sync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { pinMatches, pinVerifier } from './pin-verifier';

const params = { algorithm: 'pbkdf2-sha256-2', pin_iterations: 2_000, kiosk_iterations: 100, kiosk_salt: 'kiosk-salt' };
const salt = 'person-salt';

function serverVerifier(pin: string): string {
  const key = pbkdf2Sync(pin, Buffer.from(salt, 'utf8'), params.pin_iterations, 32, 'sha256');
  const salt2 = Buffer.from(`${params.kiosk_salt}.${salt}`, 'utf8');
  return pbkdf2Sync(key, salt2, params.kiosk_iterations, 32, 'sha256').toString('base64url');
}

describe('PIN verifier', () => {
  it("matches the server's derivation byte for byte", async () => {
    expect(await pinVerifier('4821', salt, params)).toBe(serverVerifier('4821'));
  });

  it('accepts the right PIN and refuses others', async () => {
    const person = { salt, verifier: serverVerifier('4821') };
    expect(await pinMatches('4821', person, params)).toBe(true);
    for (const wrong of ['4812', '48210', '0000', '']) expect(await pinMatches(wrong, person, params)).toBe(false);
  });

  it("refuses the PIN against another kiosk's verifier", async () => {
    const person = { salt, verifier: serverVerifier('4821') };
    expect(await pinMatches('4821', person, { ...params, kiosk_salt: 'other-kiosk' })).toBe(false);
  });
});
