// OPTIONS list-create/: what creating a stat takes, field by field, in the Django REST framework's
// metadata shape the original client read. Choices come from the caller's company (its staff as
// owners, its divisions), so a create form can be built from this one answer.
import {
  PERIOD_TYPES,
  STAT_DESCRIPTION_MAX,
  STAT_NAME_MAX,
  STAT_TAG_MAX,
} from '../../../contract/statistics-constants';
import type { StatOptions } from '../../../contract/statistics';
import type { Database } from '../../db/database';
import { sql } from 'kysely';

const PERIOD_LABELS: Record<(typeof PERIOD_TYPES)[number], string> = {
  DAILY: 'Daily',
  WEEKLY: 'Weekly',
  MONTHLY: 'Monthly',
  QUARTERLY: 'Quarterly',
  YEARLY: 'Yearly',
  DEFAULT: 'Default',
};

export async function statCreateOptions(db: Database, companyId: number): Promise<StatOptions> {
  const owners = await db
    .selectFrom('staff')
    .innerJoin('users', 'users.id', 'staff.user_id')
    .select(['staff.id', sql<string>`trim(users.first_name || ' ' || users.last_name)`.as('name')])
    .where('staff.company_id', '=', companyId)
    .where('staff.is_active', '=', true)
    .orderBy('name')
    .execute();
  const divisions = await db
    .selectFrom('divisions')
    .select(['id', 'division_name'])
    .where('company_id', '=', companyId)
    .orderBy('division_order')
    .orderBy('division_name')
    .execute();
  const field = (type: StatOptions['actions']['POST'][string]['type'], label: string, required = false) => ({
    type,
    required,
    read_only: false,
    label,
  });
  return {
    name: 'Stat List Create',
    description: 'Create a stat: a number tracked per period.',
    renders: ['application/json'],
    parses: ['application/json'],
    actions: {
      POST: {
        id: { ...field('integer', 'ID'), read_only: true },
        name: { ...field('string', 'Name', true), max_length: STAT_NAME_MAX },
        description: { ...field('string', 'Description'), max_length: STAT_DESCRIPTION_MAX },
        stat_owner: {
          ...field('choice', 'Stat owner'),
          choices: owners.map((o) => ({ value: o.id, display_name: o.name })),
        },
        stat_division: {
          ...field('choice', 'Stat division'),
          choices: divisions.map((d) => ({ value: d.id, display_name: d.division_name })),
        },
        tags: { ...field('list', 'Tags'), max_length: STAT_TAG_MAX },
        period_type: {
          ...field('choice', 'Period type'),
          choices: PERIOD_TYPES.map((p) => ({ value: p, display_name: PERIOD_LABELS[p] })),
        },
        is_inverted: field('boolean', 'Down is good'),
        order: { ...field('integer', 'Order'), read_only: true },
        archived: { ...field('boolean', 'Archived'), read_only: true },
      },
    },
  };
}
