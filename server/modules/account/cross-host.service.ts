// Cross-host referral accounts (spec shell §4): "an account whose company has a referral_url on a
// different host from the main app host is logged out and sent to that host's sign-in with
// autoLogin, token, timestamp and redirect parameters".
// - issue (the leaving host): a token naming the user, company, staff record, issue time and the
//   referral origin, under the server's MAC. Only for a referral_url this service is reached at
//   (served-origins.ts): a token sent to any other host would let an outsider sign in as the user.
// - redeem (the arriving host, same deployment and secret): the MAC, the link's timestamp against
//   the signed one, the age (CROSS_HOST_TOKEN_TTL_SECONDS), the browser's Origin against the signed
//   origin, and one use only (cross_host_logins); then a fresh session as a password sign-in gives.
import { randomBytes } from 'node:crypto';
import {
  AUTO_LOGIN_EXPIRED,
  AUTO_LOGIN_INVALID,
  AUTO_LOGIN_USED,
  CROSS_HOST_TOKEN_TTL_SECONDS,
  NO_REFERRAL_HOST,
  type AutoLoginRequest,
  type CrossHostTokenResponse,
  type LoginResponse,
} from '../../../contract/account';
import type { Database } from '../../db/database';
import type { AppDeps } from '../../lib/deps';
import { UnauthorizedError, ValidationError } from '../../lib/errors';
import type { AuthContext } from '../../lib/route';
import { servedOriginOf } from '../../lib/served-origins';
import { readSignedPayload, signPayload } from '../../lib/signed-payload';
import { issueSession, loadLoggedInUser } from './session.service';

/** A token issued this far ahead of the arriving host's clock is still accepted (clock skew). */
const CLOCK_SKEW_SECONDS = 30;

interface CrossHostClaims {
  /** token id, recorded when used */
  i: string;
  u: number;
  c: number;
  s: number;
  /** issued at, Unix seconds */
  t: number;
  /** the referral origin it is for */
  o: string;
}

const PURPOSE = 'cross host login';

export async function issueCrossHostToken(
  db: Database,
  deps: AppDeps,
  auth: AuthContext,
): Promise<CrossHostTokenResponse> {
  const company = await db
    .selectFrom('companies')
    .select('referral_url')
    .where('id', '=', auth.companyId)
    .executeTakeFirstOrThrow();
  const origin = company.referral_url ? servedOriginOf(deps.config, company.referral_url) : null;
  if (!origin) throw ValidationError.field('referral_url', NO_REFERRAL_HOST);
  const claims: CrossHostClaims = {
    i: randomBytes(16).toString('base64url'),
    u: auth.userId,
    c: auth.companyId,
    s: auth.staffId,
    t: Math.floor(Date.now() / 1000),
    o: origin,
  };
  return { token: signPayload(deps.signer, PURPOSE, claims), timestamp: claims.t, origin };
}

function checkToken(deps: AppDeps, input: AutoLoginRequest, browserOrigin: string | undefined): CrossHostClaims {
  const claims = readSignedPayload<CrossHostClaims>(deps.signer, PURPOSE, input.token);
  if (!claims) throw new UnauthorizedError(AUTO_LOGIN_INVALID, 'token_invalid');
  const now = Date.now() / 1000;
  // The link's timestamp is the signed one, and from no further ahead than clocks drift.
  if (Number(input.timestamp) !== claims.t || claims.t > now + CLOCK_SKEW_SECONDS) {
    throw new UnauthorizedError(AUTO_LOGIN_INVALID, 'token_invalid');
  }
  if (now - claims.t > CROSS_HOST_TOKEN_TTL_SECONDS) throw new UnauthorizedError(AUTO_LOGIN_EXPIRED, 'token_invalid');
  // A browser names the page that posts: it must be the host the token was issued for.
  if (browserOrigin && browserOrigin !== claims.o) throw new UnauthorizedError(AUTO_LOGIN_INVALID, 'token_invalid');
  return claims;
}

export async function redeemCrossHostToken(
  db: Database,
  deps: AppDeps,
  input: AutoLoginRequest,
  browserOrigin: string | undefined,
): Promise<LoginResponse> {
  const claims = checkToken(deps, input, browserOrigin);
  await db
    .deleteFrom('cross_host_logins')
    .where('used_at', '<', new Date(Date.now() - 86_400_000))
    .execute();
  const first = await db
    .insertInto('cross_host_logins')
    .values({ token_id: claims.i, user_id: claims.u })
    .onConflict((oc) => oc.column('token_id').doNothing())
    .returning('token_id')
    .executeTakeFirst();
  if (!first) throw new UnauthorizedError(AUTO_LOGIN_USED, 'token_reused');
  // The account may have been closed, or moved out of the company, since the token was issued.
  const staff = await db
    .selectFrom('staff')
    .innerJoin('users', 'users.id', 'staff.user_id')
    .innerJoin('companies', 'companies.id', 'staff.company_id')
    .select('staff.id')
    .where('companies.deleted_at', 'is', null)
    .where('staff.id', '=', claims.s)
    .where('staff.user_id', '=', claims.u)
    .where('staff.company_id', '=', claims.c)
    .where('staff.is_active', '=', true)
    .where('users.is_active', '=', true)
    .executeTakeFirst();
  if (!staff) throw new UnauthorizedError(AUTO_LOGIN_INVALID, 'token_invalid');
  await db.updateTable('users').set({ last_login: new Date() }).where('id', '=', claims.u).execute();
  const session = await issueSession(db, deps.signer, { userId: claims.u, companyId: claims.c, staffId: claims.s });
  return { ...(await loadLoggedInUser(db, claims.s, claims.c)), ...session };
}
