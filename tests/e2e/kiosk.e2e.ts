// Time-clock kiosk journey (issue 24): an admin sets kiosk PINs for three people on their profiles
// and sets a tablet up as a kiosk (which signs the admin out of it). The kiosk goes offline; three
// people clock in with their PINs, one of them after five wrong PINs, which make the next attempt
// wait (the message the person sees, refusing even the right PIN, and a longer wait after one more
// wrong PIN). Back online, the three punches reach the server once each, attributed to the right
// people and recorded by the kiosk, as the API shows, and the admin's Clock Ins list names the kiosk
// beside each of them. The admin then revokes the kiosk: the tablet
// says it was revoked and keeps nothing. The tablet's clock is Playwright's, so the
// waits pass without waiting. On a server of its own: its punches and PINs touch no other journey.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO, apiJson, apiSignIn, launchBrowser, signIn, type LaunchedBrowser } from './harness';
import { startDedicatedServer, type ServerControl } from './server-control';

let server: ServerControl;
const url = (pathname: string) => new URL(pathname, `${server.baseUrl}/`).toString();

const PEOPLE = [
  { name: 'Raj Rao', search: 'raj@acme.test', pin: '4821' },
  { name: 'Tom Turner', search: 'tom@acme.test', pin: '730519' },
  { name: 'Hana Hughes', search: 'hana@acme.test', pin: '2468' },
] as const;

interface KioskPunch {
  id: number;
  staff: number;
  staff_name: string;
  action: string;
  kiosk: number;
  pin_checked_on_device: boolean;
  recorded_offline: boolean;
}

const apiGet = <T>(token: string, path: string) => apiJson<T>(token, path, { base: server.baseUrl });

async function staffIdOf(token: string, email: string): Promise<number> {
  const list = await apiGet<{ results: Array<{ id: number; email: string }> }>(
    token,
    `/account/api/staffs/company_users/?search=${encodeURIComponent(email)}`,
  );
  const found = list.results.find((s) => s.email === email);
  if (!found) throw new Error(`no staff ${email}`);
  return found.id;
}

/** Types a PIN and OK, once the pad takes input again (not while the last PIN is being checked). */
async function typePin(page: Page, pin: string) {
  await expect.poll(() => page.getByRole('button', { name: '1', exact: true }).isEnabled()).toBe(true);
  for (const digit of pin) await page.getByRole('button', { name: digit, exact: true }).click();
  await page.getByRole('button', { name: 'OK', exact: true }).click();
}

const notice = (page: Page) => page.getByTestId('kiosk-notice');

