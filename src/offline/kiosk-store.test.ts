// The kiosk's database: set up, it holds the device, its roster (names, ids, verifiers) and its
// punches; forgotten (revoked), it is deleted and nothing recreates it until the device is set up again.
import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { describe, expect, it } from 'vitest';
import { registerOutboxKind } from './kinds';
import {
  forgetKiosk,
  KIOSK_DATABASE_NAME,
  KioskForgottenError,
  kioskDatabase,
  kioskPendingCount,
  listRoster,
  loadKioskDevice,
  queueKioskPunch,
  saveKioskDevice,
  saveRoster,
} from './kiosk-store';

const device = { kioskId: 1, name: 'Front', companyName: 'Acme', credential: 'gwk_x', verifier: null, rosterAt: null };
const verifier = { algorithm: 'pbkdf2-sha256-2', pin_iterations: 1, kiosk_iterations: 1, kiosk_salt: 'k' };

describe('kiosk store', () => {
  it('keeps the roster and punches of the kiosk set up, and nothing once forgotten', async () => {
    registerOutboxKind({
      kind: 'test.kiosk',
      toRequest: (body: unknown) => ({ method: 'POST', path: 'p', body, entityKey: 'e' }),
    });
    await saveKioskDevice(device);
    await saveRoster([{ staff_id: 2, name: 'Raj Rao', salt: 's', verifier: 'v' }], verifier, 5);
    await queueKioskPunch('test.kiosk', { staff: 2 });
    expect(await loadKioskDevice()).toMatchObject({ kioskId: 1, verifier, rosterAt: 5 });
    expect((await listRoster()).map((p) => Object.keys(p).sort())).toEqual([['name', 'salt', 'staff_id', 'verifier']]);
    expect(await kioskPendingCount()).toBe(1);

    await forgetKiosk();
    expect(await Dexie.exists(KIOSK_DATABASE_NAME)).toBe(false);
    expect(() => kioskDatabase()).toThrow(KioskForgottenError);
    await expect(kioskPendingCount()).rejects.toThrow(KioskForgottenError);
    expect(await Dexie.exists(KIOSK_DATABASE_NAME)).toBe(false);

    // Set up again (an admin's choice): a fresh database, empty of the old kiosk.
    await saveKioskDevice({ ...device, kioskId: 9 });
    expect(await loadKioskDevice()).toMatchObject({ kioskId: 9 });
    expect(await listRoster()).toEqual([]);
    expect(await kioskPendingCount()).toBe(0);
  });
});
