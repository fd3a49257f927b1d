// Company-defined menu links (spec shell §3 "Menu link"). Every query is scoped by company.
import type { Insertable, Updateable } from 'kysely';
import type { Database } from '../../db/database';
import type { MenuLinksTable } from '../../db/schema';

export type MenuLinkValues = Omit<Insertable<MenuLinksTable>, 'id' | 'company_id'>;
export type MenuLinkChanges = Omit<Updateable<MenuLinksTable>, 'id' | 'company_id'>;

export function listMenuLinks(db: Database, companyId: number) {
  return db
    .selectFrom('menu_links')
    .selectAll()
    .where('company_id', '=', companyId)
    .orderBy('order')
    .orderBy('id')
    .execute();
}

export function findMenuLink(db: Database, companyId: number, id: number) {
  return db
    .selectFrom('menu_links')
    .selectAll()
    .where('id', '=', id)
    .where('company_id', '=', companyId)
    .executeTakeFirst();
}

/**
 * id → parent id of every link of the company: enough to check a new parent for cycles. The rows
 * are locked so two concurrent re-parentings (A under B, B under A) cannot both pass the check.
 */
export async function loadParentMap(db: Database, companyId: number): Promise<Map<number, number | null>> {
  const rows = await db
    .selectFrom('menu_links')
    .select(['id', 'parent_id'])
    .where('company_id', '=', companyId)
    .forUpdate()
    .execute();
  return new Map(rows.map((row) => [row.id, row.parent_id]));
}

export function insertMenuLink(db: Database, companyId: number, values: MenuLinkValues) {
  return db
    .insertInto('menu_links')
    .values({ ...values, company_id: companyId })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function updateMenuLink(db: Database, companyId: number, id: number, changes: MenuLinkChanges) {
  return db
    .updateTable('menu_links')
    .set(changes)
    .where('id', '=', id)
    .where('company_id', '=', companyId)
    .returningAll()
    .executeTakeFirst();
}

/** Children fall back to the top level (ON DELETE SET NULL on parent_id). */
export async function deleteMenuLink(db: Database, companyId: number, id: number): Promise<boolean> {
  const result = await db
    .deleteFrom('menu_links')
    .where('id', '=', id)
    .where('company_id', '=', companyId)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}
