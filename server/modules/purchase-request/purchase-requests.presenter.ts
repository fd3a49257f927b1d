// Purchase-request rows → the contract's PurchaseRequest and PurchaseRequestDetail, with what the
// caller may do now.
import { API_PATHS } from '../../../contract/paths';
import type { PurchaseRequest, PurchaseRequestDetail } from '../../../contract/purchase-requests';
import type { StaffRef } from '../../../contract/requests';
import type { Database } from '../../db/database';
import type { AuthContext } from '../../lib/route';
import { refOf, staffRefs } from '../request/staff-refs';
import { fromCents } from './money';
import { isApprover, isPayer } from './permissions';
import { purchaseChildren, type PurchaseRow } from './purchase-requests.repository';

const option = (id: number | null, name: string | null) => (id === null ? null : { id, name: name ?? '' });

function presentWith(refs: Map<number, StaffRef>, auth: AuthContext, row: PurchaseRow): PurchaseRequest {
  const own = row.requester_staff_id === auth.staffId;
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    vendor: row.vendor,
    purchase_method: option(row.purchase_method_id, row.purchase_method_name),
    purchase_type: option(row.purchase_type_id, row.purchase_type_name),
    set_aside: option(row.set_aside_id, row.set_aside_name),
    currency: row.currency,
    total_amount: fromCents(row.total_cents),
    needed_by: row.needed_by,
    status: row.status,
    requester: refOf(refs, row.requester_staff_id),
    payment_reference: row.payment_reference,
    created_at: row.created_at.toISOString(),
    can_approve: row.status === 'pending' && !own && isApprover(auth),
    can_pay: row.status === 'approved' && isPayer(auth),
    can_cancel: row.status === 'pending' && own,
  };
}

export async function presentPurchases(
  db: Database,
  auth: AuthContext,
  rows: PurchaseRow[],
): Promise<PurchaseRequest[]> {
  const refs = await staffRefs(
    db,
    auth.companyId,
    rows.map((r) => r.requester_staff_id),
  );
  return rows.map((row) => presentWith(refs, auth, row));
}

export async function presentPurchaseDetail(
  db: Database,
  auth: AuthContext,
  row: PurchaseRow,
): Promise<PurchaseRequestDetail> {
  const { items, attachments, events } = await purchaseChildren(db, auth.companyId, row.id);
  const refs = await staffRefs(db, auth.companyId, [
    row.requester_staff_id,
    ...attachments.map((a) => a.uploaded_by_staff_id),
    ...events.map((e) => e.actor_staff_id),
  ]);
  return {
    ...presentWith(refs, auth, row),
    items: items.map((i) => ({
      description: i.description,
      quantity: i.quantity,
      unit_price: fromCents(i.unit_price_cents),
      amount: fromCents(i.quantity * i.unit_price_cents),
    })),
    attachments: attachments.map((a) => ({
      id: a.id,
      file_name: a.file_name,
      content_type: a.content_type,
      size: a.size,
      url: API_PATHS.purchaseAttachmentFile(a.id),
      uploaded_by: refOf(refs, a.uploaded_by_staff_id),
      created_at: a.created_at.toISOString(),
    })),
    history: events.map((e) => ({
      id: e.id,
      action: e.action,
      actor: refOf(refs, e.actor_staff_id),
      note: e.note,
      created_at: e.created_at.toISOString(),
    })),
  };
}
