// Purchase requests: filed by anyone with the app; approved or rejected once by an approver (not
// their own); paid by a payer once approved; cancelled by the requester while pending. Every step
// is a row of the request's history, written in the same transaction as the step.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Paginated } from '../../../contract/pagination';
import type {
  PurchaseRequest,
  PurchaseRequestDetail,
  purchaseDecisionSchema,
  purchasePaymentSchema,
  purchaseRequestCreateSchema,
} from '../../../contract/purchase-requests';
import { PURCHASE_ATTACHMENT_MAX_BYTES, PURCHASE_MESSAGES } from '../../../contract/purchase-requests-constants';
import type { Database } from '../../db/database';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../lib/errors';
import { paginated } from '../../lib/pagination';
import type { AuthContext } from '../../lib/route';
import { ATTACHMENT_STORE, newAttachmentName, saveAttachment, sniffAttachment } from './attachment-storage';
import { chargeStorage, StorageQuotaError, type QuotaDeps } from '../../lib/storage-quota';
import { toCents } from './money';
import { assertOption } from './options.service';
import { canSee, isApprover, isPayer } from './permissions';
import { presentPurchaseDetail, presentPurchases } from './purchase-requests.presenter';
import {
  addPurchaseEvent,
  findPurchase,
  purchasePage,
  type PurchaseListParams,
  type PurchaseRow,
} from './purchase-requests.repository';

type CreateInput = z.infer<typeof purchaseRequestCreateSchema>;
type Decision = z.infer<typeof purchaseDecisionSchema>;
type Payment = z.infer<typeof purchasePaymentSchema>;

export async function listPurchases(
  db: Database,
  auth: AuthContext,
  query: PurchaseListParams,
  request: FastifyRequest,
): Promise<Paginated<PurchaseRequest>> {
  const { count, rows } = await purchasePage(db, auth, query);
  return paginated(request, query, count, await presentPurchases(db, auth, rows));
}

async function visible(db: Database, auth: AuthContext, id: number): Promise<PurchaseRow> {
  const row = await findPurchase(db, auth.companyId, id);
  if (!row || !canSee(auth, row)) throw new NotFoundError();
  return row;
}

export async function purchaseDetail(db: Database, auth: AuthContext, id: number): Promise<PurchaseRequestDetail> {
  return presentPurchaseDetail(db, auth, await visible(db, auth, id));
}

