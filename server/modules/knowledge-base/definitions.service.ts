// Definitions (spec knowledge-base §7 definitions-create/, definitions-detail/{id}/,
// definition-category/, bulk create): terms and what they mean, one per term and company (any
// case). Articles list the definitions whose terms they contain (found_definitions) for highlighting.
import { sql } from 'kysely';
import type { z } from 'zod';
import {
  CATEGORY_NOT_FOUND,
  DEFINITION_TERM_TAKEN,
  bulkItemError,
  definitionCreateSchema,
  type BulkItemError,
  type BulkResult,
  type Definition,
  type DefinitionCategory,
  type definitionListQuerySchema,
  type definitionUpdateSchema,
} from '../../../contract/knowledge-base';
import type { Database } from '../../db/database';
import { NotFoundError, ValidationError } from '../../lib/errors';
import type { AuthContext } from '../../lib/route';
import { zodToFieldErrors } from '../../lib/validation';

type DefinitionInput = z.output<typeof definitionCreateSchema>;

function definitionRows(db: Database, companyId: number) {
  return db
    .selectFrom('kb_definitions as d')
    .leftJoin('kb_definition_categories as c', 'c.id', 'd.category_id')
    .where('d.company_id', '=', companyId)
    .select(['d.id', 'd.term', 'd.definition', 'd.category_id as category', 'c.name as category_name']);
}

