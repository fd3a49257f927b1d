// The state and the action behind the clock button: the latest punch (queued on this device or
// on the server), the next action, and punching. A punch is written to the outbox with the tapped
// time first, and is "saved on this device" as soon as IndexedDB has it; the location fix, when
// allowed, is added before it is sent, and never holds it for longer than LOCATION_WAIT_MS.
import { useState } from 'react';
import type { ClockAction, ClockRequest } from '../../../../contract/attendance';
import { useCurrentUser } from '../../../api/current-user';
import { deviceTimeIso } from '../../../offline/outbox';
import { amendQueuedChange, queueChange, releaseQueuedChange } from '../../../offline/queue';
import { useOutboxItems } from '../../../offline/use-outbox';
import { useLastPunch } from '../api/get-last-punch';
import { locationFix } from '../lib/geolocation';
import { latestPunch, nextAction, type KnownPunch } from '../lib/next-action';
import { CLOCK_KIND } from '../offline/clock-kind';

export const LOCATION_WAIT_MS = 8_000;

export function deviceTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

export function useClock() {
  const me = useCurrentUser().data;
  const server = useLastPunch(me?.staff_id);
  const queued = useOutboxItems(CLOCK_KIND);
  const [busy, setBusy] = useState(false);

  const last = server.data;
  const serverPunch: KnownPunch | null = last
    ? { action: last.action, at: Date.parse(last.client_time), queued: false }
    : null;
  const queuedPunches: KnownPunch[] = (queued ?? [])
    .filter((item) => item.state !== 'failed')
    .map((item) => {
      const body = item.body as ClockRequest;
      return { action: body.action, at: Date.parse(body.client_time), queued: true };
    });
  const latest = latestPunch(serverPunch, queuedPunches);
  const ready = queued !== undefined && (server.isSuccess || server.isError || !navigator.onLine);

  /** Saves the punch on the device; resolves with what was saved once it is safely stored. */
  const punch = async (action: ClockAction = nextAction(latest)): Promise<ClockRequest> => {
    setBusy(true);
    try {
      const tapped = new Date();
      const body: ClockRequest = {
        action,
        client_time: deviceTimeIso(tapped),
        timezone: deviceTimeZone(),
        recorded_offline: !navigator.onLine,
      };
      const item = await queueChange(CLOCK_KIND, body, { holdUntil: Date.now() + LOCATION_WAIT_MS });
      void locationFix(LOCATION_WAIT_MS - 500).then(async (fix) => {
        if (fix) await amendQueuedChange(item.id, (b) => ({ ...(b as ClockRequest), ...fix }));
        else await releaseQueuedChange(item.id);
      });
      return body;
    } finally {
      setBusy(false);
    }
  };

  // Punches the server refused: they no longer count as the latest, and the user should look at them.
  const needsAttention = (queued ?? []).filter((item) => item.state === 'failed').length;
  return { ready, latest, next: nextAction(latest), punch, busy, pending: queuedPunches.length, needsAttention };
}
