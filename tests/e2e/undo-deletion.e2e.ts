// One-click destruction (issue 21), as an admin would meet it: a custom field that two employees
// have filled in is deleted from Employees Admin; the confirm says how many values go with it and
// that it can be undone; the field and its values leave the server; the admin presses Undo on the
// notice within its 10 s, and the field, its choices and both employees' values are back on the
// server exactly as they were. Fails before: the deletion could not be undone.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CustomFieldDefinition, StaffCustomField } from '../../contract/company-data';
import { apiSignIn, baseUrl, DEMO, launchBrowser, signIn, url, type LaunchedBrowser } from './harness';

const RUN = Date.now().toString(36);
const DEFS = 'company/api/custom-field-definitions';

async function api<T>(token: string, path: string, init: { method?: string; body?: unknown } = {}) {
  const response = await fetch(`${baseUrl}/${path}`, {
    method: init.method ?? 'GET',
    headers: {
      authorization: `Bearer ${token}`,
      accept: 'application/json',
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  return { status: response.status, json: (response.status === 204 ? null : await response.json()) as T };
}

describe('undo of a custom field deletion', () => {
  let browser: LaunchedBrowser;
  let admin: { token: string; staffId: number };
  let staff: { token: string; staffId: number };
  const name = `Shirt size ${RUN}`;
  let field: CustomFieldDefinition;

  const values = async (who: { staffId: number }) =>
    (await api<StaffCustomField[]>(admin.token, `account/api/staffs/${who.staffId}/custom-fields/`)).json.filter(
      (v) => v.name === name,
    );

  beforeAll(async () => {
    browser = await launchBrowser();
    const [a, s] = await Promise.all([
      apiSignIn(DEMO.acmeAdmin.email, DEMO.acmeAdmin.password),
      apiSignIn(DEMO.acmeStaff.email, DEMO.acmeStaff.password),
    ]);
    const me = async (token: string) => (await api<{ staff_id: number }>(token, 'account/api/me/')).json.staff_id;
    admin = { token: a.token, staffId: await me(a.token) };
    staff = { token: s.token, staffId: await me(s.token) };
    // The field and two employees' answers, as they would have been filled in over time.
    const made = await api<CustomFieldDefinition>(admin.token, `${DEFS}/`, {
      method: 'POST',
      body: { name, field_type: 'choice' },
    });
    const [m, l] = [
      (
        await api<{ id: number }>(admin.token, `${DEFS}/${made.json.id}/choices/`, {
          method: 'POST',
          body: { label: 'M' },
        })
      ).json,
      (
        await api<{ id: number }>(admin.token, `${DEFS}/${made.json.id}/choices/`, {
          method: 'POST',
          body: { label: 'L' },
        })
      ).json,
    ];
    for (const [who, choice] of [
      [staff, m.id],
      [admin, l.id],
    ] as const) {
      const set = await api(who.token, `account/api/staffs/${who.staffId}/custom-fields/`, {
        method: 'POST',
        body: { definition: made.json.id, choice, value: '' },
      });
      expect(set.status).toBe(200);
    }
    field = (await api<CustomFieldDefinition>(admin.token, `${DEFS}/${made.json.id}/`)).json;
    expect(field.value_count).toBe(2);
  }, 90_000);

  afterAll(async () => {
    await browser?.close();
  });

  it('the admin deletes the field, then undoes it, and every value is back on the server', async () => {
    const before = { field, staff: await values(staff), admin: await values(admin) };
    expect(before.staff.map((v) => v.choice)).toHaveLength(1);

    const page = await browser.context.newPage();
    await signIn(page, DEMO.acmeAdmin.email, DEMO.acmeAdmin.password);
    await page.goto(url('/account/settings#employees-admin'));
    await page.getByRole('button', { name: `Delete the field ${name}` }).click({ timeout: 30_000 });
    const ask = page.getByRole('alertdialog');
    await expect
      .poll(() => ask.textContent())
      .toContain(
        '2 employees have a value in it. The field and those values are deleted; you can undo this for 10 seconds.',
      );
    await ask.getByRole('button', { name: 'Delete field' }).click();
    const notice = page.getByTestId('toast').filter({ hasText: 'Custom field deleted successfully!' });
    await notice.waitFor();

    // Gone from the server, with both values.
    await expect.poll(async () => (await api(admin.token, `${DEFS}/${field.id}/`)).status).toBe(404);
    expect(await values(staff)).toEqual([]);
    expect(await values(admin)).toEqual([]);
    await expect.poll(() => page.getByRole('button', { name: `Delete the field ${name}` }).count()).toBe(0);

    await notice.getByRole('button', { name: 'Undo' }).click();
    await page.getByText('Restored, as it was.').waitFor();
    await page.getByRole('button', { name: `Delete the field ${name}` }).waitFor();
    expect((await api<CustomFieldDefinition>(admin.token, `${DEFS}/${field.id}/`)).json).toEqual(before.field);
    expect(await values(staff)).toEqual(before.staff);
    expect(await values(admin)).toEqual(before.admin);
    await page.close();
  });
});
