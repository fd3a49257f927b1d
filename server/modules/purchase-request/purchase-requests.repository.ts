// Queries behind purchase requests: one or a page of them with their list entries' names, and a
// request's items, attachments and history. Every query is scoped to the caller's company.
import type { z } from 'zod';
import type { purchaseRequestListQuerySchema } from '../../../contract/purchase-requests';
import type { Database } from '../../db/database';
import { ForbiddenError } from '../../lib/errors';
import { pageWindow } from '../../lib/pagination';
import type { AuthContext } from '../../lib/route';
import { isApprover, isPayer, seesAll } from './permissions';

export type PurchaseListParams = z.infer<typeof purchaseRequestListQuerySchema>;

export function purchaseQuery(db: Database, companyId: number) {
  return db
    .selectFrom('purchase_requests as p')
    .leftJoin('purchase_options as m', 'm.id', 'p.purchase_method_id')
    .leftJoin('purchase_options as ty', 'ty.id', 'p.purchase_type_id')
    .leftJoin('purchase_options as s', 's.id', 'p.set_aside_id')
    .selectAll('p')
    .select(['m.name as purchase_method_name', 'ty.name as purchase_type_name', 's.name as set_aside_name'])
    .where('p.company_id', '=', companyId);
}
export type PurchaseRow = Awaited<ReturnType<ReturnType<typeof purchaseQuery>['executeTakeFirstOrThrow']>>;

export function findPurchase(db: Database, companyId: number, id: number): Promise<PurchaseRow | undefined> {
  return purchaseQuery(db, companyId).where('p.id', '=', id).executeTakeFirst();
}

/** The views: all (own for plain staff), mine, to_approve (approvers), to_pay (payers). */
function filtered(db: Database, auth: AuthContext, query: PurchaseListParams) {
  let q = purchaseQuery(db, auth.companyId);
  if (query.view === 'mine' || (query.view === 'all' && !seesAll(auth))) {
    q = q.where('p.requester_staff_id', '=', auth.staffId);
  } else if (query.view === 'to_approve') {
    if (!isApprover(auth)) throw new ForbiddenError();
    q = q.where('p.status', '=', 'pending').where('p.requester_staff_id', '!=', auth.staffId);
  } else if (query.view === 'to_pay') {
    if (!isPayer(auth)) throw new ForbiddenError();
    q = q.where('p.status', '=', 'approved');
  }
  if (query.status) q = q.where('p.status', '=', query.status);
  if (query.purchase_type) q = q.where('p.purchase_type_id', '=', query.purchase_type);
  if (query.search) {
    const like = `%${query.search.replace(/[\\%_]/g, '\\$&')}%`;
    q = q.where((eb) => eb.or([eb('p.title', 'ilike', like), eb('p.vendor', 'ilike', like)]));
  }
  return q;
}

export async function purchasePage(
  db: Database,
  auth: AuthContext,
  query: PurchaseListParams,
): Promise<{ count: number; rows: PurchaseRow[] }> {
  const { limit, offset } = pageWindow(query);
  const base = filtered(db, auth, query);
  const [rows, total] = await Promise.all([
    base.orderBy('p.id', 'desc').limit(limit).offset(offset).execute(),
    base
      .clearSelect()
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow(),
  ]);
  return { count: Number(total.count), rows };
}

export async function purchaseChildren(db: Database, companyId: number, id: number) {
  const [items, attachments, events] = await Promise.all([
    db
      .selectFrom('purchase_request_items')
      .selectAll()
      .where('company_id', '=', companyId)
      .where('purchase_request_id', '=', id)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('purchase_request_attachments')
      .selectAll()
      .where('company_id', '=', companyId)
      .where('purchase_request_id', '=', id)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('purchase_request_events')
      .selectAll()
      .where('company_id', '=', companyId)
      .where('purchase_request_id', '=', id)
      .orderBy('id')
      .execute(),
  ]);
  return { items, attachments, events };
}

export async function addPurchaseEvent(
  db: Database,
  event: {
    company_id: number;
    purchase_request_id: number;
    actor_staff_id: number;
    action: 'submitted' | 'approved' | 'rejected' | 'paid' | 'cancelled' | 'attachment_added';
    note?: string;
  },
): Promise<void> {
  await db.insertInto('purchase_request_events').values(event).execute();
}
