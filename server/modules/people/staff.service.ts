// Staff: the profile, create with the activation e-mail, update, delete (spec people §§2–4, 7).
// Deleting ends the membership (is_active false) rather than the rows: requests, clock-ins and the
// action history keep their author, and the person can no longer sign in to this company. Creating
// the same e-mail again brings the membership back.
import {
  EMAIL_CHANGED_BY_PERSON_ONLY,
  PERSON_MANAGES_OWN_IDENTITY,
  type StaffInvitation,
  ACTIVATION_ALREADY_ACTIVE,
  CANNOT_DELETE_SELF,
  MANAGER_SELF,
  STAFF_EMAIL_TAKEN,
  USER_TYPES,
  type StaffCreateParsed,
  type StaffDetail,
  type StaffUpdateParsed,
} from '../../../contract/people';
import type { Database } from '../../db/database';
import type { AppDeps } from '../../lib/deps';
import { ForbiddenError, NotFoundError, ValidationError } from '../../lib/errors';
import type { AuthContext } from '../../lib/route';
import { definedOnly } from './values';
import { createSetPasswordInvite } from '../account/password.service';
import { retireOpenTokens } from '../account/password.repository';
import { companyManagesAccount, companyManagesEmail, needsInvitation, personStanding, type Viewer } from './identity';
import { inviteToCompany } from './invitations.service';
import type { InvitedMembership } from '../../db/schema';
import { recordAction } from './action-history';
import { referenceErrors } from './references';
import { findStaff, findStaffExtras, replaceStaffPositions, startMembership } from './staff.repository';
import { presentStaffDetail } from './staff.presenter';
import { assertSeatAvailable } from '../subscription/subscription.service';

const userTypeName = (slug: string) => USER_TYPES.find((t) => t.user_type_slug === slug)?.user_type ?? 'Staff';

/** A staff member's profile as `viewer` may see it (identity.ts: who reads the private fields). */
export async function getStaffDetail(
  db: Database,
  viewer: Pick<AuthContext, 'companyId' | 'staffId' | 'roles'>,
  id: number,
): Promise<StaffDetail> {
  const [row, extras] = await Promise.all([
    findStaff(db, viewer.companyId, id),
    findStaffExtras(db, viewer.companyId, id),
  ]);
  if (!row || !extras) throw new NotFoundError();
  return presentStaffDetail(row, extras, viewerOf(viewer));
}

export const viewerOf = (auth: Pick<AuthContext, 'staffId' | 'roles'>): Viewer => ({
  staffId: auth.staffId,
  profileAdmin: auth.roles.user_is_profile_admin,
});

/** 400 unless every division, position and manager named is the company's (and no self-manager). */
export async function checkStaffReferences(
  db: Database,
  companyId: number,
  input: Pick<StaffUpdateParsed, 'staff_division' | 'positions' | 'manager'>,
  selfId: number | null,
) {
  if (selfId !== null && input.manager === selfId) throw ValidationError.field('manager', MANAGER_SELF);
  const errors = await referenceErrors(
    db,
    companyId,
    { division: input.staff_division, positions: input.positions, manager: input.manager },
    { division: 'staff_division' },
  );
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
}

type StaffColumns = Pick<
  StaffUpdateParsed,
  'user_type' | 'staff_division' | 'manager' | 'language_code' | 'timezone' | 'hired_on' | 'user_roles'
>;

/** The staff table's columns of an input; undefined leaves a column as it is. */
export function staffColumns(input: StaffColumns) {
  return {
    user_type: input.user_type === undefined ? undefined : userTypeName(input.user_type),
    user_type_slug: input.user_type,
    division_id: input.staff_division,
    manager_id: input.manager,
    language_code: input.language_code,
    timezone: input.timezone,
    hired_on: input.hired_on,
    ...input.user_roles,
  };
}

/**
 * Adds a staff member. A new e-mail gets an account the company manages until its owner signs in,
 * and the activation e-mail (a set-password link). An e-mail whose account is its owner's own
 * (they signed in, or belong to another company) is not linked: it gets an invitation, and the
 * company sees nothing of the account until the person accepts (invitations.service.ts). Returns
 * the ids of the e-mails to deliver after commit. Assumes the references were checked. Refused when
 * the company's plan has no seat left (the Free plan is one user; Premium its seats).
 */