export async function listDefinitions(
  db: Database,
  auth: AuthContext,
  query: z.output<typeof definitionListQuerySchema>,
): Promise<Definition[]> {
  const pattern = query.search ? `%${query.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  return definitionRows(db, auth.companyId)
    .$if(pattern !== null, (q) =>
      q.where((eb) => eb.or([eb('d.term', 'ilike', pattern!), eb('d.definition', 'ilike', pattern!)])),
    )
    .$if(query.category !== undefined, (q) => q.where('d.category_id', '=', query.category!))
    .orderBy(sql`lower(d.term)`)
    .execute();
}

export async function definitionDetail(db: Database, auth: AuthContext, id: number): Promise<Definition> {
  const row = await definitionRows(db, auth.companyId).where('d.id', '=', id).executeTakeFirst();
  if (!row) throw new NotFoundError();
  return row;
}

async function checkCategory(db: Database, companyId: number, category: number | null | undefined) {
  if (category === null || category === undefined) return;
  const row = await db
    .selectFrom('kb_definition_categories')
    .select('id')
    .where('company_id', '=', companyId)
    .where('id', '=', category)
    .executeTakeFirst();
  if (!row) throw ValidationError.field('category', CATEGORY_NOT_FOUND);
}

/**
 * Inserts the definitions whose terms are free, in one statement; answers the positions (in
 * `inputs`) of those inserted. A term taken, or repeated within `inputs`, is skipped.
 */
async function insertDefinitions(
  db: Database,
  companyId: number,
  inputs: DefinitionInput[],
): Promise<Map<number, number>> {
  if (inputs.length === 0) return new Map();
  const { rows } = await sql<{ id: number; term: string }>`
    INSERT INTO kb_definitions (company_id, term, definition, category_id)
    SELECT ${companyId}, x.term, x.definition, x.category_id
    FROM unnest(${inputs.map((i) => i.term)}::text[], ${inputs.map((i) => i.definition)}::text[],
                ${inputs.map((i) => i.category)}::bigint[]) WITH ORDINALITY AS x(term, definition, category_id, position)
    ORDER BY x.position
    ON CONFLICT (company_id, lower(term)) DO NOTHING
    RETURNING id, term`.execute(db);
  // Rows go in list order, so a term repeated in the list is stored from its first item.
  const idByTerm = new Map(rows.map((r) => [r.term.toLowerCase(), r.id]));
  const positions = new Map<number, number>();
  inputs.forEach((input, i) => {
    const key = input.term.toLowerCase();
    const id = idByTerm.get(key);
    if (id === undefined) return;
    positions.set(i, id);
    idByTerm.delete(key);
  });
  return positions;
}

export async function createDefinition(db: Database, auth: AuthContext, input: DefinitionInput): Promise<Definition> {
  await checkCategory(db, auth.companyId, input.category);
  const inserted = await insertDefinitions(db, auth.companyId, [input]);
  const id = inserted.get(0);
  if (id === undefined) throw ValidationError.field('term', DEFINITION_TERM_TAKEN);
  return definitionDetail(db, auth, id);
}

export async function updateDefinition(
  db: Database,
  auth: AuthContext,
  id: number,
  input: z.output<typeof definitionUpdateSchema>,
): Promise<Definition> {
  await checkCategory(db, auth.companyId, input.category);
  const { rows } = await sql<{ id: number; taken: boolean }>`
    UPDATE kb_definitions d SET
      term = coalesce(${input.term ?? null}, d.term),
      definition = coalesce(${input.definition ?? null}, d.definition),
      category_id = ${input.category === undefined ? sql`d.category_id` : sql`${input.category}::bigint`}
    WHERE d.company_id = ${auth.companyId} AND d.id = ${id}
      AND NOT EXISTS (SELECT 1 FROM kb_definitions o WHERE o.company_id = d.company_id AND o.id <> d.id
                      AND lower(o.term) = lower(coalesce(${input.term ?? null}, d.term)))
    RETURNING d.id`.execute(db);
  if (rows.length === 0) {
    await definitionDetail(db, auth, id); // 404 when it is not the company's
    throw ValidationError.field('term', DEFINITION_TERM_TAKEN);
  }
  return definitionDetail(db, auth, id);
}

export async function deleteDefinition(db: Database, auth: AuthContext, id: number): Promise<void> {
  const deleted = await db
    .deleteFrom('kb_definitions')
    .where('company_id', '=', auth.companyId)
    .where('id', '=', id)
    .executeTakeFirst();
  if (deleted.numDeletedRows === 0n) throw new NotFoundError();
}

/** Each item as for definitions-create/; an error's id is the item's position, from 1. */
export async function bulkCreateDefinitions(db: Database, auth: AuthContext, items: unknown[]): Promise<BulkResult> {
  const errors: BulkItemError[] = [];
  const valid: { position: number; input: DefinitionInput }[] = [];
  const categories = new Set(
    (
      await db.selectFrom('kb_definition_categories').select('id').where('company_id', '=', auth.companyId).execute()
    ).map((c) => c.id),
  );
  const refuse = (position: number, reason: string) =>
    errors.push({ id: position, reason, message: bulkItemError(position, reason) });
  items.forEach((item, index) => {
    const parsed = definitionCreateSchema.safeParse(item);
    if (!parsed.success) {
      const fields = zodToFieldErrors(parsed.error, item);
      return refuse(
        index + 1,
        Object.entries(fields)
          .map(([f, m]) => `${f}: ${m.join(' ')}`)
          .join('; '),
      );
    }
    if (parsed.data.category !== null && !categories.has(parsed.data.category)) {
      return refuse(index + 1, `category: ${CATEGORY_NOT_FOUND}`);
    }
    valid.push({ position: index + 1, input: parsed.data });
  });
  const inserted = await insertDefinitions(
    db,
    auth.companyId,
    valid.map((v) => v.input),
  );
  valid.forEach((v, i) => {
    if (!inserted.has(i)) refuse(v.position, `term: ${DEFINITION_TERM_TAKEN}`);
  });
  return { succeeded: [...inserted.values()], errors: errors.sort((a, b) => a.id - b.id) };
}

export function listDefinitionCategories(db: Database, auth: AuthContext): Promise<DefinitionCategory[]> {
  return db
    .selectFrom('kb_definition_categories')
    .select(['id', 'name'])
    .where('company_id', '=', auth.companyId)
    .orderBy('name')
    .execute();
}

export function createDefinitionCategory(db: Database, auth: AuthContext, name: string): Promise<DefinitionCategory> {
  return db
    .insertInto('kb_definition_categories')
    .values({ company_id: auth.companyId, name })
    .returning(['id', 'name'])
    .executeTakeFirstOrThrow();
}
