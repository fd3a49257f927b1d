// Tenant-isolation cases for the time-clock kiosk's routes (consumed by server/test/isolation.test.ts):
// company A's admin aims at company B's staff PINs, kiosks and kiosk photos, and A's kiosk at B's staff.
import { hashSecret } from '../../lib/tokens';
import type { TestContext } from '../../test/helpers';
import type { IsolationCase, IsolationTarget } from '../../test/isolation';

const db = (ctx: TestContext) => ctx.database.db;

async function kioskOf(ctx: TestContext, companyId: number, revoked = false) {
  const credential = `gwk_isolation-${companyId}-${Math.random().toString(36).slice(2)}`;
  const row = await db(ctx)
    .insertInto('kiosks')
    .values({
      company_id: companyId,
      name: `kiosk-${companyId}`,
      credential_hash: hashSecret(credential),
      credential_prefix: credential.slice(0, 10),
      verifier_salt: 'salt',
      revoked_at: revoked ? new Date() : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, credential };
}

/** B's staff member with a PIN (hashes are placeholders: nothing here checks them). */
async function victimPin({ ctx, victim }: IsolationTarget): Promise<number> {
  await db(ctx)
    .insertInto('staff_pins')
    .values({
      staff_id: victim.staff.staffId,
      company_id: victim.companyId,
      pin_hash: 'scrypt$x',
      device_salt: 's',
      device_key: 'k',
    })
    // Each test of a case builds its request again on the same target.
    .onConflict((oc) => oc.column('staff_id').doNothing())
    .execute();
  return victim.staff.staffId;
}

/** A kiosk punch with a photo in the company (the name only: the route must not reach the file). */
async function punchWithPhoto(ctx: TestContext, company: { companyId: number; staff: { staffId: number } }) {
  const kiosk = await kioskOf(ctx, company.companyId);
  const row = await db(ctx)
    .insertInto('clock_punches')
    .values({
      company_id: company.companyId,
      staff_id: company.staff.staffId,
      action: 'in',
      client_time: new Date(),
      client_utc_offset_minutes: 0,
      timezone: 'UTC',
      server_received_at: new Date(),
      created_by_staff_id: null,
      latitude: null,
      longitude: null,
      accuracy_m: null,
      kiosk_id: kiosk.id,
      photo: `${'ab'.repeat(16)}.jpg`,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const pin = { pin: '4821' };
const punch = (staff: number) => ({ staff, action: 'in', client_time: new Date().toISOString(), timezone: 'UTC' });

export const isolationCases: IsolationCase[] = [
  ...(['GET', 'PUT', 'DELETE'] as const).map((method): IsolationCase => ({
    route: `${method} /inout/api/kiosk/pins/:staff/`,
    expect: 'foreign-404',
    request: async (t) => ({
      method,
      url: `/inout/api/kiosk/pins/${await victimPin(t)}/`,
      ...(method === 'PUT' ? { payload: pin } : {}),
    }),
    staffForbidden: ({ attacker }) => ({
      method,
      url: `/inout/api/kiosk/pins/${attacker.admin.staffId}/`,
      ...(method === 'PUT' ? { payload: pin } : {}),
    }),
  })),
  {
    route: 'PUT /inout/api/kiosk/my-pin/',
    expect: 'own-company',
    request: async (t) => (await victimPin(t), { method: 'PUT', url: '/inout/api/kiosk/my-pin/', payload: pin }),
  },
  {
    route: 'GET /inout/api/kiosks/',
    expect: 'own-company',
    request: async (t) => (await kioskOf(t.ctx, t.victim.companyId), { method: 'GET', url: '/inout/api/kiosks/' }),
    staffForbidden: () => ({ method: 'GET', url: '/inout/api/kiosks/' }),
    leaks: ({ victim }) => [`kiosk-${victim.companyId}`],
  },
  {
    route: 'POST /inout/api/kiosks/',
    expect: 'own-company',
    request: () => ({ method: 'POST', url: '/inout/api/kiosks/', payload: { name: 'Front door' } }),
    staffForbidden: () => ({ method: 'POST', url: '/inout/api/kiosks/', payload: { name: 'Front door' } }),
  },
  {
    route: 'PATCH /inout/api/kiosks/:id/',
    expect: 'foreign-404',
    request: async (t) => ({
      method: 'PATCH',
      url: `/inout/api/kiosks/${(await kioskOf(t.ctx, t.victim.companyId)).id}/`,
      payload: { take_photos: true },
    }),
    staffForbidden: async (t) => ({
      method: 'PATCH',
      url: `/inout/api/kiosks/${(await kioskOf(t.ctx, t.attacker.companyId)).id}/`,
      payload: { take_photos: true },
    }),
  },
  {
    // Photos of people at a kiosk: another company's is not found; staff see none, even their own company's.
    route: 'GET /inout/api/clock-ins/:id/photo/',
    expect: 'foreign-404',
    request: async (t) => ({
      method: 'GET',
      url: `/inout/api/clock-ins/${await punchWithPhoto(t.ctx, t.victim)}/photo/`,
    }),
    staffForbidden: async (t) => ({
      method: 'GET',
      url: `/inout/api/clock-ins/${await punchWithPhoto(t.ctx, t.attacker)}/photo/`,
    }),
  },
  {
    route: 'POST /inout/api/kiosks/:id/revoke/',
    expect: 'foreign-404',
    request: async (t) => ({
      method: 'POST',
      url: `/inout/api/kiosks/${(await kioskOf(t.ctx, t.victim.companyId)).id}/revoke/`,
    }),
    staffForbidden: async (t) => ({
      method: 'POST',
      url: `/inout/api/kiosks/${(await kioskOf(t.ctx, t.attacker.companyId)).id}/revoke/`,
    }),
  },
  {
    route: 'GET /inout/api/kiosks/:id/punches/',
    expect: 'foreign-404',
    request: async (t) => ({
      method: 'GET',
      url: `/inout/api/kiosks/${(await kioskOf(t.ctx, t.victim.companyId)).id}/punches/`,
    }),
    staffForbidden: async (t) => ({
      method: 'GET',
      url: `/inout/api/kiosks/${(await kioskOf(t.ctx, t.attacker.companyId)).id}/punches/`,
    }),
  },
  {
    // A's kiosk: its roster holds nobody of B's (kiosks.test.ts checks the answer itself).
    route: 'GET /inout/api/kiosk/roster/',
    expect: 'public',
    request: async (t) => {
      await victimPin(t);
      const kiosk = await kioskOf(t.ctx, t.attacker.companyId);
      return { method: 'GET', url: '/inout/api/kiosk/roster/', headers: { 'x-kiosk-token': kiosk.credential } };
    },
  },
  {
    // A's kiosk punching for B's staff member: refused, B unchanged.
    route: 'POST /inout/api/kiosk/clock/',
    expect: 'public',
    request: async (t) => {
      const kiosk = await kioskOf(t.ctx, t.attacker.companyId);
      return {
        method: 'POST',
        url: '/inout/api/kiosk/clock/',
        headers: { 'x-kiosk-token': kiosk.credential, 'idempotency-key': `iso-${kiosk.id}` },
        payload: punch(t.victim.staff.staffId),
      };
    },
  },
];
