// System Emails and System Action History (spec people §2, §7): profile admins only.
import { actionHistoryQuerySchema, outboundEmailQuerySchema } from '../../../contract/people';
import { idParamsSchema } from '../../lib/params';
import { pageWindow, paginated } from '../../lib/pagination';
import { route } from '../../lib/route';
import { deliverAfterResponse } from '../../lib/deliver-emails';
import { listActionHistory } from './action-history';
import { listOutboundEmails, resendOutboundEmail } from './outbound-emails.service';
import { isProfileAdmin } from './permissions';

const API = '/account/api';

export const historyRoutes = [
  route({
    method: 'GET',
    url: `${API}/outbound-emails/`,
    allow: isProfileAdmin,
    query: outboundEmailQuerySchema,
    handler: async ({ db, auth, query, request }) => {
      const { limit, offset } = pageWindow(query);
      const { rows, count } = await listOutboundEmails(db, auth.companyId, query.search, limit, offset);
      return paginated(request, query, count, rows);
    },
  }),
  route({
    method: 'POST',
    url: `${API}/outbound-emails/:id/resend/`,
    allow: isProfileAdmin,
    params: idParamsSchema,
    handler: async ({ db, deps, auth, params, reply }) => {
      const email = await resendOutboundEmail(db, deps, auth, params.id);
      deliverAfterResponse(reply, deps, [email.id]);
      return email;
    },
  }),
  route({
    method: 'GET',
    url: `${API}/actions/`,
    allow: isProfileAdmin,
    query: actionHistoryQuerySchema,
    handler: async ({ db, auth, query, request }) => {
      const { limit, offset } = pageWindow(query);
      const { rows, count } = await listActionHistory(db, auth.companyId, query, limit, offset);
      return paginated(request, query, count, rows);
    },
  }),
];
