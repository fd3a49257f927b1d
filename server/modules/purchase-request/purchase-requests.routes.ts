// Purchase-request endpoints under purchase_requisition/api/ (spec people §7: detail/{id}/ and the
// purchase-method/, purchase-type/ and set-aside/ lists; list, create, decide, pay, cancel and
// attachments are this product's paths, in contract/paths.ts). All need the purchase_request app.
import { z } from 'zod';
import {
  purchaseDecisionSchema,
  purchaseOptionCreateSchema,
  purchasePaymentSchema,
  purchaseRequestCreateSchema,
  purchaseRequestListQuerySchema,
  type PurchaseOptionKind,
} from '../../../contract/purchase-requests';
import { PURCHASE_ATTACHMENT_MAX_BYTES, PURCHASE_MESSAGES } from '../../../contract/purchase-requests-constants';
import { idParamsSchema } from '../../lib/params';
import { created, route, type RouteDef } from '../../lib/route';
import { readAttachment } from './attachment-storage';
import { addOption, listOptions } from './options.service';
import { isApprover } from './permissions';
import {
  attachFile,
  cancelPurchase,
  createPurchase,
  decidePurchase,
  findAttachment,
  listPurchases,
  payPurchase,
  purchaseDetail,
} from './purchase-requests.service';

const BASE = '/purchase_requisition/api';
const app = 'purchase_request' as const;

/** multipart/form-data: the file as a Buffer (@fastify/multipart keyValues) and its name as text. */
const attachmentBodySchema = z.object({
  file: z.instanceof(Buffer, { message: PURCHASE_MESSAGES.attachmentMissing }),
  file_name: z.string().max(500).default(''),
});

const OPTION_PATHS: Record<PurchaseOptionKind, string> = {
  purchase_method: 'purchase-method',
  purchase_type: 'purchase-type',
  set_aside: 'set-aside',
};

const optionRoutes = Object.entries(OPTION_PATHS).flatMap(([kind, path]) => [
  route({
    method: 'GET',
    url: `${BASE}/${path}/`,
    app,
    handler: ({ db, auth }) => listOptions(db, auth.companyId, kind as PurchaseOptionKind),
  }),
  route({
    method: 'POST',
    url: `${BASE}/${path}/`,
    app,
    allow: isApprover,
    body: purchaseOptionCreateSchema,
    handler: async ({ db, auth, body }) =>
      created(await addOption(db, auth.companyId, kind as PurchaseOptionKind, body.name)),
  }),
]);

export const purchaseRequestRoutes: RouteDef[] = [
  route({
    method: 'GET',
    url: `${BASE}/list/`,
    app,
    query: purchaseRequestListQuerySchema,
    handler: ({ db, auth, query, request }) => listPurchases(db, auth, query, request),
  }),
  route({
    method: 'POST',
    url: `${BASE}/create/`,
    app,
    body: purchaseRequestCreateSchema,
    handler: async ({ db, auth, body }) => created(await createPurchase(db, auth, body)),
  }),
  route({
    method: 'GET',
    url: `${BASE}/detail/:id/`,
    app,
    params: idParamsSchema,
    handler: ({ db, auth, params }) => purchaseDetail(db, auth, params.id),
  }),
  route({
    method: 'POST',
    url: `${BASE}/detail/:id/decision/`,
    app,
    params: idParamsSchema,
    body: purchaseDecisionSchema,
    handler: ({ db, auth, params, body }) => decidePurchase(db, auth, params.id, body),
  }),
  route({
    method: 'POST',
    url: `${BASE}/detail/:id/pay/`,
    app,
    params: idParamsSchema,
    body: purchasePaymentSchema,
    handler: ({ db, auth, params, body }) => payPurchase(db, auth, params.id, body),
  }),
  route({
    method: 'POST',
    url: `${BASE}/detail/:id/cancel/`,
    app,
    params: idParamsSchema,
    handler: ({ db, auth, params }) => cancelPurchase(db, auth, params.id),
  }),
  route({
    method: 'POST',
    url: `${BASE}/detail/:id/attachments/`,
    app,
    params: idParamsSchema,
    body: attachmentBodySchema,
    bodyLimit: PURCHASE_ATTACHMENT_MAX_BYTES + 64 * 1024,
    handler: async ({ db, auth, params, body, deps, reply }) =>
      created(
        await attachFile(db, auth, params.id, body, { storageDir: deps.config.storageDir, reply, config: deps.config }),
      ),
  }),
  route({
    method: 'GET',
    url: `${BASE}/attachments/:id/`,
    app,
    params: idParamsSchema,
    handler: async ({ db, auth, params, deps, reply }) => {
      const row = await findAttachment(db, auth, params.id);
      const data = await readAttachment(deps.config.storageDir, auth.companyId, row.storage_name);
      // Served as a download with its sniffed type: an uploaded file never renders as this origin's page.
      reply
        .header('content-type', row.content_type)
        .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(row.file_name)}`)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store');
      return data;
    },
  }),
  ...optionRoutes,
];
