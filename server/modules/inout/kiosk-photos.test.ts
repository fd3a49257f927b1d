// The kiosk's photo at each punch against the real database and real image files
// (tests/fixtures/real/photos): the setting is the admin's and reaches the kiosk with its roster; a
// punch carries its photo in the same request, checked by its bytes (JPEG or PNG, at most 200 KB);
// a replay of the punch stores no second photo; only the company's attendance admins see it; a
// punch the camera could not photograph is flagged no_photo, never refused.
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreatedKiosk, Kiosk, KioskPunch, KioskRoster } from '../../../contract/kiosk';
import { authed, createTestApp, createTestCompany, type TestContext } from '../../test/helpers';
import { buildAppWithOwnStorage, multipart } from '../company/company.fixtures';
import { purgeDeletedCompanies } from '../company/company-purge';
import { KIOSK_PHOTO_STORE } from './kiosk-photos';

const PHOTOS = path.resolve(__dirname, '../../../tests/fixtures/real/photos');
const photo = (name: string) => fs.readFileSync(path.join(PHOTOS, name));

let ctx: TestContext;
let own: Awaited<ReturnType<typeof buildAppWithOwnStorage>>;
let app: FastifyInstance;
beforeAll(async () => {
  ctx = await createTestApp();
  own = await buildAppWithOwnStorage(ctx);
  app = own.app;
});
afterAll(async () => {
  await own.close();
  await ctx.close();
});

const setPin = (admin: { token: string }, staff: number) =>
  authed(app, admin, { method: 'PUT', url: `/inout/api/kiosk/pins/${staff}/`, payload: { pin: '4821' } });

async function kioskWithPhotos(admin: { token: string }, takePhotos = true) {
  const res = await authed(app, admin, { method: 'POST', url: '/inout/api/kiosks/', payload: { name: 'Gate' } });
  expect(res.statusCode, res.body).toBe(201);
  const kiosk = res.json<CreatedKiosk>();
  if (takePhotos) {
    const set = await authed(app, admin, {
      method: 'PATCH',
      url: `/inout/api/kiosks/${kiosk.id}/`,
      payload: { take_photos: true },
    });
    expect(set.statusCode, set.body).toBe(200);
  }
  return kiosk;
}

const punch = (staff: number, extra: object = {}) => ({
  staff,
  action: 'in',
  client_time: new Date(Date.now() - 5_000).toISOString(),
  timezone: 'Europe/Madrid',
  ...extra,
});

async function punchWithPhoto(
  credential: string,
  body: object,
  file: { name: string; type: string; data?: Buffer },
  key = crypto.randomUUID(),
) {
  const form = await multipart({
    punch: JSON.stringify(body),
    photo: { filename: file.name, contentType: file.type, data: file.data ?? photo(file.name) },
  });
  return app.inject({
    method: 'POST',
    url: '/inout/api/kiosk/clock/',
    payload: form.payload,
    headers: { ...form.headers, 'x-kiosk-token': credential, 'idempotency-key': key },
  });
}

const companyPhotoFiles = (companyId: number) => {
  const dir = path.join(own.storageDir, KIOSK_PHOTO_STORE, String(companyId));
  return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
};

describe('the photo setting', () => {
  it('is off by default, set by attendance admins, kept in the history, and told to the kiosk', async () => {
    const { admin, staff } = await createTestCompany(ctx);
    const kiosk = await kioskWithPhotos(admin, false);
    expect(kiosk.take_photos).toBe(false);
    const roster = (on: boolean) =>
      app
        .inject({ method: 'GET', url: '/inout/api/kiosk/roster/', headers: { 'x-kiosk-token': kiosk.credential } })
        .then((res) => expect(res.json<KioskRoster>().kiosk.take_photos).toBe(on));
    await roster(false);

    const refused = await authed(app, staff, {
      method: 'PATCH',
      url: `/inout/api/kiosks/${kiosk.id}/`,
      payload: { take_photos: true },
    });
    expect(refused.statusCode).toBe(403);
    const set = await authed(app, admin, {
      method: 'PATCH',
      url: `/inout/api/kiosks/${kiosk.id}/`,
      payload: { take_photos: true },
    });
    expect(set.json<Kiosk>().take_photos).toBe(true);
    await roster(true);
    const history = await authed(app, admin, { method: 'GET', url: '/account/api/actions/?entity=kiosk' });
    expect(history.json().results[0].summary).toBe('Turned on photos at each punch on kiosk "Gate"');
  });
});

