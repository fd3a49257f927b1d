// The e-signature integration's messages and limits (contract/esign.ts), without zod for the PWA.

/** The server settings a hosted e-signature provider needs, all together (README). */
export const ESIGN_SETTINGS = ['ESIGN_API_URL', 'ESIGN_API_KEY', 'ESIGN_WEBHOOK_SECRET'] as const;

export const ESIGN_STATUSES = ['sent', 'signed', 'declined', 'cancelled'] as const;
export type ESignStatus = (typeof ESIGN_STATUSES)[number];

export const ESIGN_NOT_CONFIGURED =
  'E-signature is not configured on this server. Set ESIGN_API_URL, ESIGN_API_KEY and ESIGN_WEBHOOK_SECRET to send documents.';
/** Largest PDF sent for signature, in bytes (a company file's limit too). */
export const ESIGN_MAX_BYTES = 10 * 1024 * 1024;
export const ESIGN_MESSAGE_MAX = 2000;
export const ESIGN_TITLE_MAX = 200;

export const ESIGN_DOCUMENT_MISSING = 'Choose a company file or upload a PDF.';
export const ESIGN_DOCUMENT_BOTH = 'Choose a company file or upload a PDF, not both.';
export const ESIGN_NOT_PDF = 'Only PDF documents can be sent for signature.';
export const ESIGN_TOO_LARGE = 'The document must be at most 10 MB.';
export const ESIGN_SIGNER_UNKNOWN = 'Choose an active employee of this company.';
export const ESIGN_NOT_CANCELLABLE = 'Only a document waiting for its signature can be cancelled.';
export const ESIGN_NOT_SIGNED = 'This document has not been signed yet.';
export const ESIGN_REQUEST_UNKNOWN = 'No signature request has this id.';
export const ESIGN_SIGNATURE_INVALID = 'The webhook signature is not valid.';
export const esignProviderFailed = (reason: string) => `The e-signature service refused the request (${reason}).`;

/** How old a webhook's timestamp may be, in seconds (stale ones are refused as replays). */
export const ESIGN_WEBHOOK_TOLERANCE_SECONDS = 300;
/** The header the provider signs its webhooks with: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`. */
export const ESIGN_SIGNATURE_HEADER = 'esign-signature';
