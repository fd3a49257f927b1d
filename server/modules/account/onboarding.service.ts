// The onboarding wizard's personal-information step (spec shell §2.5, §5). Positions must be the
// company's own: another company's id is "unknown" (400), as elsewhere.
import type { z } from 'zod';
import type { PersonalInfo, personalInfoRequestSchema } from '../../../contract/subscription';
import type { Database } from '../../db/database';
import { ValidationError } from '../../lib/errors';
import type { AuthContext } from '../../lib/route';

export const POSITION_UNKNOWN = 'Unknown position.';

export async function getPersonalInfo(db: Database, auth: AuthContext): Promise<PersonalInfo> {
  const user = await db
    .selectFrom('users')
    .select(['first_name', 'last_name', 'personal_phone'])
    .where('id', '=', auth.userId)
    .executeTakeFirstOrThrow();
  const mine = await db
    .selectFrom('staff_positions')
    .select('position_id')
    .where('company_id', '=', auth.companyId)
    .where('staff_id', '=', auth.staffId)
    .orderBy('is_primary', 'desc')
    .orderBy('position_id')
    .execute();
  const available = await db
    .selectFrom('positions')
    .select(['id', 'name'])
    .where('company_id', '=', auth.companyId)
    .orderBy('order')
    .orderBy('name')
    .execute();
  return {
    first_name: user.first_name,
    last_name: user.last_name,
    personal_phone: user.personal_phone ?? '',
    positions: mine.map((row) => row.position_id),
    available_positions: available,
  };
}

export async function savePersonalInfo(
  db: Database,
  auth: AuthContext,
  body: z.output<typeof personalInfoRequestSchema>,
): Promise<PersonalInfo> {
  const ids = [...new Set(body.positions)];
  if (ids.length > 0) {
    const found = await db
      .selectFrom('positions')
      .select('id')
      .where('company_id', '=', auth.companyId)
      .where('id', 'in', ids)
      .execute();
    if (found.length !== ids.length) throw ValidationError.field('positions', POSITION_UNKNOWN);
  }
  await db
    .updateTable('users')
    .set({
      first_name: body.first_name,
      last_name: body.last_name,
      // Left out: the stored phone stays as it is (an old one the form could not parse, say).
      ...(body.personal_phone !== undefined && { personal_phone: body.personal_phone }),
    })
    .where('id', '=', auth.userId)
    .execute();
  await db
    .deleteFrom('staff_positions')
    .where('company_id', '=', auth.companyId)
    .where('staff_id', '=', auth.staffId)
    .execute();
  if (ids.length > 0) {
    await db
      .insertInto('staff_positions')
      .values(
        ids.map((id, index) => ({
          company_id: auth.companyId,
          staff_id: auth.staffId,
          position_id: id,
          is_primary: index === 0,
        })),
      )
      .execute();
  }
  return getPersonalInfo(db, auth);
}
