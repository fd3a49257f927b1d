// The kiosk's clock on the device, offline: the right PIN opens the actions and a punch lands in the
// kiosk's outbox attributed to the person; five wrong PINs make the next attempt wait, refusing even
// the right PIN, with the message the person sees.
import 'fake-indexeddb/auto';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { pbkdf2Sync } from 'node:crypto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { KioskPunchRequest } from '../../../../contract/kiosk';
import { kioskDatabase, saveKioskDevice, saveRoster, type KioskDevice } from '../../../offline/kiosk-store';
import { renderWithProviders } from '../../../test/render';
import { registerKioskClockKind } from '../offline/kiosk-clock-kind';
import { KioskClock } from './kiosk-clock';

const verifier = { algorithm: 'pbkdf2-sha256-2', pin_iterations: 1_000, kiosk_iterations: 10, kiosk_salt: 'k' };
function person(staff_id: number, name: string, pin: string) {
  const salt = `salt-${staff_id}`;
  const key = pbkdf2Sync(pin, Buffer.from(salt), verifier.pin_iterations, 32, 'sha256');
  const v = pbkdf2Sync(key, Buffer.from(`${verifier.kiosk_salt}.${salt}`), verifier.kiosk_iterations, 32, 'sha256');
  return { staff_id, name, salt, verifier: v.toString('base64url') };
}
const roster = [person(7, 'Raj Rao', '4821'), person(8, 'Tom Turner', '1357')];
const device: KioskDevice = {
  kioskId: 3,
  name: 'Front',
  companyName: 'Acme',
  credential: 'gwk_x',
  verifier,
  rosterAt: Date.now(),
};

const tap = (name: string) => fireEvent.click(screen.getByRole('button', { name, exact: true } as never));
async function typePin(pin: string) {
  await waitFor(() => expect(screen.getByRole('button', { name: '1' })).toBeEnabled());
  for (const d of pin) tap(d);
  tap('OK');
}

beforeEach(async () => {
  registerKioskClockKind();
  await kioskDatabase().delete();
  await kioskDatabase().open();
  await saveKioskDevice(device);
  await saveRoster(roster, verifier);
});

describe('KioskClock', () => {
  it('clocks a person in with their PIN: the punch waits in the kiosk outbox, attributed to them', async () => {
    const onPunched = vi.fn();
    renderWithProviders(<KioskClock device={device} roster={roster} onPunched={onPunched} />);
    tap('Raj Rao');
    await typePin('4821');
    fireEvent.click(await screen.findByRole('button', { name: 'Clock in' }));
    expect(await screen.findByText(/^Clock in: Raj Rao at/)).toBeInTheDocument();
    expect(onPunched).toHaveBeenCalled();
    const [item] = await kioskDatabase().outbox.toArray();
    expect(item!.path).toBe('inout/api/kiosk/clock/');
    expect(item!.body as KioskPunchRequest).toMatchObject({ staff: 7, action: 'in' });
  });

  it('makes the attempt after five wrong PINs wait, refusing even the right PIN', async () => {
    renderWithProviders(<KioskClock device={device} roster={roster} onPunched={vi.fn()} />);
    tap('Tom Turner');
    for (let i = 1; i <= 4; i++) {
      await typePin('0000');
      await screen.findByText('Wrong PIN. Try again.');
    }
    await typePin('0000');
    expect(await screen.findByText('Too many wrong PINs. Try again in 30 seconds.')).toBeInTheDocument();
    await typePin('1357');
    expect(await screen.findByText(/^Too many wrong PINs\. Try again in (29|30) seconds\.$/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clock in' })).toBeNull();
    expect(await kioskDatabase().outbox.count()).toBe(0);
  });
});
