// Leave allowances and balances (issue 21; this product's paths, in contract/paths.ts): request
// admins read and set the allowances; a staff member reads their own balances, a request admin
// anyone's. All need the request app.
import {
  leaveAllowanceListQuerySchema,
  leaveAllowanceSetSchema,
  leaveBalanceQuerySchema,
} from '../../../contract/leave';
import { idParamsSchema } from '../../lib/params';
import { noContent, route } from '../../lib/route';
import { deleteAllowance, leaveBalances, listAllowances, setAllowance } from './leave.service';
import { isRequestAdmin } from './permissions';

const BASE = '/request/api';
const app = 'request' as const;

export const leaveRoutes = [
  route({
    method: 'GET',
    url: `${BASE}/leave-allowances/`,
    app,
    allow: isRequestAdmin,
    query: leaveAllowanceListQuerySchema,
    handler: ({ db, auth, query }) => listAllowances(db, auth, query.year),
  }),
  route({
    method: 'POST',
    url: `${BASE}/leave-allowances/`,
    app,
    allow: isRequestAdmin,
    body: leaveAllowanceSetSchema,
    handler: ({ db, auth, body }) => setAllowance(db, auth, body),
  }),
  route({
    method: 'DELETE',
    url: `${BASE}/leave-allowances/:id/`,
    app,
    allow: isRequestAdmin,
    params: idParamsSchema,
    handler: async ({ db, auth, params }) => {
      await deleteAllowance(db, auth, params.id);
      return noContent();
    },
  }),
  route({
    method: 'GET',
    url: `${BASE}/leave-balances/:id/`,
    app,
    params: idParamsSchema,
    query: leaveBalanceQuerySchema,
    handler: ({ db, auth, params, query }) => leaveBalances(db, auth, params.id, query),
  }),
];
