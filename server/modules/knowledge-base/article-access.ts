// Who may read an article, and the caller's reading state, as SQL over `kb_articles AS a` (spec
// knowledge-base §1, §3, §6). Kept as expressions, not per-row checks, so every list, count and
// bulk call filters in the database with one statement.
//
// - Admins (permissions.ts) read every row of their company, drafts included.
// - Staff read published articles that are PUBLIC or ALL STAFF, and ASSIGNED ONLY ones assigned to
//   them: to everyone, by name, to their division, one of their positions or responsibilities.
// - Read: marked read after the last reassignment and, with reassign_month_duration N > 0, less
//   than N months ago; an acknowledgement counts under the same rule.
import { sql, type RawBuilder } from 'kysely';
import { ARTICLE_STATUS, ARTICLE_VISIBILITY } from '../../../contract/knowledge-base-constants';
import type { AuthContext } from '../../lib/route';
import { isKbAdmin } from './permissions';

/**
 * The article (alias a) is assigned to this staff member. Courses carry the same assignment columns,
 * so `alias` names the row (a code constant, never input).
 */
export function assignedTo(staffId: number, alias = 'a'): RawBuilder<boolean> {
  const t = sql.raw(alias);
  return sql<boolean>`(${t}.is_assigned_to_everyone
    OR ${staffId}::bigint = ANY (${t}.staff_ids)
    OR ${t}.division_ids && ARRAY(SELECT st.division_id FROM staff st WHERE st.id = ${staffId} AND st.division_id IS NOT NULL)
    OR ${t}.position_ids && ARRAY(SELECT sp.position_id FROM staff_positions sp WHERE sp.staff_id = ${staffId})
    OR ${t}.responsibility_ids && ARRAY(
      SELECT sr.responsibility_id FROM staff_responsibilities sr WHERE sr.staff_id = ${staffId}))`;
}

/** The staff member (alias s) is assigned the article (or course) `alias`: the reverse of assignedTo. */
export function staffAssignedTo(alias: string): RawBuilder<boolean> {
  const t = sql.raw(alias);
  return sql<boolean>`(${t}.is_assigned_to_everyone
  OR s.id = ANY (${t}.staff_ids)
  OR s.division_id = ANY (${t}.division_ids)
  OR EXISTS (SELECT 1 FROM staff_positions sp WHERE sp.staff_id = s.id AND sp.position_id = ANY (${t}.position_ids))
  OR EXISTS (SELECT 1 FROM staff_responsibilities sr
             WHERE sr.staff_id = s.id AND sr.responsibility_id = ANY (${t}.responsibility_ids)))`;
}

/** The staff member (alias s) is assigned the article (alias a). */
export const staffIsAssigned = staffAssignedTo('a');

/** The caller may read the article (alias a). Company scoping is the caller's own where clause. */
export function readableBy(auth: AuthContext): RawBuilder<boolean> {
  if (isKbAdmin(auth)) return sql<boolean>`true`;
  return sql<boolean>`(a.status = ${ARTICLE_STATUS.PUBLISHED} AND (a.visibility IN (${ARTICLE_VISIBILITY.PUBLIC}, ${
    ARTICLE_VISIBILITY.ALL_STAFF
  }) OR ${assignedTo(auth.staffId)}))`;
}

/** A read or acknowledgement time that still counts under the article's reassign frequency. */
export const stillCurrent = (at: RawBuilder<Date | null>) =>
  sql<boolean>`(${at} IS NOT NULL AND (a.reassign_month_duration = 0
    OR ${at} + make_interval(months => a.reassign_month_duration::int) > now()))`;

/** The newest acknowledgement by this staff member since the read row's last reassignment (alias r). */
export const acknowledgedOn = (staffRef: RawBuilder<number>) =>
  sql<Date | null>`(SELECT max(k.created_on) FROM kb_acknowledgements k
    WHERE k.article_id = a.id AND k.staff_id = ${staffRef}
      AND k.created_on > coalesce(r.reassigned_on, '-infinity'::timestamptz))`;

/**
 * The caller's reading state of the article (alias a) as select expressions; the query must
 * LEFT JOIN kb_article_reads AS r ON r.article_id = a.id AND r.staff_id = the caller.
 */
export function readStateSelections(staffId: number) {
  const ackOn = acknowledgedOn(sql<number>`${staffId}::bigint`);
  return [
    assignedTo(staffId).as('is_assigned'),
    stillCurrent(sql`r.read_on`).as('is_read'),
    sql<Date | null>`r.read_on`.as('read_on'),
    stillCurrent(ackOn).as('is_acknowledged'),
    ackOn.as('acknowledged_on'),
  ] as const;
}
