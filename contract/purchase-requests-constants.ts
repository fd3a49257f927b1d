// The purchase-request calls' fixed values without their schemas: states, the lists a request is
// filed under, limits and messages. No zod, so the PWA uses the same values as the server without
// loading it; purchase-requests.ts re-exports everything here next to its schemas.
//
// The spec shows that the lists exist (purchase-method/, purchase-type/, set-aside/) and that
// approvers (user_is_pr_approver) and payers (user_is_pr_payer) exist, not what they allow. Here:
// approvers approve or reject a pending request, payers record the payment of an approved one.

/** pending → approved → paid, or pending → rejected / cancelled (by its requester). */
export const PURCHASE_REQUEST_STATUSES = ['pending', 'approved', 'rejected', 'paid', 'cancelled'] as const;
export type PurchaseRequestStatus = (typeof PURCHASE_REQUEST_STATUSES)[number];

/** Every step of a purchase request's history. */
export const PURCHASE_REQUEST_EVENT_ACTIONS = [
  'submitted',
  'approved',
  'rejected',
  'paid',
  'cancelled',
  'attachment_added',
] as const;
export type PurchaseRequestEventAction = (typeof PURCHASE_REQUEST_EVENT_ACTIONS)[number];

/** The three lists a purchase request is filed under (spec people §3, §7). */
export const PURCHASE_OPTION_KINDS = ['purchase_method', 'purchase_type', 'set_aside'] as const;
export type PurchaseOptionKind = (typeof PURCHASE_OPTION_KINDS)[number];

export const PURCHASE_TITLE_MAX = 200;
export const PURCHASE_TEXT_MAX = 5000;
export const PURCHASE_ITEMS_MAX = 50;
/** Amounts are decimal strings with at most two decimals, e.g. "1249.90". */
export const PURCHASE_AMOUNT_PATTERN = /^\d{1,10}(\.\d{1,2})?$/;
export const PURCHASE_ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;
/** PDFs and photos of quotes and receipts; the server checks the file's bytes, not its name. */
export const PURCHASE_ATTACHMENT_TYPES = ['application/pdf', 'image/png', 'image/jpeg', 'image/webp'] as const;

export const PURCHASE_MESSAGES = {
  required: 'This field is required',
  amount: 'Enter an amount with at most two decimals.',
  currency: 'Unknown currency.',
  option: 'Choose one of the company’s options.',
  notPending: 'Only a pending purchase request can be decided.',
  notApproved: 'Only an approved purchase request can be paid.',
  ownRequest: 'You cannot approve your own purchase request.',
  notRequester: 'Only the person who made this purchase request can cancel it.',
  attachmentType: 'Attach a PDF, PNG, JPEG or WebP file.',
  attachmentMissing: 'Choose a file to attach.',
  closed: 'Files cannot be added to a closed purchase request.',
} as const;
