// The flow_charts table: insert, read and update one chart, always within the caller's company.
// Readers who are not KB admins reach a chart only through an article they may read that names it.
import { sql } from 'kysely';
import type { Selectable } from 'kysely';
import type { FlowEdge, FlowNode } from '../../../contract/flowchart';
import type { Database } from '../../db/database';
import type { FlowChartsTable } from '../../db/schema';
import type { AuthContext } from '../../lib/route';
import { readableBy } from '../knowledge-base/article-access';
import { isKbAdmin } from '../knowledge-base/permissions';

export type FlowChartRow = Selectable<FlowChartsTable>;

export function insertFlowChart(
  db: Database,
  auth: AuthContext,
  chart: { nodes: FlowNode[]; edges: FlowEdge[] },
): Promise<FlowChartRow> {
  return db
    .insertInto('flow_charts')
    .values({
      company_id: auth.companyId,
      nodes: JSON.stringify(chart.nodes),
      edges: JSON.stringify(chart.edges),
      created_by_staff_id: auth.staffId,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The chart, if the caller may see it: any of the company's for KB admins. */
export function findFlowChart(db: Database, auth: AuthContext, id: number): Promise<FlowChartRow | undefined> {
  let query = db.selectFrom('flow_charts as fc').selectAll('fc').where('fc.company_id', '=', auth.companyId);
  if (!isKbAdmin(auth)) {
    query = query.where(
      sql<boolean>`EXISTS (SELECT 1 FROM kb_articles a
        WHERE a.company_id = fc.company_id AND a.flow_chart_id = fc.id AND ${readableBy(auth)})`,
    );
  }
  return query.where('fc.id', '=', id).executeTakeFirst();
}

/** Locks the company's chart for an update; undefined when it is not the company's. */
export function lockFlowChart(db: Database, companyId: number, id: number): Promise<FlowChartRow | undefined> {
  return db
    .selectFrom('flow_charts')
    .selectAll()
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

export function updateFlowChart(
  db: Database,
  companyId: number,
  id: number,
  chart: { nodes: FlowNode[]; edges: FlowEdge[] },
): Promise<FlowChartRow> {
  return db
    .updateTable('flow_charts')
    .set({ nodes: JSON.stringify(chart.nodes), edges: JSON.stringify(chart.edges), updated_on: sql`now()` })
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}
