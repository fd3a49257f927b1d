// The kiosk's photo at each punch (issue 24), in Chromium with its fake camera (a test pattern as
// the front camera, the permission granted as if the person allowed it). An admin sets a tablet up
// as a kiosk and, at a desk, turns on "Take a photo at each punch" for it. The tablet goes offline;
// Raj clocks in: the front camera shows after his PIN, and the punch waits on the tablet with its
// photo in IndexedDB. Then the camera is refused, and Tom's punch is made anyway, without a photo.
// Back online, each punch arrives once, Raj's with its photo (a small JPEG) and Tom's flagged
// no_photo, and nothing of them stays on the tablet. At the desk the admin opens Raj's photo from
// the kiosk's punches, and sees it on his punch in Clock Ins. On a server of its own: its kiosk and punches touch no other journey.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO, apiSignIn, launchBrowser, signIn, type LaunchedBrowser } from './harness';
import { startDedicatedServer, type ServerControl } from './server-control';

let server: ServerControl;
const url = (pathname: string) => new URL(pathname, `${server.baseUrl}/`).toString();

const RAJ = { name: 'Raj Rao', email: 'raj@acme.test', pin: '4821' };
const TOM = { name: 'Tom Turner', email: 'tom@acme.test', pin: '730519' };
const FAKE_CAMERA = ['--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream'];

interface KioskPunch {
  id: number;
  staff: number;
  kiosk: number;
  flags: string[];
  recorded_offline: boolean;
  photo: string | null;
}

