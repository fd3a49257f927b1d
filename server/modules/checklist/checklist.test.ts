// Checklists through the API: templates (admin-only writes, validation, edits that keep item ids and
// leave existing checklists alone), checklists from templates assigned to staff, the version check
// (409 with the current checklist, refusal without a version), who may do what, item values per
// kind, completed_by/completed_at, completion, and image uploads for photo and signature items.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CHECKLIST_CHOICE_NEEDS_OPTIONS,
  CHECKLIST_UNKNOWN_FILE,
  CHECKLIST_UNKNOWN_STAFF,
  CHECKLIST_UPDATED_ELSEWHERE,
  CHECKLIST_VALUE_CHOICE,
  CHECKLIST_VALUE_DATE,
  CHECKLIST_VALUE_NUMBER,
  CHECKLIST_VERSION_REQUIRED,
  type Checklist,
  type ChecklistConflict,
  type ChecklistSummary,
  type ChecklistTemplate,
} from '../../../contract/checklists';
import type { Paginated } from '../../../contract/pagination';
import { createTestApp, createTestCompany, createTestUser, type TestContext, type TestUser } from '../../test/helpers';
import { multipart, PNG_1X1, pngFile, SVG_LOGO } from '../company/company.fixtures';
import { api, CHECKLIST_API, EVERY_KIND_ITEMS, seedChecklist, seedTemplate } from './checklist.fixtures';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const db = () => ctx.database.db;
const detail = (id: number) => `${CHECKLIST_API}/details/${id}/`;
const get = async (user: TestUser, id: number) =>
  (await api(ctx, user, { method: 'GET', url: detail(id) })).json<Checklist>();
const patch = (user: TestUser, id: number, payload: object, headers: Record<string, string> = {}) =>
  api(ctx, user, { method: 'PATCH', url: detail(id), payload, headers });
const itemId = (checklist: Checklist, label: string) => checklist.items.find((i) => i.label === label)!.id;

/** A company, a template of every kind and a checklist of it assigned to the company's staff member. */
async function setup() {
  const c = await createTestCompany(ctx);
  const template = await seedTemplate(db(), c.companyId, c.admin.staffId);
  const id = await seedChecklist(db(), c.companyId, template, c.admin.staffId, [c.staff.staffId]);
  return { ...c, template, id, checklist: await get(c.admin, id) };
}

