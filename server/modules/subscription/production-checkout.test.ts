// The built-in checkout on a production server (issue 17): it charges nothing, so with no billing
// provider configured "Pay now" would issue a paid invoice and activate Premium for free. Started
// as `npm start` starts it (createServer with NODE_ENV=production), the checkout is off: opening or
// completing one answers 400 with the message the billing page shows, and the subscription says so.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHECKOUT_UNAVAILABLE, type MySubscription } from '../../../contract/subscription';
import { createServer, type Server } from '../../bootstrap';
import { readEnv } from '../../env';
import { TEST_PASSWORD } from '../../test/helpers';
import { setBuiltInCheckout } from './subscription.service';

let server: Server;
let dataDir: string;
beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'groundwork-production-'));
  server = await createServer(
    readEnv({
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      SEED_DEMO: '0',
      LOG_LEVEL: 'silent',
      STATIC_DIR: path.join(dataDir, 'no-dist'),
      JWT_SECRET: 'production-test-secret-that-is-long-enough',
    }),
  );
  await server.app.ready();
});
afterAll(async () => {
  await server?.app.close();
  // createServer switched the module-wide setting off; later test files of this worker expect it on.
  setBuiltInCheckout(true);
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function signUp() {
  const res = await server.app.inject({
    method: 'POST',
    url: '/account/api/signup/',
    payload: {
      company_name: `Prod ${randomUUID().slice(0, 8)}`,
      first_name: 'Pat',
      email: `pat-${randomUUID()}@example.test`,
      password: TEST_PASSWORD,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ token: string; id: number; company: { id: number } }>();
}

const call = (token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  server.app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, ...(payload ? { payload } : {}) });

describe('built-in checkout in production with no billing provider', () => {
  it('refuses to open a checkout, and the subscription says checkout is unavailable', async () => {
    const admin = await signUp();
    const opened = await call(admin.token, 'POST', '/subscription/api/create-checkout/', { users: 1 });
    expect(opened.statusCode).toBe(400);
    expect(opened.json()).toEqual({ non_field_errors: [CHECKOUT_UNAVAILABLE] });
    const sub = (await call(admin.token, 'GET', '/subscription/api/my-subscription/')).json<MySubscription>();
    expect(sub).toMatchObject({ provider: 'built-in', checkout_available: false, subscription_plan: null });
    // The Free plan needs no payment and still works.
    expect((await call(admin.token, 'POST', '/subscription/api/create-free-plan/')).statusCode).toBe(200);
  });

  it('refuses "Pay now" on a checkout opened before, issuing no invoice and no Premium', async () => {
    const admin = await signUp();
    const id = randomUUID();
    await server.database.db
      .insertInto('checkout_sessions')
      .values({ id, company_id: admin.company.id, user_id: admin.id, plan: 'Premium', seats: 1 })
      .execute();
    const paid = await call(admin.token, 'POST', `/subscription/api/checkout/${id}/complete/`, { pay_now: true });
    expect(paid.statusCode).toBe(400);
    expect(paid.json()).toEqual({ non_field_errors: [CHECKOUT_UNAVAILABLE] });
    const sub = (await call(admin.token, 'GET', '/subscription/api/my-subscription/')).json<MySubscription>();
    expect(sub.invoices).toEqual([]);
    expect(sub.subscription_plan).toBeNull();
  });
});