describe('a punch with its photo', () => {
  it('stores a JPEG once, even when the punch is replayed, and shows it to attendance admins only', async () => {
    const { admin, staff, companyId } = await createTestCompany(ctx);
    await setPin(admin, staff.staffId);
    const kiosk = await kioskWithPhotos(admin);
    const key = crypto.randomUUID();
    const body = punch(staff.staffId);
    const first = await punchWithPhoto(kiosk.credential, body, { name: 'hopper.jpg', type: 'image/jpeg' }, key);
    expect(first.statusCode, first.body).toBe(201);
    const made = first.json<KioskPunch>();
    expect(made.photo).toBe(`/inout/api/clock-ins/${made.id}/photo/`);
    expect(made.flags).toEqual([]);

    const again = await punchWithPhoto(kiosk.credential, body, { name: 'hopper.jpg', type: 'image/jpeg' }, key);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json<KioskPunch>().id).toBe(made.id);
    expect(companyPhotoFiles(companyId)).toHaveLength(1);
    const punches = await ctx.database.db
      .selectFrom('clock_punches')
      .select('photo')
      .where('company_id', '=', companyId)
      .execute();
    expect(punches).toHaveLength(1);
    const charged = await ctx.database.db
      .selectFrom('stored_files')
      .select('bytes')
      .where('company_id', '=', companyId)
      .where('store', '=', KIOSK_PHOTO_STORE)
      .execute();
    expect(charged.map((c) => Number(c.bytes))).toEqual([photo('hopper.jpg').length]);

    const seen = await authed(app, admin, { method: 'GET', url: made.photo! });
    expect(seen.statusCode).toBe(200);
    expect(seen.headers['content-type']).toBe('image/jpeg');
    expect(seen.headers['cache-control']).toBe('no-store');
    expect(seen.rawPayload.equals(photo('hopper.jpg'))).toBe(true);
    const listed = await authed(app, admin, { method: 'GET', url: `/inout/api/kiosks/${kiosk.id}/punches/` });
    expect(listed.json().results[0].photo).toBe(made.photo);

    expect((await authed(app, staff, { method: 'GET', url: made.photo! })).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: made.photo! })).statusCode).toBe(401);
    const other = await createTestCompany(ctx);
    expect((await authed(app, other.admin, { method: 'GET', url: made.photo! })).statusCode).toBe(404);
  });

  it('is shown in Clock Ins to attendance admins, and not to the person themselves', async () => {
    const { admin, staff } = await createTestCompany(ctx);
    await setPin(admin, staff.staffId);
    const kiosk = await kioskWithPhotos(admin);
    const made = (
      await punchWithPhoto(kiosk.credential, punch(staff.staffId), { name: 'hopper.jpg', type: 'image/jpeg' })
    ).json<KioskPunch>();
    const list = (user: { token: string }) =>
      authed(app, user, { method: 'GET', url: `/inout/api/clock-ins/?staff=${staff.staffId}` }).then(
        (res) => res.json().results as Array<{ id: number; photo?: string | null }>,
      );
    expect(await list(admin)).toMatchObject([{ id: made.id, photo: made.photo }]);
    const own = await list(staff);
    expect(own.map((p) => p.id)).toEqual([made.id]);
    expect(own[0]).not.toHaveProperty('photo');
  });

  it('takes a PNG, and serves it as one', async () => {
    const { admin, staff } = await createTestCompany(ctx);
    await setPin(admin, staff.staffId);
    const kiosk = await kioskWithPhotos(admin);
    const res = await punchWithPhoto(kiosk.credential, punch(staff.staffId), { name: 'hopper.png', type: 'image/png' });
    expect(res.statusCode, res.body).toBe(201);
    const seen = await authed(app, admin, { method: 'GET', url: res.json<KioskPunch>().photo! });
    expect(seen.headers['content-type']).toBe('image/png');
  });

  it('refuses other types by their bytes, whatever the name or type says, and records nothing', async () => {
    const { admin, staff, companyId } = await createTestCompany(ctx);
    await setPin(admin, staff.staffId);
    const kiosk = await kioskWithPhotos(admin);
    for (const file of [
      { name: 'hopper.webp', type: 'image/jpeg' },
      { name: 'hopper.gif', type: 'image/png' },
      { name: 'face.jpg', type: 'image/jpeg', data: Buffer.from('<svg onload="alert(1)"></svg>') },
    ]) {
      const res = await punchWithPhoto(kiosk.credential, punch(staff.staffId), file);
      expect(res.statusCode, file.name).toBe(400);
      expect(res.json()).toEqual({ photo: ['The photo must be a JPEG or PNG image.'] });
    }
    const count = await ctx.database.db
      .selectFrom('clock_punches')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('company_id', '=', companyId)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(0);
    expect(companyPhotoFiles(companyId)).toEqual([]);
  });

  it('refuses a photo over 200 KB with 413 naming the field, and a body over a megabyte as too large', async () => {
    const { admin, staff, companyId } = await createTestCompany(ctx);
    await setPin(admin, staff.staffId);
    const kiosk = await kioskWithPhotos(admin);
    const big = await punchWithPhoto(kiosk.credential, punch(staff.staffId), {
      name: 'icc_profile_big.jpg',
      type: 'image/jpeg',
    });
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({
      code: 'payload_too_large',
      field: 'photo',
      detail: 'The photo is larger than 200 KB.',
    });
    const huge = await punchWithPhoto(kiosk.credential, punch(staff.staffId), {
      name: 'huge.jpg',
      type: 'image/jpeg',
      data: Buffer.concat([photo('icc_profile_big.jpg'), photo('icc_profile_big.jpg'), photo('icc_profile_big.jpg')]),
    });
    expect(huge.statusCode).toBe(413);
    expect(companyPhotoFiles(companyId)).toEqual([]);
  });

  it('flags a punch the camera could not photograph, and still records it', async () => {
    const { admin, staff } = await createTestCompany(ctx);
    await setPin(admin, staff.staffId);
    const kiosk = await kioskWithPhotos(admin);
    const res = await app.inject({
      method: 'POST',
      url: '/inout/api/kiosk/clock/',
      payload: punch(staff.staffId, { no_photo: true }),
      headers: { 'x-kiosk-token': kiosk.credential, 'idempotency-key': crypto.randomUUID() },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<KioskPunch>()).toMatchObject({ flags: ['no_photo'], flagged: true, photo: null });
  });

  it('goes with the company when it is purged', async () => {
    const { admin, staff, companyId } = await createTestCompany(ctx);
    await setPin(admin, staff.staffId);
    const kiosk = await kioskWithPhotos(admin);
    const res = await punchWithPhoto(kiosk.credential, punch(staff.staffId), {
      name: 'hopper.jpg',
      type: 'image/jpeg',
    });
    expect(res.statusCode).toBe(201);
    expect(companyPhotoFiles(companyId)).toHaveLength(1);
    // Deleted long ago, so this purge (as of a month later) takes this company and no other test's.
    const deletedAt = new Date('2001-01-01T00:00:00Z');
    await ctx.database.db.updateTable('companies').set({ deleted_at: deletedAt }).where('id', '=', companyId).execute();
    const purged = await purgeDeletedCompanies(
      ctx.database.db,
      { storageDir: own.storageDir },
      { now: new Date('2001-02-15T00:00:00Z') },
    );
    expect(purged).toEqual([companyId]);
    expect(companyPhotoFiles(companyId)).toEqual([]);
  });
});
