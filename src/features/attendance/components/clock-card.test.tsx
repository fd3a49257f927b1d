// The clock button: offline, a tap is written to the outbox with the time tapped (and its offset)
// and says "Saved on this device" once stored; online, it follows the server's latest punch. A
// second tap within a few seconds saves nothing and offers to undo the first (issue 18): the undo
// takes back a punch still on the device, or offers a correction request for one already sent.
// With a location required (issue 21), a punch with no fix or a vaguer one than the company allows is
// still saved, and the worker is told it is flagged, at the tap and on the latest punch.
// Against the schedule and the site (issue 24): a clock-in late for its shift, or a punch outside
// the division's geofence, is told at the tap from what the device holds, offline, by the server's
// rules; a sent punch shows the server's flags.
import 'fake-indexeddb/auto';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  DEFAULT_TIME_CLOCK_SETTINGS,
  type ClockRequest,
  type Punch,
  type TimeClockSettings,
} from '../../../../contract/attendance';
import type { Geofence } from '../../../../contract/geofence';
import type { Shift, ShiftList } from '../../../../contract/shifts';
import { userDatabase } from '../../../offline/db';
import { meFixture, renderWithProviders, setupApiServer } from '../../../test/render';
import { registerClockKind } from '../offline/clock-kind';
import { ClockCard } from './clock-card';
import { punchFixture } from '../test/fixtures';

const server = setupApiServer();
const db = () => userDatabase(1, 10);

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
}

/** The company's time-clock settings the card reads. */
function companySettings(settings: Partial<TimeClockSettings> = {}) {
  server.use(
    http.get('*/inout/api/time-clock-settings/', () =>
      HttpResponse.json({ ...DEFAULT_TIME_CLOCK_SETTINGS, ...settings }),
    ),
  );
}

/** The phone's location sensor: refused (GeolocationPositionError 1), or one reading. */
function locationSensor(answer: 'refused' | { latitude: number; longitude: number; accuracy: number }) {
  const api = {
    watchPosition: (success: PositionCallback, failure?: PositionErrorCallback | null) => {
      setTimeout(() => {
        if (answer === 'refused')
          failure?.({ code: 1, message: 'User denied Geolocation' } as GeolocationPositionError);
        else success({ coords: answer, timestamp: Date.now() } as unknown as GeolocationPosition);
      }, 10);
      return 1;
    },
    clearWatch: () => {},
    getCurrentPosition: () => {},
  };
  Object.defineProperty(navigator, 'geolocation', { value: api, configurable: true });
}

/** My shifts with none coming (the card's next-shift line asks for them). */
function noShifts() {
  const list: ShiftList = {
    count: 0,
    next: null,
    previous: null,
    time_zone: 'UTC',
    week_starts_on: 0,
    geofence: null,
    results: [],
  };
  server.use(http.get('*/inout/api/shifts/', () => HttpResponse.json(list)));
}

beforeEach(async () => {
  await db().outbox.clear();
  companySettings();
  noShifts();
});
afterEach(() => {
  setOnline(true);
  Reflect.deleteProperty(navigator, 'geolocation');
});

function renderCard(me = meFixture()) {
  const view = renderWithProviders(<ClockCard />, { me });
  registerClockKind(view.queryClient);
  return view;
}

