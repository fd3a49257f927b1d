// An UPDATE with an empty SET list (an empty PATCH's `.set({})`) runs as an update of nothing: the
// rows it matches come back unchanged and are counted, and no match is no row, as for any update.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestCompany, type TestCompany, type TestContext } from '../test/helpers';
import type { Database } from './database';

let ctx: TestContext;
let db: Database;
let company: TestCompany;
let divisionId: number;

beforeAll(async () => {
  ctx = await createTestApp();
  db = ctx.database.db;
  company = await createTestCompany(ctx);
  ({ id: divisionId } = await db
    .insertInto('divisions')
    .values({ company_id: company.companyId, division_name: 'Field' })
    .returning('id')
    .executeTakeFirstOrThrow());
});
afterAll(() => ctx.close());

const division = () => db.selectFrom('divisions').selectAll().where('id', '=', divisionId).executeTakeFirstOrThrow();

describe('an UPDATE with nothing to set', () => {
  it('returns the matched row unchanged', async () => {
    const before = await division();
    const row = await db
      .updateTable('divisions')
      .set({})
      .where('company_id', '=', company.companyId)
      .where('id', '=', divisionId)
      .returningAll()
      .executeTakeFirst();
    expect(row).toEqual(before);
    expect(await division()).toEqual(before);
  });

  it('counts the rows it matched, and matches none as any update would', async () => {
    const matched = await db.updateTable('divisions').set({}).where('id', '=', divisionId).executeTakeFirst();
    expect(matched.numUpdatedRows).toBe(1n);
    const none = await db.updateTable('divisions').set({}).where('id', '=', -1).returning('id').executeTakeFirst();
    expect(none).toBeUndefined();
  });

  it('works under an alias and with another table in FROM', async () => {
    const row = await db
      .updateTable('divisions as d')
      .from('companies as c')
      .set({})
      .whereRef('c.id', '=', 'd.company_id')
      .where('d.id', '=', divisionId)
      .returning(['d.division_name', 'c.company_name'])
      .executeTakeFirst();
    expect(row?.division_name).toBe('Field');
  });

  it('leaves an UPDATE that sets something as it was', async () => {
    await db.updateTable('divisions').set({ division_name: 'Yard' }).where('id', '=', divisionId).execute();
    expect((await division()).division_name).toBe('Yard');
  });
});
