// menu_links rows → the contract's MenuLink (parent_id → parent, company_id → company).
import type { Selectable } from 'kysely';
import type { MenuLink } from '../../../contract/company';
import type { MenuLinksTable } from '../../db/schema';

export function presentMenuLink(row: Selectable<MenuLinksTable>): MenuLink {
  return {
    id: row.id,
    name: row.name,
    url: row.url,
    icon: row.icon,
    parent: row.parent_id,
    order: row.order,
    company: row.company_id,
  };
}