export async function insertStaff(
  db: Database,
  deps: AppDeps,
  auth: Pick<AuthContext, 'companyId' | 'userId'>,
  input: StaffCreateParsed,
): Promise<AddedStaff> {
  const companyId = auth.companyId;
  const existing = await db.selectFrom('users').select('id').where('email', '=', input.email).executeTakeFirst();
  const values = { ...definedOnly(staffColumns(input)), is_active: true };
  if (existing && needsInvitation(await personStanding(db, existing.id, companyId))) {
    const member = await db
      .selectFrom('staff')
      .select('id')
      .where('company_id', '=', companyId)
      .where('user_id', '=', existing.id)
      .where('is_active', '=', true)
      .executeTakeFirst();
    if (member) throw ValidationError.field('email', STAFF_EMAIL_TAKEN);
    const { invitation, emailIds } = await inviteToCompany(db, deps, auth, input, invitedMembership(input));
    return { kind: 'invitation', invitation, emailIds };
  }
  await assertSeatAvailable(db, companyId);
  const userId =
    existing?.id ??
    (
      await db
        .insertInto('users')
        .values({
          email: input.email,
          password_hash: null,
          first_name: input.first_name,
          last_name: input.last_name,
          personal_phone: input.personal_phone,
          gender: input.gender,
          birth_date: input.birth_date,
          photo: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const staff = await startMembership(db, companyId, userId, values);
  if (!staff) throw ValidationError.field('email', STAFF_EMAIL_TAKEN);
  await replaceStaffPositions(db, companyId, [staff.id], input.positions);
  const emailId = await createSetPasswordInvite(db, deps.mailer, deps.config.publicUrl, {
    companyId,
    userId,
    email: input.email,
  });
  return { kind: 'staff', staffId: staff.id, emailIds: [emailId] };
}

export type AddedStaff =
  | { kind: 'staff'; staffId: number; emailIds: number[] }
  | { kind: 'invitation'; invitation: StaffInvitation; emailIds: number[] };

/** What an invitation will make of the person: the form's membership columns and positions. */
function invitedMembership(input: StaffCreateParsed): InvitedMembership {
  const columns = staffColumns(input);
  return {
    user_type: columns.user_type,
    user_type_slug: columns.user_type_slug,
    division_id: columns.division_id,
    manager_id: columns.manager_id,
    language_code: columns.language_code,
    timezone: columns.timezone,
    hired_on: columns.hired_on,
    roles: definedOnly(input.user_roles) as Record<string, boolean>,
    positions: [...input.positions],
  };
}

export async function createStaff(
  db: Database,
  deps: AppDeps,
  auth: AuthContext,
  input: StaffCreateParsed,
): Promise<{ staff: StaffDetail; emailIds: number[] } | { invitation: StaffInvitation; emailIds: number[] }> {
  await checkStaffReferences(db, auth.companyId, input, null);
  const added = await insertStaff(db, deps, auth, input);
  if (added.kind === 'invitation') {
    await recordAction(db, auth, {
      action: 'create',
      entity: 'staff_invitation',
      entity_id: null,
      summary: `Invited ${input.email}`,
    });
    return { invitation: added.invitation, emailIds: added.emailIds };
  }
  await recordAction(db, auth, {
    action: 'create',
    entity: 'staff',
    entity_id: added.staffId,
    summary: `Added ${input.first_name} ${input.last_name}`.trim() + ` (${input.email})`,
  });
  return { staff: await getStaffDetail(db, auth, added.staffId), emailIds: added.emailIds };
}

/**
 * Profile admins change the membership, and the account fields of someone who exists only through
 * this company (identity.ts); a staff member changes only their own personal info (names, phone,
 * gender, birth date), never their role, type, division, manager or positions. Nobody changes the
 * e-mail of an account in use here: its owner does, from the new address (email-change.service.ts).
 */
const SELF_EDITABLE = new Set([
  'first_name',
  'last_name',
  'personal_phone',
  'gender',
  'birth_date',
  'language_code',
  'timezone',
]);
const ACCOUNT_FIELDS = ['first_name', 'last_name', 'personal_phone', 'gender', 'birth_date'] as const;

export async function updateStaff(
  db: Database,
  deps: AppDeps,
  auth: AuthContext,
  id: number,
  input: StaffUpdateParsed,
): Promise<{ staff: StaffDetail; emailIds: number[] }> {
  const target = await db
    .selectFrom('staff')
    .select(['id', 'user_id'])
    .where('company_id', '=', auth.companyId)
    .where('id', '=', id)
    .where('is_active', '=', true)
    .executeTakeFirst();
  if (!target) throw new NotFoundError();
  const fields = Object.keys(input).filter((k) => input[k as keyof StaffUpdateParsed] !== undefined);
  const self = id === auth.staffId;
  if (!auth.roles.user_is_profile_admin && (!self || fields.some((f) => !SELF_EDITABLE.has(f)))) {
    throw new ForbiddenError();
  }
  await checkStaffReferences(db, auth.companyId, input, id);
  const userValues = definedOnly({
    email: input.email,
    first_name: input.first_name,
    last_name: input.last_name,
    personal_phone: input.personal_phone,
    gender: input.gender,
    birth_date: input.birth_date,
  });
  const current = await db
    .selectFrom('users')
    .select('email')
    .where('id', '=', target.user_id)
    .executeTakeFirstOrThrow();
  // Sending the e-mail it already has is not a change (forms send every field).
  if (userValues.email === current.email) delete userValues.email;
  const emailIds: number[] = [];
  if (Object.keys(userValues).length > 0) {
    await assertMayWriteAccount(db, auth, target.user_id, self, userValues);
    await db.updateTable('users').set(userValues).where('id', '=', target.user_id).execute();
    if (userValues.email) {
      // The activation link sent to the old (mistyped) address must not open the account any more.
      await retireOpenTokens(db, target.user_id, 'set');
      emailIds.push(
        await createSetPasswordInvite(db, deps.mailer, deps.config.publicUrl, {
          companyId: auth.companyId,
          userId: target.user_id,
          email: userValues.email,
        }),
      );
    }
  }
  const staffValues = definedOnly(staffColumns(input));
  if (Object.keys(staffValues).length > 0) {
    await db
      .updateTable('staff')
      .set(staffValues)
      .where('company_id', '=', auth.companyId)
      .where('id', '=', id)
      .execute();
  }
  if (input.positions) await replaceStaffPositions(db, auth.companyId, [id], input.positions);
  await recordAction(db, auth, {
    action: 'update',
    entity: 'staff',
    entity_id: id,
    summary: `Updated {staff}: ${fields.join(', ')}`,
    staff: id,
    changes: { ...input },
  });
  return { staff: await getStaffDetail(db, auth, id), emailIds };
}

/**
 * 400 unless the caller may write these account fields of `userId`: the person themselves (all but
 * the e-mail), or this company when the account exists only through it (the e-mail too while its
 * owner has never signed in; then a new activation link must go to the new address).
 */
async function assertMayWriteAccount(
  db: Database,
  auth: AuthContext,
  userId: number,
  self: boolean,
  values: { email?: string } & Partial<Record<(typeof ACCOUNT_FIELDS)[number], unknown>>,
) {
  const person = await personStanding(db, userId, auth.companyId);
  if (values.email !== undefined) {
    if (!companyManagesEmail(person)) {
      throw ValidationError.field(
        'email',
        person.elsewhere ? PERSON_MANAGES_OWN_IDENTITY : EMAIL_CHANGED_BY_PERSON_ONLY,
      );
    }
    const taken = await db
      .selectFrom('users')
      .select('id')
      .where('email', '=', values.email)
      .where('id', '!=', userId)
      .executeTakeFirst();
    if (taken) throw ValidationError.field('email', STAFF_EMAIL_TAKEN);
  }
  if (self || companyManagesAccount(person)) return;
  const field = ACCOUNT_FIELDS.find((f) => values[f] !== undefined) ?? 'email';
  throw ValidationError.field(field, PERSON_MANAGES_OWN_IDENTITY);
}

/** Ends memberships; refuses the caller's own (per item in bulk). Returns the ids ended. */
export async function deactivateStaff(db: Database, auth: AuthContext, ids: readonly number[]): Promise<number[]> {
  const others = ids.filter((id) => id !== auth.staffId);
  if (others.length === 0) return [];
  const rows = await db
    .updateTable('staff')
    .set({ is_active: false })
    .where('company_id', '=', auth.companyId)
    .where('id', 'in', others)
    .where('is_active', '=', true)
    .returning('id')
    .execute();
  const ended = rows.map((r) => r.id);
  if (ended.length > 0) {
    // Juniors of someone who left report to nobody rather than to an inactive member.
    await db
      .updateTable('staff')
      .set({ manager_id: null })
      .where('company_id', '=', auth.companyId)
      .where('manager_id', 'in', ended)
      .execute();
  }
  return ended;
}

export async function deleteStaff(db: Database, auth: AuthContext, id: number): Promise<void> {
  if (id === auth.staffId) throw new ForbiddenError(CANNOT_DELETE_SELF);
  const [ended] = await deactivateStaff(db, auth, [id]);
  if (ended === undefined) throw new NotFoundError();
  await recordAction(db, auth, {
    action: 'delete',
    entity: 'staff',
    entity_id: id,
    summary: 'Removed {staff}',
    staff: id,
  });
}

/** send-activation-email/: a new set-password link for someone who has not chosen a password. */
export async function resendActivation(db: Database, deps: AppDeps, auth: AuthContext, staffId: number) {
  const row = await db
    .selectFrom('staff as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .select(['u.id as userId', 'u.email', 'u.password_hash'])
    .where('s.company_id', '=', auth.companyId)
    .where('s.id', '=', staffId)
    .where('s.is_active', '=', true)
    .executeTakeFirst();
  if (!row) throw new NotFoundError();
  if (row.password_hash !== null) throw ValidationError.field('staff_id', ACTIVATION_ALREADY_ACTIVE);
  const emailId = await createSetPasswordInvite(db, deps.mailer, deps.config.publicUrl, {
    companyId: auth.companyId,
    userId: row.userId,
    email: row.email,
  });
  await recordAction(db, auth, {
    action: 'create',
    entity: 'outbound_email',
    entity_id: emailId,
    summary: `Sent the activation e-mail to ${row.email}`,
  });
  return emailId;
}