async function api(token: string, path: string, init: RequestInit = {}): Promise<Response> {
  const res = await fetch(url(path), {
    ...init,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...init.headers },
  });
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${res.status} ${await res.text()}`);
  return res;
}

async function staffIdOf(token: string, email: string): Promise<number> {
  const res = await api(token, `/account/api/staffs/company_users/?search=${encodeURIComponent(email)}`);
  const list = (await res.json()) as { results: Array<{ id: number; email: string }> };
  return list.results.find((s) => s.email === email)!.id;
}

/** What the kiosk's database holds: its photo setting and its queued punches' bodies. */
function kioskOnDevice(page: Page) {
  return page.evaluate(
    () =>
      new Promise<{ takePhotos: boolean; queued: Array<{ blob: boolean; size: number; type: string }> }>(
        (resolve, reject) => {
          const open = indexedDB.open('groundwork-kiosk');
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const db = open.result;
            const tx = db.transaction(['kiosk_device', 'outbox'], 'readonly');
            const device = tx.objectStore('kiosk_device').get('device');
            const outbox = tx.objectStore('outbox').getAll();
            tx.oncomplete = () => {
              db.close();
              const items = outbox.result as Array<{ body: unknown }>;
              resolve({
                takePhotos: (device.result?.value as { takePhotos?: boolean } | undefined)?.takePhotos === true,
                queued: items.map(({ body }) => ({
                  blob: body instanceof Blob,
                  size: body instanceof Blob ? body.size : 0,
                  type: body instanceof Blob ? body.type : typeof body,
                })),
              });
            };
          };
        },
      ),
  );
}

async function typePin(page: Page, pin: string) {
  await expect.poll(() => page.getByRole('button', { name: '1', exact: true }).isEnabled()).toBe(true);
  for (const digit of pin) await page.getByRole('button', { name: digit, exact: true }).click();
  await page.getByRole('button', { name: 'OK', exact: true }).click();
}

const notice = (page: Page) => page.getByTestId('kiosk-notice');

describe('time-clock kiosk: a photo at each punch', () => {
  let desk: LaunchedBrowser;
  let tablet: LaunchedBrowser;

  beforeAll(async () => {
    server = await startDedicatedServer();
    desk = await launchBrowser();
    tablet = await launchBrowser({ viewport: { width: 1024, height: 768 }, hasTouch: true, args: FAKE_CAMERA });
  }, 150_000);

  afterAll(async () => {
    await desk?.close();
    await tablet?.close();
    await server?.dispose();
  });

  it('an offline punch arrives once with its photo, which the admin opens; a refused camera still punches', async () => {
    const admin = await apiSignIn(DEMO.acmeAdmin.email, DEMO.acmeAdmin.password, server.baseUrl);
    const [rajId, tomId] = await Promise.all([staffIdOf(admin.token, RAJ.email), staffIdOf(admin.token, TOM.email)]);
    for (const [id, pin] of [
      [rajId, RAJ.pin],
      [tomId, TOM.pin],
    ] as const) {
      await api(admin.token, `/inout/api/kiosk/pins/${id}/`, { method: 'PUT', body: JSON.stringify({ pin }) });
    }

    // The tablet becomes the kiosk "Lobby".
    const page = await tablet.context.newPage();
    await page.goto(url('/auth/signin'));
    await signIn(page, DEMO.acmeAdmin.email, DEMO.acmeAdmin.password);
    await page.goto(url('/inout/kiosks/'));
    await page.getByLabel('Kiosk name').fill('Lobby');
    await page.getByRole('button', { name: 'Set up this device as a kiosk' }).click();
    await page.waitForURL((u) => u.pathname === '/kiosk', { timeout: 30_000 });
    await page.getByRole('button', { name: RAJ.name }).waitFor({ timeout: 30_000 });
    const kiosks = (await (await api(admin.token, '/inout/api/kiosks/')).json()) as {
      results: Array<{ id: number; name: string; take_photos: boolean }>;
    };
    const kiosk = kiosks.results.find((k) => k.name === 'Lobby')!;
    expect(kiosk.take_photos).toBe(false);

    // At the desk, the admin turns photos on for it.
    const office = await desk.context.newPage();
    await office.goto(url('/auth/signin'));
    await signIn(office, DEMO.acmeAdmin.email, DEMO.acmeAdmin.password);
    await office.goto(url('/inout/kiosks/'));
    const row = office.getByTestId(`kiosk-row-${kiosk.id}`);
    const setting = row.getByRole('checkbox', { name: 'Take a photo at each punch: Lobby' });
    await setting.waitFor({ timeout: 30_000 });
    expect(await setting.isChecked()).toBe(false);
    await row.locator('[data-part="control"]').click();
    await office.getByText('Photos at each punch turned on for "Lobby".').waitFor({ timeout: 30_000 });
    expect(await setting.isChecked()).toBe(true);

    // The kiosk hears it with its roster (fetched when it opens), then goes offline.
    await page.reload();
    await expect.poll(async () => (await kioskOnDevice(page)).takePhotos, { timeout: 30_000 }).toBe(true);
    await tablet.context.setOffline(true);
    await page.getByTestId('kiosk-offline').waitFor();

    // Raj: after his PIN the front camera shows; his punch waits on the tablet with its photo.
    await page.getByRole('button', { name: RAJ.name }).click();
    await typePin(page, RAJ.pin);
    const camera = page.getByTestId('kiosk-camera');
    await expect.poll(() => camera.getAttribute('data-status'), { timeout: 30_000 }).toBe('ready');
    expect(await camera.locator('video').evaluate((v: HTMLVideoElement) => v.videoWidth)).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Clock in', exact: true }).click();
    await expect.poll(() => notice(page).textContent()).toMatch(/^Clock in: Raj Rao at [^,]+$/);
    await camera.waitFor({ state: 'detached' });
    const queued = (await kioskOnDevice(page)).queued;
    expect(queued).toHaveLength(1);
    expect(queued[0]).toMatchObject({ blob: true, type: expect.stringMatching(/^multipart\/form-data; boundary=/) });
    expect(queued[0]!.size).toBeGreaterThan(1_000);
    expect(queued[0]!.size).toBeLessThan(100 * 1024);

    // Tom: the camera is refused this time; his punch is made anyway, and he is told.
    await page.evaluate(() => {
      navigator.mediaDevices.getUserMedia = () => Promise.reject(new DOMException('Denied', 'NotAllowedError'));
    });
    await page.getByRole('button', { name: TOM.name }).click();
    await typePin(page, TOM.pin);
    await page.getByText('The camera is not available: your punch is recorded without a photo.').waitFor();
    await page.getByRole('button', { name: 'Clock in', exact: true }).click();
    await expect.poll(() => notice(page).textContent()).toMatch(/^Clock in: Tom Turner at .+, without a photo$/);
    await expect.poll(() => page.getByTestId('kiosk-pending').textContent()).toBe('2 punches waiting to be sent');
    const before = (await (await api(admin.token, `/inout/api/kiosks/${kiosk.id}/punches/`)).json()) as {
      results: KioskPunch[];
    };
    expect(before.results).toEqual([]);

    // Back online: each punch arrives once; the photos leave the tablet.
    await tablet.context.setOffline(false);
    await page.getByTestId('kiosk-pending').waitFor({ state: 'detached', timeout: 60_000 });
    const arrived = (
      (await (await api(admin.token, `/inout/api/kiosks/${kiosk.id}/punches/`)).json()) as { results: KioskPunch[] }
    ).results;
    expect(arrived).toHaveLength(2);
    const raj = arrived.find((p) => p.staff === rajId)!;
    const tom = arrived.find((p) => p.staff === tomId)!;
    expect(raj).toMatchObject({ kiosk: kiosk.id, recorded_offline: true, flags: [] });
    expect(raj.photo).toBe(`/inout/api/clock-ins/${raj.id}/photo/`);
    expect(tom).toMatchObject({ kiosk: kiosk.id, recorded_offline: true, flags: ['no_photo'], photo: null });
    const photo = await api(admin.token, raj.photo!);
    expect(photo.headers.get('content-type')).toBe('image/jpeg');
    const bytes = new Uint8Array(await photo.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    expect(bytes.length).toBeLessThan(100 * 1024);
    expect((await kioskOnDevice(page)).queued).toEqual([]);

    // At the desk, the admin opens Raj's photo from the kiosk's punches.
    await row.getByRole('button', { name: 'Punches' }).click();
    const punches = office.getByTestId(`kiosk-punches-${kiosk.id}`);
    await punches.getByTestId(`kiosk-punch-${tom.id}`).getByText('No photo').waitFor({ timeout: 30_000 });
    const thumb = punches.getByRole('button', { name: 'Open the photo of Raj Rao' });
    await expect.poll(() => thumb.isEnabled(), { timeout: 30_000 }).toBe(true);
    await thumb.click();
    const opened = office.getByRole('dialog').getByRole('img', { name: /^Photo of Raj Rao at / });
    await opened.waitFor({ timeout: 30_000 });
    // The still as taken: 480 px wide, decoded by the browser.
    await expect.poll(() => opened.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(480);

    // Clock Ins shows it too, to the admin, on Raj's punch.
    await office.keyboard.press('Escape');
    await office.goto(url(`/inout/list/?staff=${rajId}`));
    const inList = office.getByTestId('punch-row').getByRole('img', { name: /^Photo of Raj Rao at / });
    await inList.waitFor({ timeout: 30_000 });
    await expect.poll(() => inList.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(480);
  }, 300_000);
});
