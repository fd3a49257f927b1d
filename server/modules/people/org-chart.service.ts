// Org charts (spec people §§2, 3, 7): the employee hierarchy as chart nodes (who reports to whom,
// with department, title and direct reports), the division → position hierarchy, the layouts admins
// save for the Org Flow Chart and the positional chart, and the public chart of a company that has
// published it. Each read is one or two statements whatever the company's size.
import { sql } from 'kysely';
import type {
  ChartLayout,
  DivisionHierarchy,
  OrgChartNode,
  SavedChart,
  SavedChartPatch,
} from '../../../contract/org-chart';
import type { Database } from '../../db/database';
import type { OrgChartKindColumn } from '../../db/schema';
import { NotFoundError } from '../../lib/errors';
import type { AuthContext } from '../../lib/route';
import { recordAction } from './action-history';
import { fullName } from './staff.repository';

/** Every active staff member as a node; with `search`, the matches and the managers above them. */
export async function employeeHierarchy(db: Database, companyId: number, search?: string): Promise<OrgChartNode[]> {
  const rows = await db
    .selectFrom('staff as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .leftJoin('divisions as d', (j) => j.onRef('d.id', '=', 's.division_id').onRef('d.company_id', '=', 's.company_id'))
    .leftJoin('staff_positions as sp', (j) => j.onRef('sp.staff_id', '=', 's.id').on('sp.is_primary', '=', true))
    .leftJoin('positions as p', 'p.id', 'sp.position_id')
    .leftJoin('staff as m', (j) =>
      j.onRef('m.id', '=', 's.manager_id').onRef('m.company_id', '=', 's.company_id').on('m.is_active', '=', true),
    )
    .select([
      's.id',
      'm.id as manager_id',
      'u.photo',
      'd.division_name',
      'd.division_color',
      fullName('u').as('name'),
      'p.name as title',
      sql<number>`(SELECT count(*)::int FROM staff r WHERE r.company_id = s.company_id AND r.manager_id = s.id
        AND r.is_active)`.as('reports'),
    ])
    .where('s.company_id', '=', companyId)
    .where('s.is_active', '=', true)
    .orderBy('s.id')
    .execute();
  let kept = rows;
  if (search) {
    const needle = search.toLowerCase();
    const byId = new Map(rows.map((r) => [r.id, r]));
    const keep = new Set<number>();
    for (const row of rows) {
      const text = `${row.name} ${row.title ?? ''} ${row.division_name ?? ''}`.toLowerCase();
      if (!text.includes(needle)) continue;
      // The match and its chain of managers, so the chart stays one connected tree.
      for (let at: typeof row | undefined = row; at && !keep.has(at.id); at = byId.get(at.manager_id ?? -1))
        keep.add(at.id);
    }
    kept = rows.filter((r) => keep.has(r.id));
  }
  return kept.map((r) => ({
    id: r.id,
    managerId: r.manager_id,
    person: {
      avatar: r.photo,
      department: r.division_name,
      departmentColor: r.division_color,
      name: r.name,
      title: r.title,
      totalReports: r.reports,
    },
  }));
}

/** Divisions in order with their positions and holders; positions without a division come last. */
export async function divisionPositionHierarchy(db: Database, companyId: number): Promise<DivisionHierarchy[]> {
  const [divisions, positions] = await Promise.all([
    db
      .selectFrom('divisions')
      .select(['id', 'division_name', 'division_color', 'division_order'])
      .where('company_id', '=', companyId)
      .orderBy('division_order')
      .orderBy('division_name')
      .execute(),
    db
      .selectFrom('positions as p')
      .select([
        'p.id',
        'p.name',
        'p.division_id',
        'p.manager_id as manager',
        'p.order',
        'p.above_text',
        sql<{ id: number; name: string; photo: string | null }[]>`coalesce((SELECT json_agg(json_build_object(
          'id', s.id, 'name', ${fullName('u')}, 'photo', u.photo) ORDER BY u.first_name, s.id)
          FROM staff_positions x JOIN staff s ON s.id = x.staff_id JOIN users u ON u.id = s.user_id
          WHERE x.position_id = p.id AND s.is_active), '[]')`.as('users'),
      ])
      .where('p.company_id', '=', companyId)
      .orderBy('p.order')
      .orderBy('p.name')
      .execute(),
  ]);
  const byDivision = new Map<number | null, DivisionHierarchy['positions']>();
  for (const { division_id, ...position } of positions) {
    const list = byDivision.get(division_id) ?? [];
    list.push(position);
    byDivision.set(division_id, list);
  }
  const result: DivisionHierarchy[] = divisions.map((d) => ({ ...d, positions: byDivision.get(d.id) ?? [] }));
  const loose = byDivision.get(null);
  if (loose)
    result.push({ id: null, division_name: '', division_color: '#94a3b8', division_order: 0, positions: loose });
  return result;
}

export async function getSavedChart(db: Database, companyId: number, chart: OrgChartKindColumn): Promise<SavedChart> {
  const row = await db
    .selectFrom('companies as c')
    .leftJoin('org_chart_layouts as l', (j) => j.onRef('l.company_id', '=', 'c.id').on('l.chart', '=', chart))
    .select(['l.layout', 'l.updated_at', 'c.org_chart_public', 'c.company_slug'])
    .where('c.id', '=', companyId)
    .executeTakeFirstOrThrow();
  return {
    layout: (row.layout as ChartLayout | null) ?? null,
    updated_at: row.updated_at?.toISOString() ?? null,
    is_public: row.org_chart_public,
    company_slug: row.company_slug,
  };
}

export async function saveChart(db: Database, auth: AuthContext, chart: OrgChartKindColumn, patch: SavedChartPatch) {
  if (patch.layout) {
    const layout = JSON.stringify(patch.layout);
    await db
      .insertInto('org_chart_layouts')
      .values({ company_id: auth.companyId, chart, layout })
      .onConflict((oc) => oc.columns(['company_id', 'chart']).doUpdateSet({ layout, updated_at: sql`now()` }))
      .execute();
  }
  if (patch.is_public !== undefined) {
    await db
      .updateTable('companies')
      .set({ org_chart_public: patch.is_public })
      .where('id', '=', auth.companyId)
      .execute();
  }
  await recordAction(db, auth, {
    action: 'update',
    entity: 'org_chart',
    entity_id: null,
    summary: `Saved the ${chart === 'orgflow' ? 'org flow chart' : 'positional chart'}: ${Object.keys(patch).join(', ')}`,
  });
  return getSavedChart(db, auth.companyId, chart);
}

/** The chart of a company that published it, by slug; 404 otherwise (unpublished looks unknown). */
export async function publicOrgChart(db: Database, slug: string) {
  const company = await db
    .selectFrom('companies')
    .select(['id', 'company_name'])
    .where('company_slug', '=', slug)
    .where('org_chart_public', '=', true)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!company) throw new NotFoundError();
  return { company_name: company.company_name, nodes: await employeeHierarchy(db, company.id) };
}