describe('ClockCard', () => {
  it('offline: a tap is saved on this device with the tapped time, and the next action flips', async () => {
    setOnline(false);
    const { user } = renderCard();
    const button = await screen.findByTestId('clock-button');
    await waitFor(() => expect(button).toBeEnabled());
    expect(button).toHaveTextContent('Clock in');
    expect(screen.getByText('Offline')).toBeInTheDocument();

    const before = Date.now();
    await user.click(button);
    const after = Date.now();

    expect(await screen.findByTestId('clock-saved')).toHaveTextContent('Saved on this device');
    const items = await db().outbox.toArray();
    expect(items).toHaveLength(1);
    expect(items[0]!.kind).toBe('attendance.clock');
    const body = items[0]!.body as ClockRequest;
    expect(body.action).toBe('in');
    expect(body.recorded_offline).toBe(true);
    // The device time of the tap, with its UTC offset, not the time it will be sent.
    expect(body.client_time).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}[+-]\d{2}:\d{2}$/);
    expect(Date.parse(body.client_time)).toBeGreaterThanOrEqual(before);
    expect(Date.parse(body.client_time)).toBeLessThanOrEqual(after);

    await waitFor(() => expect(button).toHaveTextContent('Clock out'));
    expect(screen.getByTestId('latest-punch')).toHaveTextContent('Waiting to sync');
    // The toast says it too.
    expect(await screen.findByTestId('toast')).toHaveTextContent('Saved on this device');
  });

  it('online: offers the opposite of the latest punch on the server, marked as sent', async () => {
    const punch = punchFixture({
      id: 5,
      staff: 11,
      staff_name: 'Ada Admin',
      client_utc_offset_minutes: 60,
      timezone: 'Europe/Madrid',
    });
    server.use(
      http.get('*/inout/api/clock-ins/', () =>
        HttpResponse.json({ count: 1, next: null, previous: null, results: [punch] }),
      ),
    );
    renderCard();
    const button = await screen.findByTestId('clock-button');
    await waitFor(() => expect(button).toHaveTextContent('Clock out'));
    expect(screen.getByTestId('latest-punch')).toHaveTextContent('Sent');
  });

  it('on a break (server): offers End break, queued offline with the tapped time like any punch', async () => {
    const onBreak = punchFixture({
      id: 6,
      staff: 11,
      staff_name: 'Ada Admin',
      action: 'break_start',
      client_time: new Date(Date.now() - 600_000).toISOString(),
      server_received_at: new Date(Date.now() - 600_000).toISOString(),
    });
    server.use(
      http.get('*/inout/api/clock-ins/', () =>
        HttpResponse.json({ count: 1, next: null, previous: null, results: [onBreak] }),
      ),
    );
    const { user } = renderCard();
    const breakButton = await screen.findByTestId('break-button');
    expect(breakButton).toHaveTextContent('End break');
    // Clocking out stays possible on a break.
    expect(screen.getByTestId('clock-button')).toHaveTextContent('Clock out');
    expect(screen.getByTestId('latest-punch')).toHaveTextContent('On a break since');

    setOnline(false);
    await user.click(breakButton);
    expect(await screen.findByTestId('clock-saved')).toHaveTextContent('Saved on this device');
    const items = await db().outbox.toArray();
    expect(items.map((i) => (i.body as ClockRequest).action)).toEqual(['break_end']);
    expect(items[0]!.kind).toBe('attendance.clock');
    await waitFor(() => expect(screen.getByTestId('break-button')).toHaveTextContent('Start break'));
  });

  it('offers no break while clocked out', async () => {
    setOnline(false);
    renderCard();
    const button = await screen.findByTestId('clock-button');
    await waitFor(() => expect(button).toBeEnabled());
    expect(screen.queryByTestId('break-button')).not.toBeInTheDocument();
  });

  it('is not shown when the company does not have the attendance app', () => {
    const me = meFixture();
    renderCard({ ...me, company: { ...me.company, active_app: [{ id: 1, app_name: 'request' }] } });
    expect(screen.queryByTestId('clock-card')).not.toBeInTheDocument();
  });

  it('a double tap saves one punch and offers an undo that takes it back from the device', async () => {
    setOnline(false);
    const { user } = renderCard();
    const button = await screen.findByTestId('clock-button');
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);
    await screen.findByTestId('clock-saved');
    await user.click(button);

    expect(await screen.findByTestId('clock-repeat')).toHaveTextContent(/Already clocked in at/);
    expect(await db().outbox.count()).toBe(1);

    await user.click(screen.getByTestId('clock-undo'));
    expect(await screen.findByTestId('clock-undone')).toHaveTextContent(/taken back/);
    expect(await db().outbox.count()).toBe(0);
    await waitFor(() => expect(button).toHaveTextContent('Clock in'));
  });

  it('a repeat of a punch already on the server offers a correction request instead', async () => {
    const punch = punchFixture({
      id: 7,
      staff: 11,
      staff_name: 'Ada Admin',
      action: 'out',
      client_time: new Date(Date.now() - 1_000).toISOString(),
      server_received_at: new Date().toISOString(),
    });
    server.use(
      http.get('*/inout/api/clock-ins/', () =>
        HttpResponse.json({ count: 1, next: null, previous: null, results: [punch] }),
      ),
    );
    const { user } = renderCard();
    const button = await screen.findByTestId('clock-button');
    await waitFor(() => expect(button).toHaveTextContent('Clock in'));
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);

    expect(await screen.findByTestId('clock-repeat')).toHaveTextContent(/Already clocked out at/);
    expect(await db().outbox.count()).toBe(0);
    await user.click(screen.getByTestId('clock-undo'));
    const correction = await screen.findByTestId('clock-correction');
    const link = new URL(correction.querySelector('a')!.getAttribute('href')!, 'http://x');
    expect(link.pathname).toBe('/request/create');
    expect(link.searchParams.get('title')).toMatch(/^Remove a punch made by mistake: Clock out at/);
    expect(link.searchParams.get('description')).toContain(punch.client_time);
  });

  describe('with a location required', () => {
    /** Renders the card, lets it learn the company's settings, and taps offline (nothing is sent). */
    async function tapOffline(settings: Partial<TimeClockSettings>) {
      companySettings(settings);
      server.use(
        http.get('*/inout/api/clock-ins/', () =>
          HttpResponse.json({ count: 0, next: null, previous: null, results: [] }),
        ),
      );
      const view = renderCard();
      const button = await screen.findByTestId('clock-button');
      await waitFor(() => expect(button).toBeEnabled());
      await waitFor(() => expect(view.queryClient.getQueryData(['time-clock-settings'])).toBeDefined());
      setOnline(false);
      await view.user.click(button);
      expect(await screen.findByTestId('clock-saved')).toHaveTextContent('Saved on this device');
      return view;
    }

    it('a refused permission saves the punch and says it is flagged for having no location', async () => {
      locationSensor('refused');
      await tapOffline({ require_location: true });

      expect(await screen.findByTestId('clock-location-flag')).toHaveTextContent(
        /Saved, but flagged for review: it has no location/,
      );
      // Never blocked: the punch waits on the device, released without a fix.
      const items = await db().outbox.toArray();
      expect(items).toHaveLength(1);
      expect((items[0]!.body as ClockRequest).latitude).toBeUndefined();
      expect(items[0]!.next_attempt_at).toBe(0);
      await waitFor(() => expect(screen.getByTestId('latest-punch-flag')).toHaveTextContent('Flagged: no location'));
      expect(screen.getByTestId('latest-punch')).toHaveTextContent('Waiting to sync');
    });

    it('a fix vaguer than the company allows is flagged with its accuracy', async () => {
      locationSensor({ latitude: 40.7, longitude: -74, accuracy: 5_000 });
      await tapOffline({ require_location: true, max_location_accuracy_m: 1_000 });

      expect(await screen.findByTestId('clock-location-flag')).toHaveTextContent(
        'Saved, but flagged for review: your location was only accurate to ±5000 m, and your company requires ±1000 m or better.',
      );
      const body = (await db().outbox.toArray())[0]!.body as ClockRequest;
      expect(body).toMatchObject({ latitude: 40.7, longitude: -74, accuracy_m: 5_000 });
      await waitFor(() =>
        expect(screen.getByTestId('latest-punch-flag')).toHaveTextContent('Flagged: location ±5000 m'),
      );
    });

    it('a precise enough fix, or no limit, is not flagged', async () => {
      locationSensor({ latitude: 40.7, longitude: -74, accuracy: 5_000 });
      await tapOffline({ require_location: true, max_location_accuracy_m: 0 });
      await waitFor(async () =>
        expect((await db().outbox.toArray())[0]!.body as ClockRequest).toMatchObject({ accuracy_m: 5_000 }),
      );
      expect(screen.queryByTestId('clock-location-flag')).not.toBeInTheDocument();
      expect(screen.queryByTestId('latest-punch-flag')).not.toBeInTheDocument();
    });

    it('says nothing when the company does not require a location', async () => {
      locationSensor('refused');
      await tapOffline({ require_location: false });
      await waitFor(async () => expect((await db().outbox.toArray())[0]!.next_attempt_at).toBe(0));
      expect(screen.queryByTestId('clock-location-flag')).not.toBeInTheDocument();
      expect(screen.queryByTestId('latest-punch-flag')).not.toBeInTheDocument();
    });

    it('shows the server’s flag on a sent punch', async () => {
      const punch = punchFixture({
        id: 9,
        staff: 11,
        staff_name: 'Ada Admin',
        flagged: true,
        flags: ['location_missing'],
      });
      server.use(
        http.get('*/inout/api/clock-ins/', () =>
          HttpResponse.json({ count: 1, next: null, previous: null, results: [punch] }),
        ),
      );
      renderCard();
      await waitFor(() => expect(screen.getByTestId('latest-punch')).toHaveTextContent('Sent'));
      expect(screen.getByTestId('latest-punch-flag')).toHaveTextContent('Flagged: no location');
    });
  });

  describe('against the shift and the site (issue 24)', () => {
    /** The site: the Puerta del Sol, 250 m around. */
    const SITE: Geofence = { latitude: 40.416775, longitude: -3.70379, radius_m: 250 };
    /** A fix `metres` north of the site (1/111,195 of a degree a metre). */
    const north = (metres: number) => ({
      latitude: SITE.latitude + metres / 111_195,
      longitude: SITE.longitude,
      accuracy: 15,
    });

    /** My shifts as the server answers it: one shift that started `startedMinutesAgo`, and the geofence. */
    function myShifts(startedMinutesAgo: number, geofence: Geofence | null) {
      const start = Date.now() - startedMinutesAgo * 60_000 - 10_000;
      const shift: Shift = {
        id: 31,
        staff: 11,
        staff_name: 'Ada Admin',
        position: null,
        position_name: null,
        division: null,
        division_name: null,
        start: new Date(start).toISOString(),
        end: new Date(start + 8 * 3_600_000).toISOString(),
        note: '',
        status: 'published',
        conflicts: [],
      };
      const list: ShiftList = {
        count: 1,
        next: null,
        previous: null,
        time_zone: 'UTC',
        week_starts_on: 0,
        geofence,
        results: [shift],
      };
      server.use(http.get('*/inout/api/shifts/', () => HttpResponse.json(list)));
    }

    /** Renders the card with the server's punches, lets it learn the settings and My shifts, and taps offline. */
    async function tapOfflineWithShifts(punches: Punch[] = []) {
      server.use(
        http.get('*/inout/api/clock-ins/', () =>
          HttpResponse.json({ count: punches.length, next: null, previous: null, results: punches }),
        ),
      );
      const view = renderCard();
      const button = await screen.findByTestId('clock-button');
      await waitFor(() => expect(button).toBeEnabled());
      await waitFor(() => expect(view.queryClient.getQueryData(['time-clock-settings'])).toBeDefined());
      await waitFor(() =>
        expect(view.queryClient.getQueryCache().findAll({ queryKey: ['shifts', 'mine'] })[0]?.state.data).toBeDefined(),
      );
      setOnline(false);
      await view.user.click(button);
      expect(await screen.findByTestId('clock-saved')).toHaveTextContent('Saved on this device');
      return view;
    }

    it('offline, a clock-in 7 minutes into the shift says it is late by 7 min, at the tap and on the latest punch', async () => {
      companySettings({ tolerance_minutes: 5 });
      myShifts(7, null);
      await tapOfflineWithShifts();
      expect(await screen.findByTestId('clock-shift-flag')).toHaveTextContent(
        'Saved, and flagged for review: Late by 7 min',
      );
      await waitFor(() => expect(screen.getByTestId('latest-punch-note')).toHaveTextContent('Late by 7 min'));
      expect(screen.getByTestId('latest-punch')).toHaveTextContent('Waiting to sync');
      // Never blocked: the punch waits to be sent.
      expect(await db().outbox.count()).toBe(1);
    });

    it('offline, a clock-out half an hour before the shift ends says it left 30 min early', async () => {
      companySettings({ tolerance_minutes: 5 });
      // A shift that started 7 h 30 min ago and ends in 30 min; the person clocked in at its start.
      myShifts(7 * 60 + 30, null);
      const clockedIn = punchFixture({
        id: 13,
        staff: 11,
        staff_name: 'Ada Admin',
        client_time: new Date(Date.now() - (7 * 60 + 30) * 60_000).toISOString(),
        server_received_at: new Date(Date.now() - (7 * 60 + 30) * 60_000).toISOString(),
      });
      await tapOfflineWithShifts([clockedIn]);
      expect(await screen.findByTestId('clock-shift-flag')).toHaveTextContent(
        'Saved, and flagged for review: Left 30 min early',
      );
      await waitFor(() => expect(screen.getByTestId('latest-punch-note')).toHaveTextContent('Left 30 min early'));
      expect(((await db().outbox.toArray())[0]!.body as ClockRequest).action).toBe('out');
    });

    it('within the tolerance says nothing', async () => {
      companySettings({ tolerance_minutes: 10 });
      myShifts(7, null);
      await tapOfflineWithShifts();
      await waitFor(async () => expect(await db().outbox.count()).toBe(1));
      expect(screen.queryByTestId('clock-shift-flag')).not.toBeInTheDocument();
      expect(screen.queryByTestId('latest-punch-note')).not.toBeInTheDocument();
    });

    it('offline, a punch 2 km from the site says it is outside the site area, with the distance', async () => {
      locationSensor(north(2_000));
      myShifts(-60, SITE);
      await tapOfflineWithShifts();
      await waitFor(() =>
        expect(screen.getByTestId('clock-shift-flag')).toHaveTextContent(
          'Saved, and flagged for review: Outside the site area (2 km away)',
        ),
      );
      await waitFor(() =>
        expect(screen.getByTestId('latest-punch-note')).toHaveTextContent('Outside the site area (2 km away)'),
      );
    });

    it('inside the site area, or with no geofence on the device, says nothing at the tap', async () => {
      locationSensor(north(100));
      myShifts(-60, SITE);
      await tapOfflineWithShifts();
      await waitFor(async () =>
        expect((await db().outbox.toArray())[0]!.body as ClockRequest).toMatchObject({ accuracy_m: 15 }),
      );
      expect(screen.queryByTestId('clock-shift-flag')).not.toBeInTheDocument();
      expect(screen.queryByTestId('latest-punch-note')).not.toBeInTheDocument();
    });

    it("a sent punch shows the server's flags: late by its minutes, outside by the server's distance", async () => {
      myShifts(12, null);
      const punch = punchFixture({
        id: 12,
        staff: 11,
        staff_name: 'Ada Admin',
        client_time: new Date(Date.now() - 10_000).toISOString(),
        server_received_at: new Date().toISOString(),
        flagged: true,
        flags: ['outside_geofence', 'late'],
        latitude: 40.43,
        longitude: -3.70379,
        accuracy_m: 15,
        geofence_distance_m: 1_234,
      });
      server.use(
        http.get('*/inout/api/clock-ins/', () =>
          HttpResponse.json({ count: 1, next: null, previous: null, results: [punch] }),
        ),
      );
      renderCard();
      await waitFor(() => expect(screen.getByTestId('latest-punch')).toHaveTextContent('Sent'));
      await waitFor(() =>
        expect(screen.getAllByTestId('latest-punch-note').map((n) => n.textContent)).toEqual([
          'Late by 12 min',
          'Outside the site area (1.2 km away)',
        ]),
      );
    });
  });
});
