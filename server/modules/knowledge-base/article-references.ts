// Ids an article or a bulk change names must belong to the caller's company: its category and type,
// the divisions, staff, positions and responsibilities it is assigned to, its flow chart and public
// knowledge bases. Checked in one statement whatever the number of fields and ids; an id of another
// company reads as unknown.
import { sql } from 'kysely';
import { FLOW_CHART_NOT_FOUND } from '../../../contract/flowchart-constants';
import { ASSIGNEE_NOT_FOUND, CATEGORY_NOT_FOUND, TYPE_NOT_FOUND } from '../../../contract/knowledge-base-constants';
import type { FieldErrors } from '../../../contract/errors';
import { PUBLIC_KB_NOT_FOUND } from '../../../contract/public-knowledge-bases';
import type { Database } from '../../db/database';

const REFERENCES = {
  article_category: { table: 'kb_categories', message: CATEGORY_NOT_FOUND },
  type: { table: 'kb_article_types', message: TYPE_NOT_FOUND },
  division: { table: 'divisions', message: ASSIGNEE_NOT_FOUND },
  individuals: { table: 'staff', message: ASSIGNEE_NOT_FOUND },
  assigned_positions: { table: 'positions', message: ASSIGNEE_NOT_FOUND },
  assigned_responsibilities: { table: 'responsibilities', message: ASSIGNEE_NOT_FOUND },
  flow_chart: { table: 'flow_charts', message: FLOW_CHART_NOT_FOUND },
  public_knowledgebases: { table: 'kb_public_knowledgebases', message: PUBLIC_KB_NOT_FOUND },
} as const;

export type ReferenceField = keyof typeof REFERENCES;
export type References = Partial<Record<ReferenceField, number | number[] | null>>;

const idsOf = (value: number | number[] | null | undefined) =>
  value === null || value === undefined ? [] : Array.isArray(value) ? value : [value];

/** The reference fields of an article's fields (the others are not ids of company rows). */
export function referencesOf(fields: References): References {
  const {
    article_category,
    type,
    division,
    individuals,
    assigned_positions,
    assigned_responsibilities,
    flow_chart,
    public_knowledgebases,
  } = fields;
  return {
    article_category,
    type,
    division,
    individuals,
    assigned_positions,
    assigned_responsibilities,
    flow_chart,
    public_knowledgebases,
  };
}

/**
 * For each item, the fields whose ids are not the company's, with their messages. One statement
 * for all items: the ids of each field are checked together.
 */
export async function missingReferences(db: Database, companyId: number, items: References[]): Promise<FieldErrors[]> {
  const asked = new Map<ReferenceField, Set<number>>();
  for (const item of items) {
    for (const [field, value] of Object.entries(item) as [ReferenceField, References[ReferenceField]][]) {
      for (const id of idsOf(value)) (asked.get(field) ?? asked.set(field, new Set()).get(field)!).add(id);
    }
  }
  if (asked.size === 0) return items.map(() => ({}));
  const columns = [...asked].map(
    ([field, ids]) => sql`ARRAY(
      SELECT x FROM unnest(${[...ids]}::bigint[]) x
      WHERE NOT EXISTS (SELECT 1 FROM ${sql.table(REFERENCES[field].table)} t WHERE t.company_id = ${companyId} AND t.id = x)
    ) AS ${sql.ref(field)}`,
  );
  const { rows } = await sql<Record<ReferenceField, string[]>>`SELECT ${sql.join(columns)}`.execute(db);
  const missing = new Map([...asked.keys()].map((field) => [field, new Set(rows[0]![field].map(Number))]));
  return items.map((item) => {
    const errors: FieldErrors = {};
    for (const [field, value] of Object.entries(item) as [ReferenceField, References[ReferenceField]][]) {
      if (idsOf(value).some((id) => missing.get(field)?.has(id))) errors[field] = [REFERENCES[field].message];
    }
    return errors;
  });
}

/** The fields whose ids are not the company's, with their messages; empty when all are. */
export async function referenceErrors(db: Database, companyId: number, refs: References): Promise<FieldErrors> {
  return (await missingReferences(db, companyId, [refs]))[0]!;
}
