// Whose identity is it? A person's account (users: e-mail, names, password, birth date, phone,
// photo) is theirs across every company; a company holds only a membership (staff). A company may
// manage the account fields of someone who exists only through it and has never signed in (it
// created them, it may fix a typo); anyone else manages their own, in My Profile. Reading follows
// the same line: the private fields (birth date, phone) are for the person, and for the profile
// admins of a company that is the person's only one.
import { sql } from 'kysely';
import type { Database } from '../../db/database';

export interface PersonStanding {
  userId: number;
  /** They chose a password: the account is in use by the person. */
  activated: boolean;
  /** A membership (current or ended) or a pending invitation in another company. */
  elsewhere: boolean;
}

/** Where the account of `userId` stands as seen from `companyId`. */
export async function personStanding(db: Database, userId: number, companyId: number): Promise<PersonStanding> {
  const row = await db
    .selectFrom('users as u')
    .select([
      'u.id',
      sql<boolean>`u.password_hash IS NOT NULL`.as('activated'),
      sql<boolean>`EXISTS (SELECT 1 FROM staff o WHERE o.user_id = u.id AND o.company_id <> ${companyId})
        OR EXISTS (SELECT 1 FROM staff_invitations i WHERE i.email = u.email AND i.state = 'pending'
          AND i.company_id <> ${companyId})`.as('elsewhere'),
    ])
    .where('u.id', '=', userId)
    .executeTakeFirstOrThrow();
  return { userId: row.id, activated: row.activated, elsewhere: row.elsewhere };
}

/** A company may write the account fields only of a person who exists through it alone. */
export const companyManagesAccount = (person: PersonStanding) => !person.elsewhere;

/** ...and may change the e-mail only when, besides, the person never signed in with it. */
export const companyManagesEmail = (person: PersonStanding) => !person.elsewhere && !person.activated;

/** Adding an e-mail whose account is the person's own (in use, or known elsewhere) needs their consent. */
export const needsInvitation = (person: PersonStanding) => person.activated || person.elsewhere;

/**
 * SQL for "the person of `staff s` / `users u` belongs to another company too" (a membership in any
 * state there): the row-level twin of `elsewhere`, for lists.
 */
export const sharedIdentitySql = sql<boolean>`EXISTS (SELECT 1 FROM staff o WHERE o.user_id = s.user_id
  AND o.company_id <> s.company_id)`;

export interface Viewer {
  staffId: number;
  profileAdmin: boolean;
}

/** For lists that show people to anyone (divisions, positions): no one's private fields. */
export const ANY_COLLEAGUE: Viewer = { staffId: 0, profileAdmin: false };

/** Whether `viewer` may read the private account fields of staff member `staffId`. */
export const seesPrivateFields = (viewer: Viewer, staffId: number, sharedIdentity: boolean) =>
  viewer.staffId === staffId || (viewer.profileAdmin && !sharedIdentity);
