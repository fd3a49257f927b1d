// Invitations: how a company adds someone whose account is their own (they signed in before, or
// belong to another company). Nothing of the person is linked or shown until they accept: the
// company keeps what its admin typed and the membership it chose, the person gets an e-mail with
// a link, and sees the invitation in the app when signed in as that e-mail. Accepting makes the
// membership (a staff row) with what the admin chose, as far as it still exists in the company.
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import {
  INVITATION_INVALID,
  INVITATION_OTHER_EMAIL,
  INVITATION_PENDING,
  INVITATION_TTL_DAYS,
  STAFF_EMAIL_TAKEN,
  type MyInvitation,
  type StaffCreateParsed,
  type StaffInvitation,
} from '../../../contract/people';
import { ROLE_FLAGS } from '../../../contract/apps';
import type { Database } from '../../db/database';
import type { InvitedMembership } from '../../db/schema';
import type { AppDeps } from '../../lib/deps';
import { NotFoundError, ValidationError } from '../../lib/errors';
import type { AuthContext } from '../../lib/route';
import { hashSecret, newSecret, secretMatches } from '../../lib/tokens';
import { assertSeatAvailable } from '../subscription/subscription.service';
import { recordAction } from './action-history';
import { invitationEmail } from './invitation.emails';
import { replaceStaffPositions, startMembership } from './staff.repository';

const TTL_MS = INVITATION_TTL_DAYS * 86_400_000;

function presentInvitation(row: {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  state: StaffInvitation['state'];
  staff_id: number | null;
  created_at: Date;
  expires_at: Date;
}): StaffInvitation {
  return {
    id: row.id,
    email: row.email,
    first_name: row.first_name,
    last_name: row.last_name,
    state: row.state,
    staff: row.staff_id,
    created_at: row.created_at.toISOString(),
    expires_at: row.expires_at.toISOString(),
  };
}

async function queueInvitationEmail(
  db: Database,
  deps: AppDeps,
  invitation: { id: string; companyId: number; email: string; invitedBy: number | null },
  token: string,
): Promise<number> {
  const company = await db
    .selectFrom('companies')
    .select('company_name')
    .where('id', '=', invitation.companyId)
    .executeTakeFirstOrThrow();
  const inviter = invitation.invitedBy
    ? await db
        .selectFrom('users')
        .select(['first_name', 'last_name', 'email'])
        .where('id', '=', invitation.invitedBy)
        .executeTakeFirst()
    : undefined;
  const inviterName = inviter ? `${inviter.first_name} ${inviter.last_name}`.trim() || inviter.email : null;
  return deps.mailer.queue(
    db,
    invitationEmail(deps.config.publicUrl, {
      companyId: invitation.companyId,
      email: invitation.email,
      companyName: company.company_name,
      inviterName,
      id: invitation.id,
      token,
    }),
  );
}

/**
 * Invites `input.email` (an account that is the person's own) to the company. 400 when an
 * invitation to it is already pending. Returns the invitation and the e-mail to deliver.
 */
export async function inviteToCompany(
  db: Database,
  deps: AppDeps,
  auth: Pick<AuthContext, 'companyId' | 'userId'>,
  input: StaffCreateParsed,
  membership: InvitedMembership,
): Promise<{ invitation: StaffInvitation; emailIds: number[] }> {
  await assertSeatAvailable(db, auth.companyId);
  const id = randomUUID();
  const token = newSecret();
  const row = await db
    .insertInto('staff_invitations')
    .values({
      id,
      company_id: auth.companyId,
      email: input.email,
      first_name: input.first_name,
      last_name: input.last_name,
      membership: JSON.stringify(membership),
      token_hash: hashSecret(token),
      invited_by_user_id: auth.userId,
      expires_at: new Date(Date.now() + TTL_MS),
    })
    .onConflict((oc) =>
      // The partial index's predicate as a literal: with a parameter, PostgreSQL's generic plan
      // could not match the index and refused the statement.
      oc
        .columns(['company_id', 'email'])
        .where(sql<boolean>`state = 'pending'`)
        .doNothing(),
    )
    .returningAll()
    .executeTakeFirst();
  if (!row) throw ValidationError.field('email', INVITATION_PENDING);
  const emailId = await queueInvitationEmail(
    db,
    deps,
    { id, companyId: auth.companyId, email: input.email, invitedBy: auth.userId },
    token,
  );
  return { invitation: presentInvitation(row), emailIds: [emailId] };
}

