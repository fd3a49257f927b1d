// The kiosk's state on this device: not set up, revoked, or ready with its roster (from the
// kiosk's database, so it works offline), refreshed from the server when it opens, every five
// minutes and when the network returns. It runs the kiosk's outbox (src/offline/kiosk-sync.ts) and
// counts the punches still waiting. A kiosk the server answers as revoked forgets everything.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { KioskRosterRecord } from '../../../offline/db';
import { isKioskRevoked, KioskSync } from '../../../offline/kiosk-sync';
import {
  forgetKiosk,
  kioskPendingCount,
  listRoster,
  loadKioskDevice,
  type KioskDevice,
} from '../../../offline/kiosk-store';
import { refreshKioskRoster } from '../api/get-kiosk-roster';
import { registerKioskClockKind } from '../offline/kiosk-clock-kind';

export const ROSTER_REFRESH_MS = 5 * 60_000;

export type KioskState =
  | { status: 'loading' }
  | { status: 'not-set-up' }
  | { status: 'revoked' }
  | { status: 'ready'; device: KioskDevice; roster: KioskRosterRecord[] };

export function useKioskDevice() {
  const [state, setState] = useState<KioskState>({ status: 'loading' });
  const [pending, setPending] = useState(0);
  const sync = useRef<KioskSync | null>(null);

  const revoked = useCallback(async () => {
    sync.current?.stop();
    sync.current = null;
    await forgetKiosk();
    setState({ status: 'revoked' });
  }, []);

  const reload = useCallback(async () => {
    const device = await loadKioskDevice();
    if (!device) return setState((s) => (s.status === 'revoked' ? s : { status: 'not-set-up' }));
    setState({ status: 'ready', device, roster: await listRoster() });
  }, []);

  const refresh = useCallback(async () => {
    try {
      const device = await loadKioskDevice();
      if (!device || (typeof navigator !== 'undefined' && navigator.onLine === false)) return;
      await refreshKioskRoster(device.credential);
      await reload();
    } catch (error) {
      // Offline or the server down: the kept roster serves. Revoked: nothing is kept.
      if (isKioskRevoked(error)) await revoked();
    }
  }, [reload, revoked]);

  const countPending = useCallback(() => void kioskPendingCount().then(setPending, () => {}), []);

  useEffect(() => {
    registerKioskClockKind();
    let cancelled = false;
    void (async () => {
      await reload();
      const device = await loadKioskDevice();
      if (cancelled || !device) return;
      sync.current = new KioskSync(device.credential, () => void revoked(), countPending);
      sync.current.start();
      countPending();
      await refresh();
    })();
    const timer = setInterval(() => void refresh(), ROSTER_REFRESH_MS);
    const onOnline = () => void refresh();
    window.addEventListener('online', onOnline);
    return () => {
      cancelled = true;
      clearInterval(timer);
      window.removeEventListener('online', onOnline);
      sync.current?.stop();
      sync.current = null;
    };
  }, [reload, refresh, revoked, countPending]);

  /** After a punch was saved on the device: count it and try sending it now. */
  const punched = useCallback(() => {
    countPending();
    sync.current?.kick();
  }, [countPending]);

  return { state, pending, punched };
}
