// Test data for statistics: stats and values written straight to the database (fast, and
// independent of the endpoints under test), and a shortcut to call the API as a test user.
import type { LightMyRequestResponse, InjectOptions } from 'fastify';
import type { Database } from '../../db/database';
import type { StatPeriodTypeColumn } from '../../db/schema';
import { authed, type TestContext, type TestUser } from '../../test/helpers';

export interface StatSeed {
  name?: string;
  owner: number;
  division_id?: number | null;
  tags?: string[];
  period_type?: StatPeriodTypeColumn;
  archived?: boolean;
  order?: number;
}

let seq = 0;

export async function seedStat(db: Database, companyId: number, seed: StatSeed): Promise<number> {
  seq += 1;
  const row = await db
    .insertInto('stats')
    .values({
      company_id: companyId,
      name: seed.name ?? `Stat ${seq}`,
      owner_staff_id: seed.owner,
      division_id: seed.division_id ?? null,
      tags: seed.tags ?? [],
      period_type: seed.period_type ?? 'WEEKLY',
      archived: seed.archived ?? false,
      order: seed.order ?? seq,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function seedValue(
  db: Database,
  companyId: number,
  statId: number,
  period: { start: string; end: string },
  value: number,
): Promise<number> {
  const row = await db
    .insertInto('stat_values')
    .values({
      company_id: companyId,
      stat_id: statId,
      period_start: period.start,
      period_end: period.end,
      value,
      entered_by_staff_id: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function seedDivision(db: Database, companyId: number, name: string, order = 1): Promise<number> {
  const row = await db
    .insertInto('divisions')
    .values({ company_id: companyId, division_name: name, division_order: order })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Calls the API as `user`. */
export function api(ctx: TestContext, user: TestUser, options: InjectOptions): Promise<LightMyRequestResponse> {
  return authed(ctx.app, user, options);
}

export const STATS = '/statistics/api';
