// Responsibilities and employee responsibilities (spec people §7): reads for everyone, changes for
// profile admins. The spec does not show the create path; it is POST on the list, as elsewhere.
import {
  employeeResponsibilityCreateSchema,
  employeeResponsibilityQuerySchema,
  employeeResponsibilityUpdateSchema,
  responsibilityCreateSchema,
  responsibilityListQuerySchema,
  responsibilityUpdateSchema,
} from '../../../contract/people';
import { idParamsSchema } from '../../lib/params';
import { pageWindow, paginated } from '../../lib/pagination';
import { created, noContent, route } from '../../lib/route';
import { isProfileAdmin } from './permissions';
import {
  createEmployeeResponsibilities,
  createResponsibility,
  deleteEmployeeResponsibility,
  deleteResponsibility,
  getResponsibility,
  listEmployeeResponsibilities,
  listResponsibilities,
  updateEmployeeResponsibility,
  updateResponsibility,
} from './responsibilities.service';

const API = '/account/api';

export const responsibilitiesRoutes = [
  route({
    method: 'GET',
    url: `${API}/responsibilities/`,
    query: responsibilityListQuerySchema,
    handler: async ({ db, auth, query, request }) => {
      const { limit, offset } = pageWindow(query);
      const { rows, count } = await listResponsibilities(db, auth.companyId, query, limit, offset);
      return paginated(request, query, count, rows);
    },
  }),
  route({
    method: 'POST',
    url: `${API}/responsibilities/`,
    allow: isProfileAdmin,
    body: responsibilityCreateSchema,
    handler: async ({ db, auth, body }) => created(await createResponsibility(db, auth, body)),
  }),
  route({
    method: 'GET',
    url: `${API}/responsibilities/:id/`,
    params: idParamsSchema,
    handler: ({ db, auth, params }) => getResponsibility(db, auth.companyId, params.id),
  }),
  route({
    method: 'PATCH',
    url: `${API}/responsibilities/:id/`,
    allow: isProfileAdmin,
    params: idParamsSchema,
    body: responsibilityUpdateSchema,
    handler: ({ db, auth, params, body }) => updateResponsibility(db, auth, params.id, body),
  }),
  route({
    method: 'DELETE',
    url: `${API}/responsibilities/:id/`,
    allow: isProfileAdmin,
    params: idParamsSchema,
    handler: async ({ db, auth, params }) => {
      await deleteResponsibility(db, auth, params.id);
      return noContent();
    },
  }),
  route({
    method: 'GET',
    url: `${API}/employee-responsibilities/`,
    query: employeeResponsibilityQuerySchema,
    handler: async ({ db, auth, query, request }) => {
      const { limit, offset } = pageWindow(query);
      const { rows, count } = await listEmployeeResponsibilities(db, auth.companyId, query.id, limit, offset);
      return paginated(request, query, count, rows);
    },
  }),
  route({
    method: 'POST',
    url: `${API}/create-employee-responsibilities/`,
    allow: isProfileAdmin,
    body: employeeResponsibilityCreateSchema,
    handler: async ({ db, auth, body }) => created(await createEmployeeResponsibilities(db, auth, body)),
  }),
  route({
    method: 'PATCH',
    url: `${API}/employee-responsibilities/:id/`,
    allow: isProfileAdmin,
    params: idParamsSchema,
    body: employeeResponsibilityUpdateSchema,
    handler: ({ db, auth, params, body }) => updateEmployeeResponsibility(db, auth, params.id, body.responsibility),
  }),
  route({
    method: 'DELETE',
    url: `${API}/employee-responsibilities/:id/`,
    allow: isProfileAdmin,
    params: idParamsSchema,
    handler: async ({ db, auth, params }) => {
      await deleteEmployeeResponsibility(db, auth, params.id);
      return noContent();
    },
  }),
];
