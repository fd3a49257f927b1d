// The state and the action behind the clock button: the latest punch (queued on this device or
// on the server), the next action, and punching. A punch is written to the outbox with the tapped
// time first, and is "saved on this device" as soon as IndexedDB has it; the location fix, when
// allowed, is added before it is sent, and never holds it for longer than LOCATION_WAIT_MS.
// A tap within REPEAT_TAP_WINDOW_MS of the latest punch is not a punch (issue 18: a double tap
// recorded "out" then "in" 0.8 s apart): it is answered with that punch, which the user may undo.
// When the company requires a location (issue 21), a punch without a fix, or with one vaguer than
// the company's limit, is still saved and sent, and flagged: the tap's result says so once the fix
// attempt ends, and the latest punch carries the note (from the server's flags once sent).
// Against the schedule and the site (issue 24): a clock-in late for its shift, or a punch outside the
// person's division geofence, is told at the tap from the device's My shifts (with the geofence) and
// the company's tolerance, by the server's own rules (lib/clock-flag-notes.ts); never blocked.
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { ClockAction, ClockRequest, TimeClockSettings } from '../../../../contract/attendance';
import { useCurrentUser } from '../../../api/current-user';
import { deviceTimeIso } from '../../../offline/outbox';
import { amendQueuedChange, queueChange, releaseQueuedChange, withdrawQueuedChange } from '../../../offline/queue';
import { useOutboxItems } from '../../../offline/use-outbox';
import { useLastPunch } from '../api/get-last-punch';
import { getMyShiftsQueryOptions, useMyShifts } from '../api/get-shifts';
import { getTimeClockSettingsQueryOptions, useTimeClockSettings } from '../api/get-time-clock-settings';
import { locationFix } from '../../../lib/geolocation';
import { serverFlagNotes, tapFlagNotes, type ClockFlagContext, type ClockFlagNote } from '../lib/clock-flag-notes';
import { locationNote, serverLocationNote, type LocationNote } from '../lib/location-note';
import { latestPunch, nextAction, type KnownPunch } from '../lib/next-action';
import { CLOCK_KIND } from '../offline/clock-kind';

export const LOCATION_WAIT_MS = 8_000;

/** A second tap this soon after a punch is taken for a double tap, not a new punch. */
export const REPEAT_TAP_WINDOW_MS = 3_000;

/**
 * What a tap did: saved a punch, or (a repeat) nothing, pointing at the punch it repeated. A saved
 * punch's `location` resolves when its fix attempt ends: with the flag it gets for its location, or
 * null (nothing wrong, or the company's settings are unknown on this device). Its `flags` are what
 * is known at the tap (late for the shift); `flagsWithFix` resolves with those and, once the fix
 * came, whether it is outside the site.
 */
export type TapResult =
  | {
      saved: true;
      body: ClockRequest;
      punch: KnownPunch;
      location: Promise<LocationNote | null>;
      flags: ClockFlagNote[];
      flagsWithFix: Promise<ClockFlagNote[]>;
    }
  | { saved: false; repeatOf: KnownPunch };

/** What an undo did: took the punch back from this device, or found it already sent (ask for a correction). */
export type UndoResult = 'removed' | 'sent';

/** How long a tap's location note waits for the company's settings when this device has none yet. */
const SETTINGS_WAIT_MS = 5_000;

/**
 * The company's time-clock settings for a tap's location note: the cached ones (persisted, so known
 * offline once fetched), or those being fetched (a tap right after the app opened), for a while.
 * Null when they cannot be had: the worker is then told nothing before the punch is sent.
 */
async function companySettings(queryClient: QueryClient): Promise<TimeClockSettings | null> {
  const options = getTimeClockSettingsQueryOptions();
  const cached = queryClient.getQueryData(options.queryKey);
  if (cached) return cached;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const giveUp = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), SETTINGS_WAIT_MS)));
  try {
    return await Promise.race([queryClient.ensureQueryData(options).catch(() => null), giveUp]);
  } finally {
    clearTimeout(timer);
  }
}

export function deviceTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

