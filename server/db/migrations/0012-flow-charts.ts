// Flow and decision charts (spec knowledge-base §3 Flow chart, §7 flowchart calls): one row per
// chart with its nodes and edges, owned by a company. Articles named a chart (flow_chart_id) since
// 0009, before there was a table to point at: those ids named nothing and are cleared, and the
// column now refers to a chart of the article's own company (deleting a chart clears it).
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE flow_charts (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      company_id bigint NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
      -- [{id, type, position: {x, y}, data: {id?, label, color?, borderColor?}}], ids unique.
      nodes jsonb NOT NULL DEFAULT '[]',
      -- [{id, source, target, type: 'customEdge', data: {label}}], joining nodes of this chart.
      edges jsonb NOT NULL DEFAULT '[]',
      created_by_staff_id bigint,
      created_on timestamptz NOT NULL DEFAULT now(),
      updated_on timestamptz NOT NULL DEFAULT now(),
      UNIQUE (company_id, id),
      FOREIGN KEY (company_id, created_by_staff_id) REFERENCES staff(company_id, id)
        ON DELETE SET NULL (created_by_staff_id)
    );

    UPDATE kb_articles SET flow_chart_id = NULL WHERE flow_chart_id IS NOT NULL;
    ALTER TABLE kb_articles
      ADD CONSTRAINT kb_articles_flow_chart_fk FOREIGN KEY (company_id, flow_chart_id)
        REFERENCES flow_charts(company_id, id) ON DELETE SET NULL (flow_chart_id);
    -- A staff member may read a chart that an article they can read names: found by the chart.
    CREATE INDEX kb_articles_flow_chart_idx ON kb_articles (company_id, flow_chart_id) WHERE flow_chart_id IS NOT NULL;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP INDEX kb_articles_flow_chart_idx;
    ALTER TABLE kb_articles DROP CONSTRAINT kb_articles_flow_chart_fk;
    DROP TABLE flow_charts;
  `.execute(db);
}
