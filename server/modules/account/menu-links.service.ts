// Menu links: the company's extra links, appended to the shell's menu as a tree (spec shell §2.3).
// A parent must be a link of the same company, and re-parenting must not make a cycle: the shell
// copes with cycles, but a menu that silently flattens an admin's tree is a bug we can refuse here.
import type { MenuLink, MenuLinkCreate, MenuLinkPatch } from '../../../contract/company';
import type { Database } from '../../db/database';
import { NotFoundError, ValidationError } from '../../lib/errors';
import { presentMenuLink } from './menu-links.presenter';
import {
  deleteMenuLink,
  findMenuLink,
  insertMenuLink,
  listMenuLinks,
  loadParentMap,
  updateMenuLink,
} from './menu-links.repository';

const UNKNOWN_PARENT = 'Select a valid menu link.';
const SELF_PARENT = 'A menu link cannot be its own parent.';
const CYCLE = 'A menu link cannot be placed under one of its own sub-links.';

/**
 * Checks `parent` for link `id` (null for a new link). Another company's link is "unknown" (400),
 * so the answer says nothing about whether that id exists elsewhere.
 */
async function checkParent(db: Database, companyId: number, id: number | null, parent: number | null) {
  if (parent === null) return;
  if (parent === id) throw ValidationError.field('parent', SELF_PARENT);
  const parents = await loadParentMap(db, companyId);
  if (!parents.has(parent)) throw ValidationError.field('parent', UNKNOWN_PARENT);
  if (id === null) return;
  // Walk up from the new parent; meeting the link itself means it would sit under its own subtree.
  const seen = new Set<number>();
  for (let at: number | null | undefined = parent; at != null && !seen.has(at); at = parents.get(at)) {
    if (at === id) throw ValidationError.field('parent', CYCLE);
    seen.add(at);
  }
}

export async function getMenuLinks(db: Database, companyId: number): Promise<MenuLink[]> {
  return (await listMenuLinks(db, companyId)).map(presentMenuLink);
}

export async function createMenuLink(db: Database, companyId: number, input: MenuLinkCreate): Promise<MenuLink> {
  await checkParent(db, companyId, null, input.parent);
  const { parent, ...values } = input;
  return presentMenuLink(await insertMenuLink(db, companyId, { ...values, parent_id: parent }));
}

export async function changeMenuLink(
  db: Database,
  companyId: number,
  id: number,
  patch: MenuLinkPatch,
): Promise<MenuLink> {
  // 404 before any check of the body: a foreign id must not learn which parents are valid.
  const existing = await findMenuLink(db, companyId, id);
  if (!existing) throw new NotFoundError();
  const { parent, ...values } = patch;
  if (parent !== undefined) await checkParent(db, companyId, id, parent);
  const changes = parent === undefined ? values : { ...values, parent_id: parent };
  if (Object.values(changes).every((value) => value === undefined)) return presentMenuLink(existing);
  const row = await updateMenuLink(db, companyId, id, changes);
  if (!row) throw new NotFoundError();
  return presentMenuLink(row);
}

export async function removeMenuLink(db: Database, companyId: number, id: number): Promise<void> {
  if (!(await deleteMenuLink(db, companyId, id))) throw new NotFoundError();
}