/** The company's invitations, pending first, newest first: what the Employee List shows. */
export async function listCompanyInvitations(db: Database, companyId: number): Promise<StaffInvitation[]> {
  const rows = await db
    .selectFrom('staff_invitations')
    .selectAll()
    .where('company_id', '=', companyId)
    .orderBy((eb) => eb.case().when('state', '=', 'pending').then(0).else(1).end())
    .orderBy('created_at', 'desc')
    .limit(200)
    .execute();
  return rows.map(presentInvitation);
}

async function pendingOfCompany(db: Database, companyId: number, id: string) {
  const row = await db
    .selectFrom('staff_invitations')
    .selectAll()
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .where('state', '=', 'pending')
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw new NotFoundError();
  return row;
}

export async function cancelInvitation(db: Database, auth: AuthContext, id: string): Promise<void> {
  const row = await pendingOfCompany(db, auth.companyId, id);
  await db
    .updateTable('staff_invitations')
    .set({ state: 'cancelled', answered_at: new Date() })
    .where('id', '=', row.id)
    .execute();
  await recordAction(db, auth, {
    action: 'delete',
    entity: 'staff_invitation',
    entity_id: null,
    summary: `Cancelled the invitation of ${row.email}`,
  });
}

/** A fresh link (the earlier one stops working) and a fresh validity period. */
export async function resendInvitation(db: Database, deps: AppDeps, auth: AuthContext, id: string) {
  const row = await pendingOfCompany(db, auth.companyId, id);
  const token = newSecret();
  const updated = await db
    .updateTable('staff_invitations')
    .set({ token_hash: hashSecret(token), expires_at: new Date(Date.now() + TTL_MS) })
    .where('id', '=', row.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  const emailId = await queueInvitationEmail(
    db,
    deps,
    { id: row.id, companyId: auth.companyId, email: row.email, invitedBy: auth.userId },
    token,
  );
  await recordAction(db, auth, {
    action: 'create',
    entity: 'outbound_email',
    entity_id: emailId,
    summary: `Sent the invitation to ${row.email} again`,
  });
  return { invitation: presentInvitation(updated), emailIds: [emailId] };
}

/** The signed-in person's open invitations (addressed to their current e-mail). */
export async function listMyInvitations(db: Database, userId: number): Promise<MyInvitation[]> {
  const rows = await db
    .selectFrom('staff_invitations as i')
    .innerJoin('users as me', 'me.email', 'i.email')
    .innerJoin('companies as c', 'c.id', 'i.company_id')
    .leftJoin('users as by', 'by.id', 'i.invited_by_user_id')
    .select(['i.id', 'c.company_name', 'i.created_at', 'i.expires_at', 'by.first_name', 'by.last_name', 'by.email'])
    .where('me.id', '=', userId)
    .where('c.deleted_at', 'is', null)
    .where('i.state', '=', 'pending')
    .where('i.expires_at', '>', new Date())
    .orderBy('i.created_at', 'desc')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    company_name: r.company_name,
    invited_by: `${r.first_name ?? ''} ${r.last_name ?? ''}`.trim() || r.email || '',
    created_at: r.created_at.toISOString(),
    expires_at: r.expires_at.toISOString(),
  }));
}

type InvitationRow = Awaited<ReturnType<typeof pendingOfCompany>>;

async function lockPending(db: Database, id: string): Promise<InvitationRow | undefined> {
  const row = await db
    .selectFrom('staff_invitations')
    .selectAll()
    .where('id', '=', id)
    .where('state', '=', 'pending')
    // A deleted company (restorable) takes nobody in.
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('companies as c')
            .select('c.id')
            .whereRef('c.id', '=', 'staff_invitations.company_id')
            .where('c.deleted_at', 'is not', null),
        ),
      ),
    )
    .forUpdate()
    .executeTakeFirst();
  return row && row.expires_at > new Date() ? row : undefined;
}

