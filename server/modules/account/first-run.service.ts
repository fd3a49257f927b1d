// The first-run checklist (issue 21), read from what the company has really done rather than from
// clicks on the card: the team is invited once anyone else is on staff or has an invitation;
// attendance is set up once its time-clock settings were saved or anyone clocked in; an article is
// published; a course is assigned to someone (a person, division, position, responsibility or
// everyone). Closing the card is a company setting, kept on the server.
import { sql } from 'kysely';
import { ARTICLE_STATUS } from '../../../contract/knowledge-base-constants';
import type { FirstRunChecklist, FirstRunStep } from '../../../contract/first-run';
import type { Database } from '../../db/database';

export async function getFirstRunChecklist(db: Database, companyId: number): Promise<FirstRunChecklist> {
  const row = await db
    .selectFrom('companies as c')
    .where('c.id', '=', companyId)
    .select((eb) => [
      'c.first_run_checklist_dismissed_at',
      eb
        .or([
          eb.exists(eb.selectFrom('staff').select('id').where('company_id', '=', companyId).offset(1).limit(1)),
          eb.exists(
            eb
              .selectFrom('staff_invitations')
              .select('id')
              .where('company_id', '=', companyId)
              .where('state', '<>', 'cancelled'),
          ),
        ])
        .as('invite_team'),
      eb
        .or([
          eb.exists(eb.selectFrom('time_clock_settings').select('company_id').where('company_id', '=', companyId)),
          eb.exists(eb.selectFrom('clock_punches').select('id').where('company_id', '=', companyId)),
        ])
        .as('set_up_attendance'),
      eb
        .exists(
          eb
            .selectFrom('kb_articles')
            .select('id')
            .where('company_id', '=', companyId)
            .where('status', '=', ARTICLE_STATUS.PUBLISHED),
        )
        .as('publish_article'),
      eb
        .exists(
          eb
            .selectFrom('kb_courses')
            .select('id')
            .where('company_id', '=', companyId)
            // One OR of its own: a bare `a OR b` after the company's condition would be read as
            // (company AND a) OR b, and another company's assigned course would tick this step.
            .where((course) =>
              course.or([
                course('is_assigned_to_everyone', '=', true),
                course(sql`cardinality(staff_ids)`, '>', 0),
                course(sql`cardinality(division_ids)`, '>', 0),
                course(sql`cardinality(position_ids)`, '>', 0),
                course(sql`cardinality(responsibility_ids)`, '>', 0),
              ]),
            ),
        )
        .as('assign_course'),
    ])
    .executeTakeFirstOrThrow();
  const steps: FirstRunStep[] = ['invite_team', 'set_up_attendance', 'publish_article', 'assign_course'];
  return {
    dismissed: row.first_run_checklist_dismissed_at !== null,
    steps: steps.map((key) => ({ key, done: Boolean(row[key]) })),
  };
}

/** Closes the card for the whole company; closing it again keeps the first time. */
export async function dismissFirstRunChecklist(db: Database, companyId: number): Promise<void> {
  await db
    .updateTable('companies')
    .set({ first_run_checklist_dismissed_at: sql<Date>`coalesce(first_run_checklist_dismissed_at, now())` })
    .where('id', '=', companyId)
    .execute();
}
