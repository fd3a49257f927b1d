// Invitation calls (ours; invitations.service.ts says why they exist): the company's side for
// profile admins, the invited person's side signed in, and the e-mailed link's side for anyone who
// holds the link. Link calls are POSTs, so a mail scanner that follows links accepts nothing.
import { z } from 'zod';
import { invitationLinkSchema } from '../../../contract/people';
import { deliverAfterResponse } from '../../lib/deliver-emails';
import { hitRateLimit } from '../../lib/rate-limit';
import { noContent, route } from '../../lib/route';
import { isProfileAdmin } from './permissions';
import {
  acceptInvitationByLink,
  acceptMyInvitation,
  cancelInvitation,
  declineInvitationByLink,
  declineMyInvitation,
  listCompanyInvitations,
  listMyInvitations,
  resendInvitation,
} from './invitations.service';

const API = '/account/api';
const uuidParams = z.object({ id: z.uuid() });
// Link secrets are 256-bit: the limit bounds the work of a client walking ids, not guessing.
const LINK_LIMIT_PER_ADDRESS = { limit: 30, windowSeconds: 15 * 60 };

export const invitationRoutes = [
  route({
    method: 'GET',
    url: `${API}/staff-invitations/`,
    allow: isProfileAdmin,
    handler: ({ db, auth }) => listCompanyInvitations(db, auth.companyId),
  }),
  route({
    method: 'POST',
    url: `${API}/staff-invitations/:id/resend/`,
    allow: isProfileAdmin,
    params: uuidParams,
    handler: async ({ db, deps, auth, params, reply }) => {
      const { invitation, emailIds } = await resendInvitation(db, deps, auth, params.id);
      deliverAfterResponse(reply, deps, emailIds);
      return invitation;
    },
  }),
  route({
    method: 'DELETE',
    url: `${API}/staff-invitations/:id/`,
    allow: isProfileAdmin,
    params: uuidParams,
    handler: async ({ db, auth, params }) => {
      await cancelInvitation(db, auth, params.id);
      return noContent();
    },
  }),
  route({
    method: 'GET',
    url: `${API}/my-invitations/`,
    handler: ({ db, auth }) => listMyInvitations(db, auth.userId),
  }),
  route({
    method: 'POST',
    url: `${API}/my-invitations/:id/accept/`,
    params: uuidParams,
    handler: ({ db, auth, params }) => acceptMyInvitation(db, auth.userId, params.id),
  }),
  route({
    method: 'POST',
    url: `${API}/my-invitations/:id/decline/`,
    params: uuidParams,
    handler: async ({ db, auth, params }) => {
      await declineMyInvitation(db, auth.userId, params.id);
      return noContent();
    },
  }),
  route({
    method: 'POST',
    url: `${API}/invitations/accept-link/`,
    public: true,
    // The attempt counts even when the link is refused (the refusal rolls its transaction back).
    transaction: false,
    body: invitationLinkSchema,
    handler: async ({ db, body, request }) => {
      await hitRateLimit(db, `invitation-link:address:${request.ip}`, LINK_LIMIT_PER_ADDRESS);
      return db.transaction().execute((trx) => acceptInvitationByLink(trx, body));
    },
  }),
  route({
    method: 'POST',
    url: `${API}/invitations/decline-link/`,
    public: true,
    transaction: false,
    body: invitationLinkSchema,
    handler: async ({ db, body, request }) => {
      await hitRateLimit(db, `invitation-link:address:${request.ip}`, LINK_LIMIT_PER_ADDRESS);
      await db.transaction().execute((trx) => declineInvitationByLink(trx, body));
      return noContent();
    },
  }),
];
