// The list filters of people §4 on the stats query: interval (period_type), search, division, tag,
// my_stats, my_division, archived, and the sort (stat_division, stat_owner, stat_name or the stats'
// own order; "-" reverses). The order always ends with the stat's order and id, so pages are stable.
import { sql } from 'kysely';
import type { StatSort } from '../../../contract/statistics-constants';
import type { AuthContext } from '../../lib/route';
import type { StatsQuery } from './stats.repository';

export interface StatFilters {
  period_type?: string;
  search?: string;
  division?: number;
  tag?: string;
  my_stats?: boolean;
  my_division?: boolean;
  archived?: boolean;
  sort?: StatSort | `-${StatSort}`;
}

/** LIKE pattern matching `text` anywhere, its own % and _ taken literally. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export function filterStats(query: StatsQuery, auth: AuthContext, f: StatFilters): StatsQuery {
  let q = query.where('s.company_id', '=', auth.companyId).where('s.archived', '=', f.archived ?? false);
  // DEFAULT as an interval means "each stat in its own period type": no filter.
  if (f.period_type && f.period_type !== 'DEFAULT') q = q.where('s.period_type', '=', f.period_type as never);
  if (f.search) {
    const pattern = containsPattern(f.search);
    q = q.where((eb) => eb.or([eb('s.name', 'ilike', pattern), eb('s.description', 'ilike', pattern)]));
  }
  if (f.division) q = q.where('s.division_id', '=', f.division);
  if (f.tag) q = q.where(sql<boolean>`${f.tag} = ANY(s.tags)`);
  if (f.my_stats) q = q.where('s.owner_staff_id', '=', auth.staffId);
  if (f.my_division) {
    // A caller without a division has no division's stats (NULL = NULL is not true).
    q = q.where('s.division_id', '=', (eb) =>
      eb.selectFrom('staff').select('staff.division_id').where('staff.id', '=', auth.staffId),
    );
  }
  return q;
}

export function sortStats(query: StatsQuery, sort: StatFilters['sort']): StatsQuery {
  const key = sort?.replace(/^-/, '') as StatSort | undefined;
  const direction = sort?.startsWith('-') ? 'desc' : 'asc';
  let q = query;
  if (key === 'stat_name') q = q.orderBy(sql`lower(s.name)`, direction);
  if (key === 'stat_owner') q = q.orderBy(sql`lower(u.first_name || ' ' || u.last_name)`, direction);
  // By the division's place in the company's org list, then name; stats without one come last.
  if (key === 'stat_division') {
    q = q
      .orderBy('d.division_order', (ob) => (direction === 'asc' ? ob.asc().nullsLast() : ob.desc().nullsLast()))
      .orderBy(sql`lower(d.division_name)`, direction);
  }
  const orderDirection = key === 'order' ? direction : 'asc';
  return q.orderBy('s.order', orderDirection).orderBy('s.id', orderDirection);
}
