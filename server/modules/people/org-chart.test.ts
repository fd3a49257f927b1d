// Org charts: nodes from the employee hierarchy (search keeps the managers above a match), the
// division → position hierarchy, a saved layout read back after saving, admins only, and the
// public chart shown only once the company publishes it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DivisionHierarchy, OrgChartNode, SavedChart } from '../../../contract/org-chart';
import { authed, createTestApp, createTestCompany, type TestContext } from '../../test/helpers';
import { seedDivision, seedPosition, seedStaff } from './people.fixtures';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('hierarchies', () => {
  it('draws who reports to whom, and a search keeps the chain above a match', async () => {
    const c = await createTestCompany(ctx);
    const db = ctx.database.db;
    const division = await seedDivision(db, c.companyId, 'Ops');
    const lead = await seedPosition(db, c.companyId, { name: 'Lead', division_id: division.id });
    const tech = await seedPosition(db, c.companyId, { name: 'Tech', division_id: division.id, manager_id: lead.id });
    const junior = await seedStaff(db, c.companyId, 'Quinn');
    await db.updateTable('staff').set({ manager_id: c.staff.staffId }).where('id', '=', junior.id).execute();
    await db
      .updateTable('staff')
      .set({ manager_id: c.admin.staffId, division_id: division.id })
      .where('id', '=', c.staff.staffId)
      .execute();
    await db
      .insertInto('staff_positions')
      .values({ company_id: c.companyId, staff_id: c.staff.staffId, position_id: tech.id, is_primary: true })
      .execute();

    const nodes = (
      await authed(ctx.app, c.staff, { method: 'GET', url: '/account/api/employee-position-hierarchy/' })
    ).json<OrgChartNode[]>();
    expect(nodes).toHaveLength(3);
    expect(nodes.find((n) => n.id === c.staff.staffId)).toEqual({
      id: c.staff.staffId,
      managerId: c.admin.staffId,
      person: {
        avatar: null,
        department: 'Ops',
        departmentColor: '#0cb2fc',
        name: 'Test Staff',
        title: 'Tech',
        totalReports: 1,
      },
    });
    const found = (
      await authed(ctx.app, c.staff, { method: 'GET', url: '/account/api/employee-position-hierarchy/?search=quinn' })
    ).json<OrgChartNode[]>();
    expect(found.map((n) => n.id).sort()).toEqual([c.admin.staffId, c.staff.staffId, junior.id].sort());
    const none = (
      await authed(ctx.app, c.staff, { method: 'GET', url: '/account/api/employee-position-hierarchy/?search=nobody' })
    ).json<OrgChartNode[]>();
    expect(none).toEqual([]);

    const tree = (
      await authed(ctx.app, c.staff, { method: 'GET', url: '/account/api/division-position-hierarchy/' })
    ).json<DivisionHierarchy[]>();
    expect(tree[0]).toMatchObject({
      division_name: 'Ops',
      positions: [{ name: 'Lead' }, { name: 'Tech', manager: lead.id, users: [{ id: c.staff.staffId }] }],
    });
  });
});

describe('saved layouts and the public chart', () => {
  it('saves the org flow layout for admins only and reads it back', async () => {
    const c = await createTestCompany(ctx);
    const layout = { nodes: [{ id: 'division-1', x: 10, y: 20.5 }], viewport: { x: 0, y: 0, zoom: 1.5 } };
    const empty = (await authed(ctx.app, c.staff, { method: 'GET', url: '/company/api/orgflow/' })).json<SavedChart>();
    expect(empty).toMatchObject({ layout: null, is_public: false });
    expect(
      (await authed(ctx.app, c.staff, { method: 'PATCH', url: '/company/api/orgflow/', payload: { layout } }))
        .statusCode,
    ).toBe(403);
    const saved = await authed(ctx.app, c.admin, {
      method: 'PATCH',
      url: '/company/api/orgflow/',
      payload: { layout },
    });
    expect(saved.statusCode).toBe(200);
    expect(
      (await authed(ctx.app, c.staff, { method: 'GET', url: '/company/api/orgflow/' })).json<SavedChart>().layout,
    ).toEqual(layout);
    expect(
      (await authed(ctx.app, c.staff, { method: 'GET', url: '/company/api/horizontalorg/' })).json<SavedChart>().layout,
    ).toBeNull();
  });

  it('shows the public chart only once the company publishes it', async () => {
    const c = await createTestCompany(ctx);
    const { company_slug } = (
      await authed(ctx.app, c.admin, { method: 'GET', url: '/company/api/orgflow/' })
    ).json<SavedChart>();
    const url = `/company/api/public-org-chart/?company=${company_slug}`;
    expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    await authed(ctx.app, c.admin, { method: 'PATCH', url: '/company/api/orgflow/', payload: { is_public: true } });
    const open = await ctx.app.inject({ method: 'GET', url });
    expect(open.statusCode).toBe(200);
    expect(open.json<{ nodes: OrgChartNode[] }>().nodes).toHaveLength(2);
  });
});
