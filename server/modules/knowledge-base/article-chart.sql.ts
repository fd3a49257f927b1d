// The decision chart a reader sees, as one SQL expression: the article's own copy when it has steps,
// else the chart it names (flow_chart_id). Course readers and signed-out visitors get the chart in
// the article itself: a course kept for offline reading cannot fetch the named chart later, and a
// visitor has no session to fetch it with (flowchart/flow-charts/{id}/ is signed in).
import { sql } from 'kysely';
import type { DecisionChart } from '../../../contract/flowchart';

/** `alias`: the kb_articles alias of the query (a plain identifier). */
export function readerChart(alias: string) {
  const a = sql.ref(alias);
  return sql<DecisionChart | null>`CASE
    WHEN jsonb_typeof(${a}.decision_chart -> 'nodes') = 'array' AND jsonb_array_length(${a}.decision_chart -> 'nodes') > 0
      THEN ${a}.decision_chart
    ELSE (SELECT jsonb_build_object('nodes', f.nodes, 'edges', f.edges) FROM flow_charts f
          WHERE f.company_id = ${a}.company_id AND f.id = ${a}.flow_chart_id AND jsonb_array_length(f.nodes) > 0)
  END`;
}