describe('time-clock kiosk: offline PIN punches', () => {
  let desk: LaunchedBrowser;
  let tablet: LaunchedBrowser;

  beforeAll(async () => {
    server = await startDedicatedServer();
    desk = await launchBrowser();
    tablet = await launchBrowser({ viewport: { width: 1024, height: 768 }, hasTouch: true });
  }, 150_000);

  afterAll(async () => {
    await desk?.close();
    await tablet?.close();
    await server?.dispose();
  });

  it('three people clock in offline with PINs, wrong PINs slow down, every punch arrives once', async () => {
    const admin = await apiSignIn(DEMO.acmeAdmin.email, DEMO.acmeAdmin.password, server.baseUrl);
    const ids = await Promise.all(PEOPLE.map((p) => staffIdOf(admin.token, p.search)));

    // The admin sets each person's PIN on their profile (at a desk).
    const office = await desk.context.newPage();
    await office.goto(url('/auth/signin'));
    await signIn(office, DEMO.acmeAdmin.email, DEMO.acmeAdmin.password);
    for (const [i, person] of PEOPLE.entries()) {
      await office.goto(url(`/account/employee/${ids[i]}`));
      const section = office.locator('#kiosk-pin');
      await section.getByText('No PIN set.').waitFor({ timeout: 30_000 });
      await section.getByLabel('New PIN').fill(person.pin);
      await section.getByRole('button', { name: 'Set PIN' }).click();
      await section.getByText(/A PIN is set/).waitFor({ timeout: 30_000 });
      // Never shown back, not even to the admin who set it.
      expect(await office.content()).not.toContain(`>${person.pin}<`);
    }

    // The admin sets the tablet up as a kiosk: signed out of it, it opens the kiosk screen.
    const page = await tablet.context.newPage();
    await page.clock.install({ time: new Date() });
    await page.goto(url('/auth/signin'));
    await signIn(page, DEMO.acmeAdmin.email, DEMO.acmeAdmin.password);
    await page.goto(url('/inout/kiosks/'));
    await page.getByLabel('Kiosk name').fill('Front entrance');
    await page.getByRole('button', { name: 'Set up this device as a kiosk' }).click();
    await page.waitForURL((u) => u.pathname === '/kiosk', { timeout: 30_000 });
    for (const person of PEOPLE) await page.getByRole('button', { name: person.name }).waitFor({ timeout: 30_000 });
    expect(await page.evaluate(() => localStorage.getItem('groundwork.session'))).toBeNull();
    // No navigation on the kiosk.
    expect(await page.getByRole('navigation').count()).toBe(0);
    const kiosks = await apiGet<{ results: Array<{ id: number; name: string }> }>(admin.token, '/inout/api/kiosks/');
    const kiosk = kiosks.results.find((k) => k.name === 'Front entrance')!;

    // Offline from here.
    await tablet.context.setOffline(true);
    await page.getByTestId('kiosk-offline').waitFor();

    const clockIn = async (person: (typeof PEOPLE)[number]) => {
      await page.getByRole('button', { name: 'Clock in', exact: true }).click();
      await expect.poll(() => notice(page).textContent()).toContain(`Clock in: ${person.name} at`);
    };

    // Raj: the right PIN at once. The PIN pad's keys are finger-sized.
    await page.getByRole('button', { name: 'Raj Rao' }).click();
    await page.getByText('Raj Rao, enter your PIN').waitFor();
    const key = await page.getByRole('button', { name: '5', exact: true }).boundingBox();
    expect(key!.width).toBeGreaterThanOrEqual(44);
    expect(key!.height).toBeGreaterThanOrEqual(44);
    await typePin(page, PEOPLE[0].pin);
    await clockIn(PEOPLE[0]);

    // Tom: five wrong PINs. The first four say so; the fifth makes the next attempt wait.
    await page.getByRole('button', { name: 'Tom Turner' }).click();
    for (let attempt = 1; attempt <= 4; attempt++) {
      await typePin(page, '0000');
      await expect.poll(() => notice(page).textContent()).toBe('Wrong PIN. Try again.');
    }
    await typePin(page, '0000');
    await expect.poll(() => notice(page).textContent()).toBe('Too many wrong PINs. Try again in 30 seconds.');
    // Even the right PIN is refused while the wait is on, and says how long is left.
    await page.clock.fastForward(10_000);
    await typePin(page, PEOPLE[1].pin);
    await expect
      .poll(() => notice(page).textContent())
      .toMatch(/^Too many wrong PINs\. Try again in (19|20) seconds\.$/);
    await expect(page.getByRole('button', { name: 'Clock in', exact: true }).count()).resolves.toBe(0);
    // After the wait, one more wrong PIN waits longer.
    await page.clock.fastForward(21_000);
    await typePin(page, '1111');
    await expect.poll(() => notice(page).textContent()).toBe('Too many wrong PINs. Try again in 60 seconds.');
    await page.clock.fastForward(61_000);
    await typePin(page, PEOPLE[1].pin);
    await clockIn(PEOPLE[1]);

    // Hana: the right PIN; the wrong-PIN count started again with Tom's right one.
    await page.getByRole('button', { name: 'Hana Hughes' }).click();
    await typePin(page, PEOPLE[2].pin);
    await clockIn(PEOPLE[2]);

    await expect.poll(() => page.getByTestId('kiosk-pending').textContent()).toBe('3 punches waiting to be sent');
    expect(
      (await apiGet<{ results: KioskPunch[] }>(admin.token, `/inout/api/kiosks/${kiosk.id}/punches/`)).results,
    ).toEqual([]);

    // Back online: everything is sent, once.
    await tablet.context.setOffline(false);
    await page.getByTestId('kiosk-pending').waitFor({ state: 'detached', timeout: 60_000 });
    const arrived = (await apiGet<{ results: KioskPunch[] }>(admin.token, `/inout/api/kiosks/${kiosk.id}/punches/`))
      .results;
    expect(arrived.map((p) => p.staff).sort()).toEqual([...ids].sort());
    for (const [i, person] of PEOPLE.entries()) {
      const punch = arrived.find((p) => p.staff === ids[i])!;
      expect(punch).toMatchObject({
        staff_name: person.name,
        action: 'in',
        kiosk: kiosk.id,
        pin_checked_on_device: true,
        recorded_offline: true,
      });
      const own = await apiGet<{ results: Array<{ id: number }> }>(
        admin.token,
        `/inout/api/clock-ins/?staff=${ids[i]}`,
      );
      expect(own.results.map((p) => p.id)).toEqual([punch.id]);
    }

    // The admin's Clock Ins list names the kiosk beside each of the three punches.
    await office.goto(url('/inout/list/'));
    for (const person of PEOPLE) {
      const row = office.getByTestId('punch-row').filter({ hasText: person.name });
      await row.first().waitFor({ timeout: 30_000 });
      expect(await row.count()).toBe(1);
      expect(await row.getByTestId('punch-kiosk').textContent()).toBe('Kiosk: Front entrance');
    }

    // The admin revokes the kiosk at the desk: the tablet says so at its next call and keeps nothing.
    await office.goto(url('/inout/kiosks/'));
    await office.getByTestId(`kiosk-row-${kiosk.id}`).getByRole('button', { name: 'Revoke' }).click();
    await office.getByRole('alertdialog').getByRole('button', { name: 'Revoke' }).click();
    await office
      .getByTestId(`kiosk-row-${kiosk.id}`)
      .getByText(/^Revoked/)
      .waitFor({ timeout: 30_000 });
    await page.reload();
    await page.getByText('This kiosk was revoked').waitFor({ timeout: 30_000 });
    expect(await page.getByRole('button', { name: 'Raj Rao' }).count()).toBe(0);
    const kept = await page.evaluate(async () => (await indexedDB.databases()).map((d) => d.name));
    expect(kept).not.toContain('groundwork-kiosk');
  }, 300_000);
});
