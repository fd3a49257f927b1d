// Divisions and positions (spec people §7 division/api/, account/api/positions/): reads for every
// signed-in user, changes for profile admins.
import { z } from 'zod';
import {
  bulkIdsSchema,
  divisionCreateSchema,
  divisionUpdateSchema,
  positionBulkEditSchema,
  positionCreateSchema,
  positionUpdateSchema,
} from '../../../contract/people';
import { idParamsSchema } from '../../lib/params';
import { created, noContent, route } from '../../lib/route';
import {
  createDivision,
  deleteDivision,
  divisionsWithEmployees,
  divisionUsers,
  getDivision,
  listDivisions,
  updateDivision,
} from './divisions.service';
import { isProfileAdmin } from './permissions';
import {
  bulkEditPositions,
  createPosition,
  deletePosition,
  deletePositions,
  employeesWithManagers,
  getPosition,
  listPositions,
  positionResponsibilities,
  positionUsers,
  updatePosition,
} from './positions.service';

const DIVISION = '/division/api';
const API = '/account/api';

const divisionUpdate = (method: 'POST' | 'PATCH') =>
  route({
    method,
    url: `${DIVISION}/:id/`,
    allow: isProfileAdmin,
    params: idParamsSchema,
    body: divisionUpdateSchema,
    handler: ({ db, auth, params, body }) => updateDivision(db, auth, params.id, body),
  });

export const organisationRoutes = [
  route({ method: 'GET', url: `${DIVISION}/`, handler: ({ db, auth }) => listDivisions(db, auth.companyId) }),
  route({
    method: 'POST',
    url: `${DIVISION}/`,
    allow: isProfileAdmin,
    body: divisionCreateSchema,
    handler: async ({ db, auth, body }) => created(await createDivision(db, auth, body)),
  }),
  route({
    method: 'GET',
    url: `${DIVISION}/:id/`,
    params: idParamsSchema,
    handler: ({ db, auth, params }) => getDivision(db, auth.companyId, params.id),
  }),
  // The spec lists both POST and PATCH on division/api/{id}/: both update.
  divisionUpdate('POST'),
  divisionUpdate('PATCH'),
  route({
    method: 'DELETE',
    url: `${DIVISION}/:id/`,
    allow: isProfileAdmin,
    params: idParamsSchema,
    handler: async ({ db, auth, params }) => {
      await deleteDivision(db, auth, params.id);
      return noContent();
    },
  }),
  route({
    method: 'GET',
    url: `${DIVISION}/division-with-employees/`,
    handler: ({ db, auth }) => divisionsWithEmployees(db, auth.companyId),
  }),
  route({
    method: 'GET',
    url: `${DIVISION}/division_users/:id/`,
    params: idParamsSchema,
    handler: ({ db, auth, params }) => divisionUsers(db, auth.companyId, params.id),
  }),

  route({
    method: 'GET',
    url: `${API}/positions/`,
    query: z.object({ division: z.coerce.number().int().positive().optional() }),
    handler: ({ db, auth, query }) => listPositions(db, auth.companyId, query.division),
  }),
  route({
    method: 'POST',
    url: `${API}/positions/`,
    allow: isProfileAdmin,
    body: positionCreateSchema,
    handler: async ({ db, auth, body }) => created(await createPosition(db, auth, body)),
  }),
  route({
    method: 'GET',
    url: `${API}/positions/:id/`,
    params: idParamsSchema,
    handler: ({ db, auth, params }) => getPosition(db, auth.companyId, params.id),
  }),
  route({
    method: 'PATCH',
    url: `${API}/positions/:id/`,
    allow: isProfileAdmin,
    params: idParamsSchema,
    body: positionUpdateSchema,
    handler: ({ db, auth, params, body }) => updatePosition(db, auth, params.id, body),
  }),
  route({
    method: 'DELETE',
    url: `${API}/positions/:id/`,
    allow: isProfileAdmin,
    params: idParamsSchema,
    handler: async ({ db, auth, params }) => {
      await deletePosition(db, auth, params.id);
      return noContent();
    },
  }),
  route({
    method: 'GET',
    url: `${API}/position_users/:id/`,
    params: idParamsSchema,
    handler: ({ db, auth, params }) => positionUsers(db, auth.companyId, params.id),
  }),
  route({
    method: 'GET',
    url: `${API}/positions/:id/employees-with-managers/`,
    params: idParamsSchema,
    handler: ({ db, auth, params }) => employeesWithManagers(db, auth.companyId, params.id),
  }),
  route({
    method: 'GET',
    url: `${API}/positions/:id/responsibilities/`,
    params: idParamsSchema,
    handler: ({ db, auth, params }) => positionResponsibilities(db, auth.companyId, params.id),
  }),
  route({
    method: 'POST',
    url: `${API}/bulk-edit-positions/`,
    allow: isProfileAdmin,
    body: positionBulkEditSchema,
    handler: ({ db, auth, body }) => bulkEditPositions(db, auth, body),
  }),
  route({
    method: 'DELETE',
    url: `${API}/bulk-edit-positions/`,
    allow: isProfileAdmin,
    body: bulkIdsSchema,
    handler: ({ db, auth, body }) => deletePositions(db, auth, body.ids),
  }),
];
