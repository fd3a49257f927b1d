// Request types (Request Settings, spec people §6: request admins): what staff may ask for, whether
// a type is time off (it then feeds the time-off calendar), and who decides it.
import type {
  RequestOptions,
  RequestType,
  RequestTypeCreateParams,
  RequestTypeUpdate,
} from '../../../contract/requests';
import { REQUEST_MESSAGES } from '../../../contract/requests-constants';
import type { Database } from '../../db/database';
import type { RequestTypesTable } from '../../db/schema';
import { NotFoundError, ValidationError } from '../../lib/errors';
import type { AuthContext } from '../../lib/route';
import type { Selectable } from 'kysely';
import { isRequestAdmin } from './permissions';
import { activeStaff, assertCompanyStaff, staffRefs } from './staff-refs';

type TypeRow = Selectable<RequestTypesTable>;

async function present(db: Database, companyId: number, rows: TypeRow[]): Promise<RequestType[]> {
  const refs = await staffRefs(
    db,
    companyId,
    rows.flatMap((r) => (r.approver_staff_id === null ? [] : [r.approver_staff_id])),
  );
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    description: r.description,
    is_time_off: r.is_time_off,
    approver: r.approver_staff_id === null ? null : (refs.get(r.approver_staff_id) ?? null),
    is_active: r.is_active,
  }));
}

function typesQuery(db: Database, companyId: number) {
  return db.selectFrom('request_types').selectAll().where('company_id', '=', companyId).orderBy('name').orderBy('id');
}

export async function findType(db: Database, companyId: number, id: number): Promise<TypeRow | undefined> {
  return db
    .selectFrom('request_types')
    .selectAll()
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Request admins see every type (to turn one back on); others the ones they can use. */
export async function listTypes(db: Database, auth: AuthContext): Promise<RequestType[]> {
  let query = typesQuery(db, auth.companyId);
  if (!isRequestAdmin(auth)) query = query.where('is_active', '=', true);
  return present(db, auth.companyId, await query.execute());
}

export async function requestOptions(db: Database, auth: AuthContext): Promise<RequestOptions> {
  const [types, staff] = await Promise.all([
    typesQuery(db, auth.companyId).where('is_active', '=', true).execute(),
    activeStaff(db, auth.companyId),
  ]);
  return { request_types: await present(db, auth.companyId, types), staff };
}

async function checkApprover(db: Database, companyId: number, approver: number | null | undefined) {
  if (approver) await assertCompanyStaff(db, companyId, [approver], 'approver', REQUEST_MESSAGES.unknownStaff);
}

export async function createType(
  db: Database,
  auth: AuthContext,
  input: RequestTypeCreateParams,
): Promise<RequestType> {
  await checkApprover(db, auth.companyId, input.approver);
  const row = await db
    .insertInto('request_types')
    .values({
      company_id: auth.companyId,
      name: input.name,
      description: input.description,
      is_time_off: input.is_time_off,
      approver_staff_id: input.approver,
      is_active: input.is_active,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return (await present(db, auth.companyId, [row]))[0]!;
}

export async function updateType(
  db: Database,
  auth: AuthContext,
  id: number,
  patch: RequestTypeUpdate,
): Promise<RequestType> {
  if (!(await findType(db, auth.companyId, id))) throw new NotFoundError();
  await checkApprover(db, auth.companyId, patch.approver);
  const { approver, ...rest } = patch;
  const row = await db
    .updateTable('request_types')
    .set({ ...rest, ...(approver !== undefined ? { approver_staff_id: approver } : {}) })
    .where('company_id', '=', auth.companyId)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
  return (await present(db, auth.companyId, [row]))[0]!;
}

/** Only an unused type can go: requests keep their type, so a used one is turned off instead. */
export async function deleteType(db: Database, auth: AuthContext, id: number): Promise<void> {
  if (!(await findType(db, auth.companyId, id))) throw new NotFoundError();
  const used = await db
    .selectFrom('requests')
    .select('id')
    .where('company_id', '=', auth.companyId)
    .where('request_type_id', '=', id)
    .limit(1)
    .executeTakeFirst();
  if (used) throw ValidationError.field('non_field_errors', REQUEST_MESSAGES.typeInUse);
  await db.deleteFrom('request_types').where('company_id', '=', auth.companyId).where('id', '=', id).execute();
}
