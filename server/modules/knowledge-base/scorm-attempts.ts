// Each person's progress on a SCORM package (contract/scorm.ts ScormAttempt), one row per SCO: the
// runtime's cmi data as that SCO last committed it, with the status and score read from it, and the
// package's result rolled up from them with the manifest's pass marks (contract/scorm-rollup.ts).
// Commits replay from the outbox under their Idempotency-Key (route.ts), and one whose device time
// is older than what is stored for that SCO is ignored, so the latest state wins whatever the order.
import { sql } from 'kysely';
import type { z } from 'zod';
import { rollUpScorm } from '../../../contract/scorm-rollup';
import {
  SCORM_UNKNOWN_SCO,
  summarizeCmi,
  type ScormAttempt,
  type scormCommitSchema,
  type ScormProgressSummary,
  type ScormScoAttempt,
  type ScormSummary,
  type ScormVersion,
} from '../../../contract/scorm';
import type { Database } from '../../db/database';
import { ValidationError } from '../../lib/errors';
import type { AuthContext } from '../../lib/route';
import { itemsOfRow, packageRow, type PackageRow } from './scorm.service';

type Cmi = Record<string, unknown>;

const ATTEMPT_COLUMNS = [
  'a.package_id',
  'a.staff_id',
  'a.sco_id',
  'a.cmi',
  'a.lesson_status',
  'a.completion_status',
  'a.success_status',
  'a.score_raw',
  'a.score_max',
  'a.score_scaled',
  'a.commit_count',
  'a.committed_at',
] as const;

type AttemptRow = ScormSummary & {
  package_id: number;
  staff_id: number;
  sco_id: string;
  cmi: unknown;
  commit_count: number;
  committed_at: Date;
  name?: string;
};

const presentSco = ({ sco_id, cmi, commit_count, committed_at, ...rest }: AttemptRow): ScormScoAttempt => ({
  sco: sco_id,
  cmi: (cmi ?? {}) as Cmi,
  lesson_status: rest.lesson_status,
  completion_status: rest.completion_status,
  success_status: rest.success_status,
  score_raw: rest.score_raw,
  score_max: rest.score_max,
  score_scaled: rest.score_scaled,
  commit_count,
  committed_at: committed_at.toISOString(),
});

/** One person's attempt on a package from their SCO rows (none: nothing committed yet). */
function presentAttempt(pkg: PackageRow, staffId: number, rows: AttemptRow[], name?: string): ScormAttempt {
  const version = pkg.scorm_version as ScormVersion;
  const items = itemsOfRow(pkg);
  const scos = rows.map(presentSco);
  const firstId = items.find((item) => item.launch_path !== null)?.id ?? '';
  const first = scos.find((sco) => sco.sco === firstId);
  const empty = summarizeCmi('2004', {});
  return {
    package: pkg.id,
    staff: staffId,
    ...(name !== undefined ? { staff_name: name } : {}),
    cmi: first?.cmi ?? {},
    lesson_status: first?.lesson_status ?? empty.lesson_status,
    completion_status: first?.completion_status ?? empty.completion_status,
    success_status: first?.success_status ?? empty.success_status,
    score_raw: first?.score_raw ?? null,
    score_max: first?.score_max ?? null,
    score_scaled: first?.score_scaled ?? null,
    commit_count: scos.reduce((n, sco) => n + sco.commit_count, 0),
    committed_at: scos.length
      ? scos
          .map((sco) => sco.committed_at)
          .sort()
          .at(-1)!
      : null,
    scos,
    progress: rollUpScorm(version, items, scos),
  };
}

export async function myAttempt(db: Database, auth: AuthContext, packageId: number): Promise<ScormAttempt> {
  const pkg = await packageRow(db, auth.companyId, packageId);
  const rows = await db
    .selectFrom('kb_scorm_attempts as a')
    .select(ATTEMPT_COLUMNS)
    .where('a.company_id', '=', auth.companyId)
    .where('a.package_id', '=', packageId)
    .where('a.staff_id', '=', auth.staffId)
    .orderBy('a.id')
    .execute();
  return presentAttempt(pkg, auth.staffId, rows);
}

