// Purchase requests (spec people §2, §3, §7 purchase_requisition/api/): a request to buy, filed
// under the company's purchase method, type and set-aside lists, with line amounts in one of the
// company currencies and attached quotes; approved or rejected by approvers (user_is_pr_approver),
// then paid by payers (user_is_pr_payer), each step kept in its history. Request schemas are checked
// again on the server; the fixed values live in purchase-requests-constants.ts, without zod.
import { z } from 'zod';
import { paginationQuerySchema } from './pagination';
import {
  PURCHASE_AMOUNT_PATTERN,
  PURCHASE_ITEMS_MAX,
  PURCHASE_MESSAGES,
  PURCHASE_OPTION_KINDS,
  PURCHASE_REQUEST_EVENT_ACTIONS,
  PURCHASE_REQUEST_STATUSES,
  PURCHASE_TEXT_MAX,
  PURCHASE_TITLE_MAX,
} from './purchase-requests-constants';
import { staffRefSchema } from './requests';

export * from './purchase-requests-constants';

const id = z.number().int().positive();
const queryId = z.coerce.number().int().positive();
const required = (max: number) => z.string().trim().min(1, PURCHASE_MESSAGES.required).max(max);
const amount = z.string().trim().regex(PURCHASE_AMOUNT_PATTERN, PURCHASE_MESSAGES.amount);

export const purchaseRequestStatusSchema = z.enum(PURCHASE_REQUEST_STATUSES);

/** One entry of purchase-method/, purchase-type/ or set-aside/. */
export const purchaseOptionSchema = z.object({ id: z.number().int(), name: z.string() });
export type PurchaseOption = z.infer<typeof purchaseOptionSchema>;
export const purchaseOptionCreateSchema = z.object({ name: required(100) });
export const purchaseOptionKindSchema = z.enum(PURCHASE_OPTION_KINDS);

export const purchaseItemSchema = z.object({
  description: z.string(),
  quantity: z.number().int(),
  /** Decimal string, e.g. "12.50". */
  unit_price: z.string(),
  /** quantity × unit_price, a decimal string. */
  amount: z.string(),
});
export type PurchaseItem = z.infer<typeof purchaseItemSchema>;

export const purchaseAttachmentSchema = z.object({
  id: z.number().int(),
  file_name: z.string(),
  content_type: z.string(),
  size: z.number().int(),
  /** API path to download it (with the bearer token). */
  url: z.string(),
  uploaded_by: staffRefSchema,
  created_at: z.string(),
});
export type PurchaseAttachment = z.infer<typeof purchaseAttachmentSchema>;

export const purchaseEventSchema = z.object({
  id: z.number().int(),
  action: z.enum(PURCHASE_REQUEST_EVENT_ACTIONS),
  actor: staffRefSchema,
  note: z.string(),
  created_at: z.string(),
});
export type PurchaseEvent = z.infer<typeof purchaseEventSchema>;

const optionRef = purchaseOptionSchema.nullable();

export const purchaseRequestSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  vendor: z.string(),
  purchase_method: optionRef,
  purchase_type: optionRef,
  set_aside: optionRef,
  currency: z.string(),
  /** Sum of the items, a decimal string. */
  total_amount: z.string(),
  needed_by: z.string().nullable(),
  status: purchaseRequestStatusSchema,
  requester: staffRefSchema,
  payment_reference: z.string(),
  created_at: z.string(),
  can_approve: z.boolean(),
  can_pay: z.boolean(),
  can_cancel: z.boolean(),
});
export type PurchaseRequest = z.infer<typeof purchaseRequestSchema>;

/** detail/{id}/: with its items, attachments and history (oldest first). */
export const purchaseRequestDetailSchema = purchaseRequestSchema.extend({
  items: z.array(purchaseItemSchema),
  attachments: z.array(purchaseAttachmentSchema),
  history: z.array(purchaseEventSchema),
});
export type PurchaseRequestDetail = z.infer<typeof purchaseRequestDetailSchema>;

export const purchaseRequestListQuerySchema = paginationQuerySchema.extend({
  page_size: z.coerce.number().int().min(1).max(100).default(20),
  /** mine: the caller's own; to_approve: pending ones (approvers); to_pay: approved ones (payers). */
  view: z.enum(['all', 'mine', 'to_approve', 'to_pay']).default('all'),
  status: purchaseRequestStatusSchema.optional(),
  purchase_type: queryId.optional(),
  search: z.string().trim().max(100).optional(),
});
export type PurchaseRequestListParams = z.infer<typeof purchaseRequestListQuerySchema>;
export type PurchaseRequestListQuery = Partial<PurchaseRequestListParams>;

export const purchaseItemInputSchema = z.object({
  description: required(PURCHASE_TITLE_MAX),
  quantity: z.number().int().min(1).max(1_000_000),
  unit_price: amount,
});
export type PurchaseItemInput = z.input<typeof purchaseItemInputSchema>;

export const purchaseRequestCreateSchema = z.object({
  title: required(PURCHASE_TITLE_MAX),
  description: z.string().max(PURCHASE_TEXT_MAX).default(''),
  vendor: z.string().trim().max(PURCHASE_TITLE_MAX).default(''),
  purchase_method: id.nullable().default(null),
  purchase_type: id.nullable().default(null),
  set_aside: id.nullable().default(null),
  currency: z.string().trim().length(3, PURCHASE_MESSAGES.currency),
  needed_by: z.iso.date().nullable().default(null),
  items: z.array(purchaseItemInputSchema).min(1, PURCHASE_MESSAGES.required).max(PURCHASE_ITEMS_MAX),
});
export type PurchaseRequestCreate = z.input<typeof purchaseRequestCreateSchema>;

export const purchaseDecisionSchema = z.object({
  action: z.enum(['approve', 'reject']),
  note: z.string().trim().max(PURCHASE_TEXT_MAX).default(''),
});
export type PurchaseDecision = z.input<typeof purchaseDecisionSchema>;

export const purchasePaymentSchema = z.object({
  payment_reference: z.string().trim().max(PURCHASE_TITLE_MAX).default(''),
  note: z.string().trim().max(PURCHASE_TEXT_MAX).default(''),
});
export type PurchasePayment = z.input<typeof purchasePaymentSchema>;