export function useClock() {
  const me = useCurrentUser().data;
  const server = useLastPunch(me?.staff_id);
  const queued = useOutboxItems(CLOCK_KIND);
  const settings = useTimeClockSettings().data;
  const myShifts = useMyShifts(me?.staff_id).data;
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  // The last tap on this screen, set before its save finishes: a tap during the save is a repeat too.
  const lastTap = useRef<KnownPunch | null>(null);

  const known: ClockFlagContext = {
    shifts: myShifts?.results,
    tolerance_minutes: settings?.tolerance_minutes,
    geofence: myShifts?.geofence,
  };
  const last = server.data;
  const serverPunch: KnownPunch | null = last
    ? {
        action: last.action,
        at: Date.parse(last.client_time),
        queued: false,
        location: serverLocationNote(last),
        flags: serverFlagNotes(last, known),
      }
    : null;
  const queuedPunches: KnownPunch[] = (queued ?? [])
    .filter((item) => item.state !== 'failed')
    .map((item) => {
      const body = item.body as ClockRequest;
      // Held while its fix may still come; released (with or without one, next_attempt_at 0) or
      // tried: whether it has a location is settled.
      const settled = item.attempts > 0 || item.next_attempt_at === 0;
      const location = settled && settings ? locationNote(settings, body) : null;
      const at = Date.parse(body.client_time);
      const flags = tapFlagNotes({ action: body.action, at, fix: body }, known);
      return { action: body.action, at, queued: true, id: item.id, location, flags };
    });
  const latest = latestPunch(serverPunch, queuedPunches);
  const ready = queued !== undefined && (server.isSuccess || server.isError || !navigator.onLine);

  /**
   * Saves the punch on the device and resolves with it once it is safely stored; a repeat tap saves
   * nothing and resolves with the punch it repeats.
   */
  const punch = async (action: ClockAction = nextAction(latest)): Promise<TapResult> => {
    const tapped = new Date();
    const previous = latestPunch(latest, lastTap.current ? [lastTap.current] : []);
    if (previous && Math.abs(tapped.getTime() - previous.at) < REPEAT_TAP_WINDOW_MS) {
      return { saved: false, repeatOf: previous };
    }
    lastTap.current = { action, at: tapped.getTime(), queued: true };
    setBusy(true);
    try {
      const body: ClockRequest = {
        action,
        client_time: deviceTimeIso(tapped),
        timezone: deviceTimeZone(),
        recorded_offline: !navigator.onLine,
      };
      const item = await queueChange(CLOCK_KIND, body, { holdUntil: Date.now() + LOCATION_WAIT_MS }).catch(
        (error: unknown) => {
          lastTap.current = null; // nothing was saved: the next tap is a real one
          throw error;
        },
      );
      const flags = tapFlagNotes({ action, at: tapped.getTime() }, known);
      const saved: KnownPunch = { action, at: Date.parse(body.client_time), queued: true, id: item.id, flags };
      lastTap.current = saved;
      const fixed = locationFix(LOCATION_WAIT_MS - 500);
      void fixed.then(async (fix) => {
        if (fix) await amendQueuedChange(item.id, (b) => ({ ...(b as ClockRequest), ...fix }));
        else await releaseQueuedChange(item.id);
      });
      const location = fixed.then(async (fix) => {
        const known = await companySettings(queryClient);
        return known ? locationNote(known, fix) : null;
      });
      // With the fix: the settings and My shifts as this device holds them by then (a tap right
      // after the app opened may have come before they were read).
      const flagsWithFix = fixed.then(async (fix) => {
        const tolerance = (await companySettings(queryClient))?.tolerance_minutes;
        const shifts = queryClient.getQueryData(getMyShiftsQueryOptions(me?.staff_id).queryKey);
        return tapFlagNotes(
          { action, at: tapped.getTime(), fix },
          { shifts: shifts?.results, tolerance_minutes: tolerance, geofence: shifts?.geofence },
        );
      });
      return { saved: true, body, punch: saved, location, flags, flagsWithFix };
    } finally {
      setBusy(false);
    }
  };

  /** Takes a punch back while it is still on this device; a punch already sent needs a correction. */
  const undo = async (target: KnownPunch): Promise<UndoResult> => {
    // A repeat answered while the first tap was still being saved knew no id yet.
    const id = target.id ?? (lastTap.current?.at === target.at ? lastTap.current.id : undefined);
    if (!id || !(await withdrawQueuedChange(id))) return 'sent';
    if (lastTap.current?.id === id) lastTap.current = null;
    return 'removed';
  };

  // Punches the server refused: they no longer count as the latest, and the user should look at them.
  const needsAttention = (queued ?? []).filter((item) => item.state === 'failed').length;
  return {
    ready,
    latest,
    next: nextAction(latest),
    punch,
    undo,
    busy,
    pending: queuedPunches.length,
    needsAttention,
    /** The latest punch the server sent, with when it was fetched (offline: how old it is). */
    serverState: server,
  };
}