/** The caller's progress on each of `packages` (the list's status column). */
export async function myProgressByPackage(
  db: Database,
  auth: AuthContext,
  packages: PackageRow[],
): Promise<Map<number, ScormProgressSummary>> {
  const rows = packages.length
    ? await db
        .selectFrom('kb_scorm_attempts as a')
        .select(ATTEMPT_COLUMNS)
        .where('a.company_id', '=', auth.companyId)
        .where('a.staff_id', '=', auth.staffId)
        .where(
          'a.package_id',
          'in',
          packages.map((p) => p.id),
        )
        .execute()
    : [];
  return new Map(
    packages.map((pkg) => {
      const mine = rows.filter((row) => row.package_id === pkg.id);
      return [pkg.id, presentAttempt(pkg, auth.staffId, mine).progress];
    }),
  );
}

/** Stores a SCO's commit unless a newer one (by device time) is already stored for it. */
export async function commitAttempt(
  db: Database,
  auth: AuthContext,
  packageId: number,
  input: z.output<typeof scormCommitSchema>,
): Promise<ScormAttempt> {
  const pkg = await packageRow(db, auth.companyId, packageId);
  const scos = itemsOfRow(pkg).filter((item) => item.launch_path !== null);
  // No SCO named: the package's first (a commit queued before packages played more than one).
  const scoId = input.sco || scos[0]!.id;
  if (!scos.some((item) => item.id === scoId)) throw ValidationError.field('sco', SCORM_UNKNOWN_SCO);
  const summary = summarizeCmi(pkg.scorm_version as ScormVersion, input.cmi);
  const committedAt = new Date(input.committed_at);
  await db
    .insertInto('kb_scorm_attempts')
    .values({
      company_id: auth.companyId,
      package_id: packageId,
      staff_id: auth.staffId,
      sco_id: scoId,
      cmi: JSON.stringify(input.cmi),
      ...summary,
      commit_count: 1,
      committed_at: committedAt,
    })
    .onConflict((oc) =>
      oc
        .columns(['company_id', 'package_id', 'staff_id', 'sco_id'])
        .doUpdateSet((eb) => ({
          cmi: eb.ref('excluded.cmi'),
          lesson_status: eb.ref('excluded.lesson_status'),
          completion_status: eb.ref('excluded.completion_status'),
          success_status: eb.ref('excluded.success_status'),
          score_raw: eb.ref('excluded.score_raw'),
          score_max: eb.ref('excluded.score_max'),
          score_scaled: eb.ref('excluded.score_scaled'),
          commit_count: sql<number>`kb_scorm_attempts.commit_count + 1`,
          committed_at: eb.ref('excluded.committed_at'),
          updated_at: sql<Date>`now()`,
        }))
        .where('kb_scorm_attempts.committed_at', '<=', committedAt),
    )
    .execute();
  return myAttempt(db, auth, packageId);
}

/** Every person's attempt on a package (KB admins), the latest first. */
export async function packageAttempts(db: Database, auth: AuthContext, packageId: number): Promise<ScormAttempt[]> {
  const pkg = await packageRow(db, auth.companyId, packageId);
  const rows = await db
    .selectFrom('kb_scorm_attempts as a')
    .innerJoin('staff as s', (j) => j.onRef('s.id', '=', 'a.staff_id').onRef('s.company_id', '=', 'a.company_id'))
    .innerJoin('users as u', 'u.id', 's.user_id')
    .select(ATTEMPT_COLUMNS)
    .select(sql<string>`trim(u.first_name || ' ' || u.last_name)`.as('name'))
    .where('a.company_id', '=', auth.companyId)
    .where('a.package_id', '=', packageId)
    .orderBy('a.id')
    .execute();
  const byStaff = new Map<number, AttemptRow[]>();
  for (const row of rows) byStaff.set(row.staff_id, [...(byStaff.get(row.staff_id) ?? []), row]);
  return [...byStaff.entries()]
    .map(([staffId, mine]) => presentAttempt(pkg, staffId, mine, mine[0]!.name))
    .sort((a, b) => (b.committed_at ?? '').localeCompare(a.committed_at ?? ''));
}
