// Staff calls (spec people §7 "Staff and accounts"): lists for everyone, changes for profile admins
// (a staff member edits their own personal info through update_staff/), bulk calls with per-item
// errors. E-mails (activation) are stored in the change's transaction and delivered after it.
import {
  bulkIdsSchema,
  sendActivationEmailSchema,
  staffBulkCreateSchema,
  staffBulkEditSchema,
  staffCreateSchema,
  staffListQuerySchema,
  staffUpdateSchema,
  STAFF_INVITED,
  USER_TYPES,
} from '../../../contract/people';
import { idParamsSchema } from '../../lib/params';
import { pageWindow, paginated } from '../../lib/pagination';
import { created, noContent, Reply, route } from '../../lib/route';
import { deliverAfterResponse } from '../../lib/deliver-emails';
import { z } from 'zod';
import { isProfileAdmin } from './permissions';
import { bulkCreateStaff, bulkDeleteStaff, bulkEditStaff } from './staff-bulk.service';
import { listStaffPage, listStaffSimple } from './staff.repository';
import { presentStaff } from './staff.presenter';
import { createStaff, deleteStaff, getStaffDetail, resendActivation, updateStaff, viewerOf } from './staff.service';

const API = '/account/api';

export const staffRoutes = [
  route({
    method: 'GET',
    url: `${API}/staffs/company_users/`,
    query: staffListQuerySchema,
    handler: async ({ db, auth, query, request }) => {
      const { limit, offset } = pageWindow(query);
      const viewer = viewerOf(auth);
      const { rows, count } = await listStaffPage(db, auth.companyId, query, limit, offset, viewer.profileAdmin);
      return paginated(
        request,
        query,
        count,
        rows.map((row) => presentStaff(row, viewer)),
      );
    },
  }),
  route({
    method: 'GET',
    url: `${API}/company-users-simple/`,
    handler: ({ db, auth }) => listStaffSimple(db, auth.companyId),
  }),
  route({
    method: 'GET',
    url: `${API}/user-type/`,
    handler: async () => USER_TYPES,
  }),
  route({
    method: 'GET',
    url: `${API}/staffs/:id/`,
    params: idParamsSchema,
    query: z.object({ simple: z.enum(['true', 'false']).optional() }),
    handler: async ({ db, auth, params, query }) => {
      const staff = await getStaffDetail(db, auth, params.id);
      if (query.simple !== 'true') return staff;
      const { id, first_name, last_name, email, photo, position, staff_division } = staff;
      return { id, first_name, last_name, email, photo, position, staff_division };
    },
  }),
  route({
    method: 'POST',
    url: `${API}/staffs/create_company_staff/`,
    allow: isProfileAdmin,
    body: staffCreateSchema,
    handler: async ({ db, deps, auth, body, reply }) => {
      const result = await createStaff(db, deps, auth, body);
      deliverAfterResponse(reply, deps, result.emailIds);
      if ('invitation' in result) {
        // Nothing of the person's account is shown until they accept: only what the admin typed.
        return new Reply(202, { invitation: result.invitation, detail: STAFF_INVITED });
      }
      return created(result.staff);
    },
  }),
  route({
    method: 'PATCH',
    url: `${API}/staffs/:id/update_staff/`,
    params: idParamsSchema,
    body: staffUpdateSchema,
    handler: async ({ db, deps, auth, params, body, reply }) => {
      const { staff, emailIds } = await updateStaff(db, deps, auth, params.id, body);
      deliverAfterResponse(reply, deps, emailIds);
      return staff;
    },
  }),
  route({
    method: 'DELETE',
    url: `${API}/staffs/:id/delete_staff/`,
    allow: isProfileAdmin,
    params: idParamsSchema,
    handler: async ({ db, auth, params }) => {
      await deleteStaff(db, auth, params.id);
      return noContent();
    },
  }),
  route({
    method: 'POST',
    url: `${API}/bulk-create-staff/`,
    allow: isProfileAdmin,
    body: staffBulkCreateSchema,
    handler: async ({ db, deps, auth, body, reply }) => {
      const { emailIds, ...result } = await bulkCreateStaff(db, deps, auth, body.staffs);
      deliverAfterResponse(reply, deps, emailIds);
      return result;
    },
  }),
  route({
    method: 'POST',
    url: `${API}/bulk-edit-staff/`,
    allow: isProfileAdmin,
    body: staffBulkEditSchema,
    handler: ({ db, auth, body }) => bulkEditStaff(db, auth, body),
  }),
  route({
    method: 'DELETE',
    url: `${API}/bulk-edit-staff/`,
    allow: isProfileAdmin,
    body: bulkIdsSchema,
    handler: ({ db, auth, body }) => bulkDeleteStaff(db, auth, body.ids),
  }),
  route({
    method: 'POST',
    url: `${API}/send-activation-email/`,
    allow: isProfileAdmin,
    body: sendActivationEmailSchema,
    handler: async ({ db, deps, auth, body, reply }) => {
      const emailId = await resendActivation(db, deps, auth, body.staff_id);
      deliverAfterResponse(reply, deps, [emailId]);
      return { detail: 'Activation e-mail sent.' };
    },
  }),
];
