// The device storage cap through the HTTP API: every company starts at the default, everyone reads
// it, only company admins change it (403 for a staff member), each company has its own, and a cap
// that is not a whole number of megabytes within the range answers 400 naming the field.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEVICE_STORAGE_CAP_DEFAULT_MB,
  DEVICE_STORAGE_CAP_INVALID,
  DEVICE_STORAGE_CAP_MAX_MB,
  DEVICE_STORAGE_CAP_MIN_MB,
  type DeviceStorageSettings,
} from '../../../contract/device-storage';
import { authed, createTestApp, createTestCompany, type TestContext, type TestUser } from '../../test/helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const URL = '/company/api/device-storage/';
const read = (user: TestUser) => authed(ctx.app, user, { method: 'GET', url: URL });
const write = (user: TestUser, payload: unknown) =>
  authed(ctx.app, user, { method: 'PATCH', url: URL, payload: payload as Record<string, unknown> });

describe('company/api/device-storage/', () => {
  it('starts at the default, is read by everyone and changed by company admins only, per company', async () => {
    const c = await createTestCompany(ctx);
    const other = await createTestCompany(ctx);
    const first = await read(c.staff);
    expect(first.statusCode).toBe(200);
    expect(first.json<DeviceStorageSettings>()).toEqual({ device_storage_cap_mb: DEVICE_STORAGE_CAP_DEFAULT_MB });

    expect((await write(c.staff, { device_storage_cap_mb: 500 })).statusCode).toBe(403);
    expect((await read(c.staff)).json<DeviceStorageSettings>().device_storage_cap_mb).toBe(
      DEVICE_STORAGE_CAP_DEFAULT_MB,
    );

    const saved = await write(c.admin, { device_storage_cap_mb: 500 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<DeviceStorageSettings>()).toEqual({ device_storage_cap_mb: 500 });
    expect((await read(c.staff)).json<DeviceStorageSettings>().device_storage_cap_mb).toBe(500);
    expect((await read(other.staff)).json<DeviceStorageSettings>().device_storage_cap_mb).toBe(
      DEVICE_STORAGE_CAP_DEFAULT_MB,
    );
  });

  it('takes the ends of the range', async () => {
    const c = await createTestCompany(ctx);
    for (const cap of [DEVICE_STORAGE_CAP_MIN_MB, DEVICE_STORAGE_CAP_MAX_MB]) {
      const res = await write(c.admin, { device_storage_cap_mb: cap });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<DeviceStorageSettings>().device_storage_cap_mb).toBe(cap);
    }
  });

  it.each([
    ['below the range', DEVICE_STORAGE_CAP_MIN_MB - 1],
    ['above the range', DEVICE_STORAGE_CAP_MAX_MB + 1],
    ['a fraction', 150.5],
    ['text', '200'],
    ['null', null],
    ['negative', -200],
    ['a huge number', 1e300],
  ])('refuses %s with 400 naming the field, and keeps the cap', async (_what, value) => {
    const c = await createTestCompany(ctx);
    const res = await write(c.admin, { device_storage_cap_mb: value });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual({ device_storage_cap_mb: [DEVICE_STORAGE_CAP_INVALID] });
    expect((await read(c.admin)).json<DeviceStorageSettings>().device_storage_cap_mb).toBe(
      DEVICE_STORAGE_CAP_DEFAULT_MB,
    );
  });

  it('refuses a body without the field with 400 naming it', async () => {
    const c = await createTestCompany(ctx);
    const res = await write(c.admin, {});
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json())).toEqual(['device_storage_cap_mb']);
  });
});