describe('templates', () => {
  it('are created by checklist admins with their items in order, options only on choice items', async () => {
    const c = await createTestCompany(ctx);
    const res = await api(ctx, c.admin, {
      method: 'POST',
      url: `${CHECKLIST_API}/template/`,
      payload: {
        name: '  Opening  ',
        items: [
          { label: 'Lights on', kind: 'checkbox', required: true, options: ['stray'] },
          { label: 'Weather', kind: 'choice', options: ['Dry', 'Wet'] },
        ],
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const template = res.json<ChecklistTemplate>();
    expect(template).toMatchObject({ name: 'Opening', description: '', created_by: c.admin.staffId });
    expect(
      template.items.map(({ label, kind, required, options, order }) => ({ label, kind, required, options, order })),
    ).toEqual([
      { label: 'Lights on', kind: 'checkbox', required: true, options: [], order: 0 },
      { label: 'Weather', kind: 'choice', required: false, options: ['Dry', 'Wet'], order: 1 },
    ]);
  });

  it('refuse plain staff (403) and a choice item without options (400)', async () => {
    const c = await createTestCompany(ctx);
    const body = { name: 'T', items: [{ label: 'Pick', kind: 'choice' }] };
    const staff = await api(ctx, c.staff, { method: 'POST', url: `${CHECKLIST_API}/template/`, payload: body });
    expect(staff.statusCode).toBe(403);
    const admin = await api(ctx, c.admin, { method: 'POST', url: `${CHECKLIST_API}/template/`, payload: body });
    expect(admin.statusCode).toBe(400);
    expect(admin.json()).toEqual({ 'items.0.options': [CHECKLIST_CHOICE_NEEDS_OPTIONS] });
  });

  it('are listed and read by everyone with the app; an edit keeps item ids and leaves checklists alone', async () => {
    const c = await setup();
    const list = await api(ctx, c.staff, { method: 'GET', url: `${CHECKLIST_API}/template/?search=closing` });
    expect(list.json<Paginated<{ id: number; item_count: number }>>()).toMatchObject({
      count: 1,
      results: [{ id: c.template, item_count: EVERY_KIND_ITEMS.length }],
    });
    const before = (
      await api(ctx, c.staff, { method: 'GET', url: `${CHECKLIST_API}/template/details/${c.template}/` })
    ).json<ChecklistTemplate>();
    const first = before.items[0]!;
    const res = await api(ctx, c.admin, {
      method: 'PUT',
      url: `${CHECKLIST_API}/template/details/${c.template}/`,
      payload: {
        name: 'Closing v2',
        items: [
          { ...first, label: 'All doors locked' },
          { label: 'New', kind: 'text' },
        ],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = res.json<ChecklistTemplate>();
    expect(after.items.map((i) => i.label)).toEqual(['All doors locked', 'New']);
    expect(after.items[0]!.id).toBe(first.id);
    expect((await get(c.admin, c.id)).items).toHaveLength(EVERY_KIND_ITEMS.length);
    const del = await api(ctx, c.admin, { method: 'DELETE', url: `${CHECKLIST_API}/template/details/${c.template}/` });
    expect(del.statusCode).toBe(204);
    expect(await get(c.admin, c.id)).toMatchObject({ template: null, title: 'Closing, Friday' });
  });
});

describe('checklists from templates', () => {
  it('are created by checklist admins for staff of the company; staff see only their own', async () => {
    const c = await createTestCompany(ctx);
    const template = await seedTemplate(db(), c.companyId, c.admin.staffId);
    const create = (user: TestUser, assignees: number[]) =>
      api(ctx, user, {
        method: 'POST',
        url: `${CHECKLIST_API}/`,
        payload: { template, assignees, due_date: '2030-01-31' },
      });
    expect((await create(c.staff, [c.staff.staffId])).statusCode).toBe(403);
    const other = await createTestCompany(ctx);
    const foreign = await create(c.admin, [other.staff.staffId]);
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toEqual({ assignees: [CHECKLIST_UNKNOWN_STAFF] });

    const res = await create(c.admin, [c.staff.staffId, c.staff.staffId]);
    expect(res.statusCode, res.body).toBe(201);
    const checklist = res.json<Checklist>();
    expect(checklist).toMatchObject({
      title: 'Closing checklist',
      version: 1,
      is_completed: false,
      due_date: '2030-01-31',
    });
    expect(checklist.assignees.map((a) => a.id)).toEqual([c.staff.staffId]);
    expect(checklist.items.every((i) => i.value === null && i.completed_by === null)).toBe(true);
    await create(c.admin, [c.admin.staffId]);

    const mine = (await api(ctx, c.staff, { method: 'GET', url: `${CHECKLIST_API}/` })).json<
      Paginated<ChecklistSummary>
    >();
    expect(mine.results.map((r) => r.id)).toEqual([checklist.id]);
    expect(mine.results[0]).toMatchObject({ items_done: 0, item_count: EVERY_KIND_ITEMS.length });
    const all = (await api(ctx, c.admin, { method: 'GET', url: `${CHECKLIST_API}/` })).json<
      Paginated<ChecklistSummary>
    >();
    expect(all.count).toBe(2);
    const outsider = await createTestUser(ctx, c.companyId);
    expect((await api(ctx, outsider, { method: 'GET', url: detail(checklist.id) })).statusCode).toBe(404);
    expect((await patch(outsider, checklist.id, { version: 1, items: [] })).statusCode).toBe(404);
  });
});

describe('the version check', () => {
  it('refuses a write without a version with a message that says why', async () => {
    const c = await setup();
    for (const method of ['PATCH', 'PUT'] as const) {
      const res = await api(ctx, c.staff, { method, url: detail(c.id), payload: { items: [] } });
      expect(res.statusCode).toBe(400);
      expect(res.json<Record<string, string[]>>().version).toEqual([CHECKLIST_VERSION_REQUIRED]);
    }
    const del = await api(ctx, c.admin, { method: 'DELETE', url: detail(c.id) });
    expect(del.statusCode).toBe(400);
    expect(del.json()).toEqual({ version: [CHECKLIST_VERSION_REQUIRED] });
  });

  it('answers a write based on an old version with 409, the current checklist and its version', async () => {
    const c = await setup();
    const box = itemId(c.checklist, 'Doors locked');
    const first = await patch(c.staff, c.id, { version: 1, items: [{ id: box, value: true }] });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json<Checklist>().version).toBe(2);

    const stale = await patch(c.admin, c.id, { version: 1, items: [{ id: box, value: false }] });
    expect(stale.statusCode).toBe(409);
    const body = stale.json<ChecklistConflict>();
    expect(body).toMatchObject({ code: 'conflict', detail: CHECKLIST_UPDATED_ELSEWHERE, version: 2 });
    expect(body.checklist.version).toBe(2);
    expect(body.checklist.items.find((i) => i.id === box)!.value).toBe(true);

    const put = await api(ctx, c.admin, {
      method: 'PUT',
      url: detail(c.id),
      payload: { version: 1, title: 'x', description: '', due_date: null, assignees: [c.staff.staffId], items: [] },
    });
    expect(put.statusCode).toBe(409);
    expect((await api(ctx, c.admin, { method: 'DELETE', url: `${detail(c.id)}?version=1` })).statusCode).toBe(409);
    expect((await get(c.admin, c.id)).items.find((i) => i.id === box)!.value).toBe(true);
    expect((await api(ctx, c.admin, { method: 'DELETE', url: `${detail(c.id)}?version=2` })).statusCode).toBe(204);
    expect((await api(ctx, c.admin, { method: 'GET', url: detail(c.id) })).statusCode).toBe(404);
  });

  it('keeps the version when a write changes nothing, and applies a replayed write once', async () => {
    const c = await setup();
    const box = itemId(c.checklist, 'Doors locked');
    const key = { 'idempotency-key': randomUUID() };
    const once = await patch(c.staff, c.id, { version: 1, items: [{ id: box, value: true }] }, key);
    const again = await patch(c.staff, c.id, { version: 1, items: [{ id: box, value: true }] }, key);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json<Checklist>().version).toBe(once.json<Checklist>().version);
    const same = await patch(c.staff, c.id, { version: 2, items: [{ id: box, value: true }] });
    expect(same.json<Checklist>().version).toBe(2);
  });

  it('lets only one of two writes based on the same version through', async () => {
    const c = await setup();
    const box = itemId(c.checklist, 'Doors locked');
    const text = itemId(c.checklist, 'Notes');
    const answers = await Promise.all([
      patch(c.staff, c.id, { version: 1, items: [{ id: box, value: true }] }),
      patch(c.admin, c.id, { version: 1, items: [{ id: text, value: 'hello' }] }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect((await get(c.admin, c.id)).version).toBe(2);
  });
});

describe('who may write', () => {
  it('lets assignees fill items, and only checklist admins change the checklist itself or delete it', async () => {
    const c = await setup();
    const title = await patch(c.staff, c.id, { version: 1, title: 'Renamed' });
    expect(title.statusCode).toBe(403);
    const same = await patch(c.staff, c.id, { version: 1, title: c.checklist.title, assignees: [c.staff.staffId] });
    expect(same.statusCode, 'unchanged fields are not a change').toBe(200);
    expect((await api(ctx, c.staff, { method: 'DELETE', url: `${detail(c.id)}?version=1` })).statusCode).toBe(403);
    const admin = await patch(c.admin, c.id, {
      version: 1,
      title: 'Renamed',
      assignees: [c.admin.staffId, c.staff.staffId],
    });
    expect(admin.statusCode, admin.body).toBe(200);
    expect(admin.json<Checklist>()).toMatchObject({ title: 'Renamed', version: 2, updated_by: c.admin.staffId });
    expect(admin.json<Checklist>().assignees).toHaveLength(2);
  });
});

describe('item values', () => {
  it('are checked against each kind', async () => {
    const c = await setup();
    const res = await patch(c.staff, c.id, {
      version: 1,
      items: [
        { id: itemId(c.checklist, 'Fridge temperature'), value: 'cold' },
        { id: itemId(c.checklist, 'Floor state'), value: 'Sparkling' },
        { id: itemId(c.checklist, 'Next delivery'), value: '2030-02-30' },
        { id: itemId(c.checklist, 'Photo of the till'), value: randomUUID() },
      ],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      'items.0.value': [CHECKLIST_VALUE_NUMBER],
      'items.1.value': [CHECKLIST_VALUE_CHOICE],
      'items.2.value': [CHECKLIST_VALUE_DATE],
      'items.3.value': [CHECKLIST_UNKNOWN_FILE],
    });
  });

  it('record who completed each item and when, and complete the checklist when every required item is done', async () => {
    const c = await setup();
    const box = itemId(c.checklist, 'Doors locked');
    const temp = itemId(c.checklist, 'Fridge temperature');
    const one = (await patch(c.staff, c.id, { version: 1, items: [{ id: box, value: true }] })).json<Checklist>();
    const boxItem = one.items.find((i) => i.id === box)!;
    expect(boxItem).toMatchObject({ value: true, completed_by: c.staff.staffId, completed_by_name: 'Test Staff' });
    expect(Date.parse(boxItem.completed_at!)).toBeGreaterThan(Date.now() - 60_000);
    expect(one.is_completed).toBe(false);

    const two = (await patch(c.admin, c.id, { version: 2, items: [{ id: temp, value: 3.5 }] })).json<Checklist>();
    expect(two).toMatchObject({ is_completed: true });
    expect(two.items.find((i) => i.id === temp)!.completed_by).toBe(c.admin.staffId);
    expect(two.items.find((i) => i.id === box)!.completed_by, 'untouched items keep their completer').toBe(
      c.staff.staffId,
    );

    const undone = (await patch(c.staff, c.id, { version: 3, items: [{ id: box, value: false }] })).json<Checklist>();
    expect(undone).toMatchObject({ is_completed: false, completed_at: null });
    expect(undone.items.find((i) => i.id === box)).toMatchObject({ completed_by: null, completed_at: null });
  });

  it('keep when an item was done on the device (a tick sent later), within what the server knows', async () => {
    const c = await setup();
    const dayAgo = new Date(Date.now() - 24 * 3_600_000);
    await db().updateTable('checklists').set({ created_at: dayAgo }).where('id', '=', c.id).execute();
    const box = itemId(c.checklist, 'Doors locked');
    const temp = itemId(c.checklist, 'Fridge temperature');
    const notes = itemId(c.checklist, 'Notes');
    // Ticked three and two hours ago offline, on a phone five hours behind UTC; sent now.
    const at = (hoursAgo: number) => new Date(Date.now() - hoursAgo * 3_600_000);
    const local = (date: Date) => `${new Date(date.getTime() - 5 * 3_600_000).toISOString().slice(0, 23)}-05:00`;
    const sent = await patch(c.staff, c.id, {
      version: 1,
      items: [
        { id: box, value: true, client_time: local(at(3)) },
        { id: temp, value: 4, client_time: local(at(2)) },
      ],
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const done = sent.json<Checklist>();
    expect(Math.abs(Date.parse(done.items.find((i) => i.id === box)!.completed_at!) - at(3).getTime())).toBeLessThan(
      1_000,
    );
    expect(Math.abs(Date.parse(done.items.find((i) => i.id === temp)!.completed_at!) - at(2).getTime())).toBeLessThan(
      1_000,
    );
    // The checklist was complete when its last item was done, not when the ticks arrived.
    expect(done.is_completed).toBe(true);
    expect(Math.abs(Date.parse(done.completed_at!) - at(2).getTime())).toBeLessThan(1_000);

    // A clock running ahead cannot date a tick after the server had it; one set back, not before
    // the checklist existed.
    const before = Date.now();
    const ahead = (
      await patch(c.staff, c.id, {
        version: 2,
        items: [{ id: notes, value: 'All fine', client_time: new Date(Date.now() + 6 * 3_600_000).toISOString() }],
      })
    ).json<Checklist>();
    const aheadAt = Date.parse(ahead.items.find((i) => i.id === notes)!.completed_at!);
    expect(aheadAt).toBeGreaterThanOrEqual(before - 1_000);
    expect(aheadAt).toBeLessThanOrEqual(Date.now());
    const behind = (
      await patch(c.staff, c.id, {
        version: 3,
        items: [{ id: notes, value: 'All fine, really', client_time: '2001-01-01T00:00:00.000Z' }],
      })
    ).json<Checklist>();
    expect(Date.parse(behind.items.find((i) => i.id === notes)!.completed_at!)).toBe(dayAgo.getTime());
  });

  it('refuse a device time that is not a date and time with its offset, naming the item', async () => {
    const c = await setup();
    const box = itemId(c.checklist, 'Doors locked');
    for (const client_time of ['yesterday', '2026-03-02T08:00:00', 1_700_000_000_000]) {
      const res = await patch(c.staff, c.id, { version: 1, items: [{ id: box, value: true, client_time }] });
      expect(res.statusCode, String(client_time)).toBe(400);
      expect(Object.keys(res.json()), String(client_time)).toEqual(['items.0.client_time']);
    }
    expect((await get(c.staff, c.id)).version).toBe(1);
  });

  it('PUT clears the items it leaves out', async () => {
    const c = await setup();
    const box = itemId(c.checklist, 'Doors locked');
    const text = itemId(c.checklist, 'Notes');
    await patch(c.staff, c.id, { version: 1, items: [{ id: text, value: 'kept?' }] });
    const res = await api(ctx, c.staff, {
      method: 'PUT',
      url: detail(c.id),
      payload: {
        version: 2,
        title: c.checklist.title,
        description: '',
        due_date: null,
        assignees: [c.staff.staffId],
        items: [{ id: box, value: true }],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const items = res.json<Checklist>().items;
    expect(items.find((i) => i.id === text)!.value).toBeNull();
    expect(items.find((i) => i.id === box)!.value).toBe(true);
  });
});

describe('images of photo and signature items', () => {
  const upload = async (user: TestUser, id: number, fileId: string, data = PNG_1X1) =>
    api(ctx, user, {
      method: 'POST',
      url: `${detail(id)}files/`,
      ...(await multipart({ id: fileId, file: pngFile(data) })),
    });

  it('upload once per device-chosen id, are referred to by items and served by their URL', async () => {
    const c = await setup();
    const fileId = randomUUID();
    const first = await upload(c.staff, c.id, fileId);
    expect(first.statusCode, first.body).toBe(201);
    const again = await upload(c.staff, c.id, fileId);
    expect(again.json()).toEqual(first.json());

    const photo = itemId(c.checklist, 'Photo of the till');
    const res = await patch(c.staff, c.id, { version: 1, items: [{ id: photo, value: fileId }] });
    expect(res.statusCode, res.body).toBe(200);
    const item = res.json<Checklist>().items.find((i) => i.id === photo)!;
    expect(item.file_url).toBe(first.json<{ url: string }>().url);
    const served = await ctx.app.inject({ method: 'GET', url: item.file_url! });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(PNG_1X1)).toBe(true);
  });

  it('refuse what is not a raster image, and uploads by someone not assigned', async () => {
    const c = await setup();
    expect((await upload(c.staff, c.id, randomUUID(), SVG_LOGO)).statusCode).toBe(400);
    const outsider = await createTestUser(ctx, c.companyId);
    expect((await upload(outsider, c.id, randomUUID())).statusCode).toBe(404);
  });
});