export async function createPurchase(
  db: Database,
  auth: AuthContext,
  input: CreateInput,
): Promise<PurchaseRequestDetail> {
  const currency = await db
    .selectFrom('currencies')
    .select('code')
    .where('code', '=', input.currency.toUpperCase())
    .executeTakeFirst();
  if (!currency) throw ValidationError.field('currency', PURCHASE_MESSAGES.currency);
  await assertOption(db, auth.companyId, 'purchase_method', input.purchase_method, 'purchase_method');
  await assertOption(db, auth.companyId, 'purchase_type', input.purchase_type, 'purchase_type');
  await assertOption(db, auth.companyId, 'set_aside', input.set_aside, 'set_aside');
  const items = input.items.map((i) => ({ ...i, cents: toCents(i.unit_price) }));
  const { id } = await db
    .insertInto('purchase_requests')
    .values({
      company_id: auth.companyId,
      requester_staff_id: auth.staffId,
      title: input.title,
      description: input.description,
      vendor: input.vendor,
      purchase_method_id: input.purchase_method,
      purchase_type_id: input.purchase_type,
      set_aside_id: input.set_aside,
      currency: currency.code,
      total_cents: items.reduce((sum, i) => sum + i.quantity * i.cents, 0),
      needed_by: input.needed_by,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('purchase_request_items')
    .values(
      items.map((i) => ({
        company_id: auth.companyId,
        purchase_request_id: id,
        description: i.description,
        quantity: i.quantity,
        unit_price_cents: i.cents,
      })),
    )
    .execute();
  await addPurchaseEvent(db, {
    company_id: auth.companyId,
    purchase_request_id: id,
    actor_staff_id: auth.staffId,
    action: 'submitted',
  });
  return purchaseDetail(db, auth, id);
}

/** Moves the request from one state to the next, guarded by the state so a race has one winner. */
async function transition(
  db: Database,
  auth: AuthContext,
  id: number,
  from: 'pending' | 'approved',
  to: 'approved' | 'rejected' | 'paid' | 'cancelled',
  conflict: string,
  extra: { payment_reference?: string } = {},
): Promise<void> {
  const updated = await db
    .updateTable('purchase_requests')
    .set({ status: to, ...extra })
    .where('company_id', '=', auth.companyId)
    .where('id', '=', id)
    .where('status', '=', from)
    .returning('id')
    .executeTakeFirst();
  if (!updated) throw new ConflictError(conflict);
}

export async function decidePurchase(
  db: Database,
  auth: AuthContext,
  id: number,
  d: Decision,
): Promise<PurchaseRequestDetail> {
  const row = await visible(db, auth, id);
  if (!isApprover(auth)) throw new ForbiddenError();
  if (row.requester_staff_id === auth.staffId) throw new ForbiddenError(PURCHASE_MESSAGES.ownRequest);
  const to = d.action === 'approve' ? 'approved' : 'rejected';
  await transition(db, auth, id, 'pending', to, PURCHASE_MESSAGES.notPending);
  await addPurchaseEvent(db, {
    company_id: auth.companyId,
    purchase_request_id: id,
    actor_staff_id: auth.staffId,
    action: to,
    note: d.note,
  });
  return purchaseDetail(db, auth, id);
}

export async function payPurchase(
  db: Database,
  auth: AuthContext,
  id: number,
  p: Payment,
): Promise<PurchaseRequestDetail> {
  await visible(db, auth, id);
  if (!isPayer(auth)) throw new ForbiddenError();
  await transition(db, auth, id, 'approved', 'paid', PURCHASE_MESSAGES.notApproved, {
    payment_reference: p.payment_reference,
  });
  const note = [p.payment_reference, p.note].filter(Boolean).join(' — ');
  await addPurchaseEvent(db, {
    company_id: auth.companyId,
    purchase_request_id: id,
    actor_staff_id: auth.staffId,
    action: 'paid',
    note,
  });
  return purchaseDetail(db, auth, id);
}

export async function cancelPurchase(db: Database, auth: AuthContext, id: number): Promise<PurchaseRequestDetail> {
  const row = await visible(db, auth, id);
  if (row.requester_staff_id !== auth.staffId) throw new ForbiddenError(PURCHASE_MESSAGES.notRequester);
  await transition(db, auth, id, 'pending', 'cancelled', PURCHASE_MESSAGES.notPending);
  await addPurchaseEvent(db, {
    company_id: auth.companyId,
    purchase_request_id: id,
    actor_staff_id: auth.staffId,
    action: 'cancelled',
  });
  return purchaseDetail(db, auth, id);
}

/** The requester, an approver or a payer may attach quotes and receipts until the request is closed. */
export async function attachFile(
  db: Database,
  auth: AuthContext,
  id: number,
  input: { file: Buffer; file_name: string },
  storage: { storageDir: string; reply: FastifyReply } & QuotaDeps,
): Promise<PurchaseRequestDetail> {
  const row = await visible(db, auth, id);
  if (row.status === 'rejected' || row.status === 'cancelled') throw new ConflictError(PURCHASE_MESSAGES.closed);
  if (input.file.length === 0) throw ValidationError.field('file', PURCHASE_MESSAGES.attachmentMissing);
  if (input.file.length > PURCHASE_ATTACHMENT_MAX_BYTES)
    throw ValidationError.field('file', PURCHASE_MESSAGES.attachmentType);
  const contentType = sniffAttachment(input.file);
  if (!contentType) throw ValidationError.field('file', PURCHASE_MESSAGES.attachmentType);
  const storageName = newAttachmentName();
  // Charged before the write, so an attachment over the quota leaves nothing on disk.
  await chargeStorage(db, storage, auth.companyId, {
    store: ATTACHMENT_STORE,
    name: storageName,
    bytes: input.file.length,
  }).catch((err: unknown) => {
    throw err instanceof StorageQuotaError ? err.asFieldError('file') : err;
  });
  await saveAttachment(storage.storageDir, storage.reply, auth.companyId, storageName, input.file);
  const fileName = input.file_name.trim().slice(0, 200) || 'attachment';
  await db
    .insertInto('purchase_request_attachments')
    .values({
      company_id: auth.companyId,
      purchase_request_id: id,
      file_name: fileName,
      content_type: contentType,
      size: input.file.length,
      storage_name: storageName,
      uploaded_by_staff_id: auth.staffId,
    })
    .execute();
  await addPurchaseEvent(db, {
    company_id: auth.companyId,
    purchase_request_id: id,
    actor_staff_id: auth.staffId,
    action: 'attachment_added',
    note: fileName,
  });
  return purchaseDetail(db, auth, id);
}

/** An attachment of a request the caller may see: its row (for the file) or 404. */
export async function findAttachment(db: Database, auth: AuthContext, attachmentId: number) {
  const row = await db
    .selectFrom('purchase_request_attachments')
    .selectAll()
    .where('company_id', '=', auth.companyId)
    .where('id', '=', attachmentId)
    .executeTakeFirst();
  if (!row) throw new NotFoundError();
  await visible(db, auth, row.purchase_request_id);
  return row;
}