/** Of what the invitation chose, what still exists in the company (a division may have gone since). */
async function stillValid(db: Database, companyId: number, m: InvitedMembership) {
  const [division, manager, positions] = await Promise.all([
    m.division_id == null
      ? undefined
      : db
          .selectFrom('divisions')
          .select('id')
          .where('company_id', '=', companyId)
          .where('id', '=', m.division_id)
          .executeTakeFirst(),
    m.manager_id == null
      ? undefined
      : db
          .selectFrom('staff')
          .select('id')
          .where('company_id', '=', companyId)
          .where('id', '=', m.manager_id)
          .where('is_active', '=', true)
          .executeTakeFirst(),
    (m.positions ?? []).length === 0
      ? []
      : db
          .selectFrom('positions')
          .select('id')
          .where('company_id', '=', companyId)
          .where('id', 'in', m.positions!)
          .execute(),
  ]);
  const known = new Set(positions.map((p) => p.id));
  return {
    division_id: division?.id ?? null,
    manager_id: manager?.id ?? null,
    positions: (m.positions ?? []).filter((p) => known.has(p)),
  };
}

/** Makes the membership an invitation describes for `userId`; marks the invitation accepted. */
async function join(db: Database, invitation: InvitationRow, userId: number) {
  const companyId = invitation.company_id;
  await assertSeatAvailable(db, companyId);
  const m = invitation.membership;
  const refs = await stillValid(db, companyId, m);
  const roles = Object.fromEntries(ROLE_FLAGS.map((flag) => [flag, m.roles?.[flag] === true]));
  const values = {
    user_type: m.user_type ?? 'Staff',
    user_type_slug: m.user_type_slug ?? 'staff',
    division_id: refs.division_id,
    manager_id: refs.manager_id,
    language_code: m.language_code ?? null,
    timezone: m.timezone ?? null,
    hired_on: m.hired_on ?? null,
    ...roles,
    is_active: true,
  };
  const staff = await startMembership(db, companyId, userId, values);
  if (!staff) {
    // Already a member (added again since): the invitation has nothing left to do.
    await db
      .updateTable('staff_invitations')
      .set({ state: 'cancelled', answered_at: new Date() })
      .where('id', '=', invitation.id)
      .execute();
    throw ValidationError.field('email', STAFF_EMAIL_TAKEN);
  }
  await replaceStaffPositions(db, companyId, [staff.id], refs.positions);
  await db
    .updateTable('staff_invitations')
    .set({ state: 'accepted', answered_at: new Date(), staff_id: staff.id })
    .where('id', '=', invitation.id)
    .execute();
  const company = await db
    .selectFrom('companies')
    .select(['id', 'company_name'])
    .where('id', '=', companyId)
    .executeTakeFirstOrThrow();
  return { company, staff_id: staff.id };
}

async function decline(db: Database, invitation: InvitationRow) {
  await db
    .updateTable('staff_invitations')
    .set({ state: 'declined', answered_at: new Date() })
    .where('id', '=', invitation.id)
    .execute();
}

/** The signed-in person's invitation, if it is addressed to their e-mail. */
async function mine(db: Database, userId: number, id: string) {
  const invitation = await lockPending(db, id);
  if (!invitation) throw new NotFoundError(INVITATION_INVALID);
  const me = await db.selectFrom('users').select('email').where('id', '=', userId).executeTakeFirstOrThrow();
  // A company's id-guess must not reach someone else's invitation, nor answer whether it exists.
  if (me.email !== invitation.email) throw new NotFoundError(INVITATION_OTHER_EMAIL);
  return invitation;
}

export async function acceptMyInvitation(db: Database, userId: number, id: string) {
  return join(db, await mine(db, userId, id), userId);
}

export async function declineMyInvitation(db: Database, userId: number, id: string) {
  await decline(db, await mine(db, userId, id));
}

/** The e-mailed link: whoever opens it proves they read the invited address's mail. */
async function byLink(db: Database, link: { id: string; token: string }) {
  const invitation = await lockPending(db, link.id);
  if (!invitation || !secretMatches(link.token, invitation.token_hash)) {
    throw ValidationError.field('token', INVITATION_INVALID);
  }
  const user = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', invitation.email)
    .where('is_active', '=', true)
    .executeTakeFirst();
  if (!user) throw ValidationError.field('token', INVITATION_INVALID);
  return { invitation, userId: user.id };
}

export async function acceptInvitationByLink(db: Database, link: { id: string; token: string }) {
  const { invitation, userId } = await byLink(db, link);
  return join(db, invitation, userId);
}

export async function declineInvitationByLink(db: Database, link: { id: string; token: string }) {
  const { invitation } = await byLink(db, link);
  await decline(db, invitation);
}
