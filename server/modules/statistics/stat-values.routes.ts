// Value endpoints (spec people §7): one value, a batch (the outbox replays offline entries through
// bulk-create in batches), and changing or deleting a stored value. Who may write is decided per
// stat (its owner or a stat admin), so the routes themselves are open to everyone with the app.
import { statValueBulkRequestSchema, statValueInputSchema, statValueUpdateSchema } from '../../../contract/statistics';
import { idParamsSchema } from '../../lib/params';
import { created, noContent, route } from '../../lib/route';
import { bulkCreateValues, createValue, removeValue, updateValue } from './stat-values.service';

const BASE = '/statistics/api/statvalue';
const app = 'statistics' as const;

export const statValueRoutes = [
  route({
    method: 'POST',
    url: `${BASE}/create/`,
    app,
    body: statValueInputSchema,
    handler: ({ db, auth, body }) => createValue(db, auth, body),
  }),
  route({
    method: 'POST',
    url: `${BASE}/bulk-create/`,
    app,
    body: statValueBulkRequestSchema,
    handler: async ({ db, auth, body }) => created(await bulkCreateValues(db, { kind: 'staff', auth }, body.values)),
  }),
  route({
    method: 'PUT',
    url: `${BASE}/update-delete/:id/`,
    app,
    params: idParamsSchema,
    body: statValueUpdateSchema,
    handler: ({ db, auth, params, body }) => updateValue(db, auth, params.id, body.value),
  }),
  route({
    method: 'DELETE',
    url: `${BASE}/update-delete/:id/`,
    app,
    params: idParamsSchema,
    handler: async ({ db, auth, params }) => (await removeValue(db, auth, params.id), noContent()),
  }),
];
