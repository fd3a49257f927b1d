// App-deal licence codes against the operator's table (issue 21): an issued code registers a company
// and is recorded as redeemed by it; a code never issued, or redeemed already, is refused on the
// license_codes field naming the code, and nothing of the registration stays; two sign-ups racing for
// one code: exactly one wins.
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LICENSE_CODE_UNKNOWN, LICENSE_CODE_USED } from '../../../contract/subscription-constants';
import { createTestApp, type TestContext } from '../../test/helpers';
import { issueLicenseCodes, listLicenseCodes } from './license-codes';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const db = () => ctx.database.db;
const newCode = () => `GW-${randomUUID().slice(0, 13)}`.toUpperCase();

function register(codes: string[], email = `deal-${randomUUID()}@example.test`) {
  return ctx.app.inject({
    method: 'POST',
    url: '/account/api/app-sumo-register/',
    remoteAddress: `127.8.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
    payload: {
      company_name: 'Deal Co',
      first_name: 'Dee',
      email,
      password: 'a long enough password',
      license_codes: codes,
    },
  });
}

const redemption = async (code: string) =>
  db()
    .selectFrom('license_codes')
    .select(['redeemed_by_company_id', 'redeemed_at'])
    .where('code', '=', code)
    .executeTakeFirstOrThrow();

describe('licence codes', () => {
  it('registers with an issued code (typed in lower case) and records the redemption once', async () => {
    const code = newCode();
    expect(await issueLicenseCodes(db(), [code, 'bad'], 'batch 1')).toEqual({
      added: [code],
      existing: [],
      invalid: ['BAD'],
    });
    const res = await register([code.toLowerCase()]);
    expect(res.statusCode, res.body).toBe(201);
    const user = res.json<{ company: { id: number; app_sumo_license: boolean } }>();
    expect(user.company.app_sumo_license).toBe(true);
    const row = await redemption(code);
    expect(row.redeemed_by_company_id).toBe(user.company.id);
    expect(row.redeemed_at).toBeInstanceOf(Date);
    const listed = (await listLicenseCodes(db())).find((r) => r.code === code);
    expect(listed).toMatchObject({ note: 'batch 1', redeemed_by_company_id: user.company.id });
  });

  it('refuses a code that was never issued, naming the field and the code, and creates nothing', async () => {
    const code = newCode();
    const email = `unknown-${randomUUID()}@example.test`;
    const res = await register([code], email);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ license_codes: [`${LICENSE_CODE_UNKNOWN} (${code})`] });
    const user = await db().selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
    expect(user).toBeUndefined();
  });

  it('refuses a code redeemed already; a failed registration leaves its other codes unredeemed', async () => {
    const [used, fresh] = [newCode(), newCode()];
    await issueLicenseCodes(db(), [used, fresh]);
    expect((await register([used])).statusCode).toBe(201);
    const res = await register([fresh, used]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ license_codes: [`${LICENSE_CODE_USED} (${used})`] });
    expect(await redemption(fresh)).toEqual({ redeemed_by_company_id: null, redeemed_at: null });
    // Issuing a code again changes nothing about it.
    expect(await issueLicenseCodes(db(), [used])).toEqual({ added: [], existing: [used], invalid: [] });
    expect((await redemption(used)).redeemed_by_company_id).not.toBeNull();
  });

  it('lets exactly one of two racing sign-ups redeem a code', async () => {
    const code = newCode();
    await issueLicenseCodes(db(), [code]);
    const answers = await Promise.all([register([code]), register([code])]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 400]);
    const loser = answers.find((r) => r.statusCode === 400)!;
    expect(loser.json()).toEqual({ license_codes: [`${LICENSE_CODE_USED} (${code})`] });
    const winner = answers.find((r) => r.statusCode === 201)!.json<{ company: { id: number } }>();
    expect((await redemption(code)).redeemed_by_company_id).toBe(winner.company.id);
    const holders = await db()
      .selectFrom('companies')
      .select('id')
      .where('app_sumo_license', '=', true)
      .where(sql<boolean>`coupon_data @> ${JSON.stringify([{ code }])}::jsonb`)
      .execute();
    expect(holders).toEqual([{ id: winner.company.id }]);
  });
});
