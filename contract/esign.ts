// The e-signature integration behind /humesign/ (spec shell §2.2; ours: the spec shows no calls).
// 1. GET company/api/esign/ → whether this server has a provider, and what an admin sets if not.
// 2. Admin: GET company/api/esign/choices/?search= → employees to send to and the company's PDFs.
// 3. Admin: POST company/api/esign/requests/ (multipart: signer, company_file | file, message,
//    title) + Idempotency-Key → 201 the request, status "sent", created at the provider.
// 4. GET company/api/esign/requests/?status=&mine=true → admins: the company's requests (their own
//    with mine=true); others: their own, with
//    the provider's signing_url while the document waits for their signature.
// 5. Admin: POST company/api/esign/requests/{id}/cancel/; admin or signer:
//    GET company/api/esign/requests/{id}/signed/ → the signed PDF.
// 6. The provider: POST company/api/esign/webhook/ {event, request_id} signed with
//    Esign-Signature (HMAC-SHA256 of "{t}.{body}", ESIGN_WEBHOOK_SECRET).
import { z } from 'zod';
import { ESIGN_MESSAGE_MAX, ESIGN_SETTINGS, ESIGN_STATUSES, ESIGN_TITLE_MAX } from './esign-constants';
export * from './esign-constants';

export const esignStatusSchema = z.object({
  configured: z.boolean(),
  /** The server settings that turn the provider on (what an admin is told to set). */
  settings: z.array(z.enum(ESIGN_SETTINGS)),
});
export type ESignServerStatus = z.infer<typeof esignStatusSchema>;

export const esignChoicesSchema = z.object({
  staff: z.array(z.object({ id: z.number(), name: z.string(), email: z.string() })),
  files: z.array(z.object({ id: z.number(), title: z.string(), file_name: z.string() })),
});
export type ESignChoices = z.infer<typeof esignChoicesSchema>;

export const esignRequestSchema = z.object({
  id: z.number(),
  title: z.string(),
  file_name: z.string(),
  message: z.string(),
  status: z.enum(ESIGN_STATUSES),
  signer: z.object({ id: z.number(), name: z.string(), email: z.string() }),
  sent_by: z.string().nullable(),
  created_at: z.string(),
  signed_at: z.string().nullable(),
  declined_at: z.string().nullable(),
  cancelled_at: z.string().nullable(),
  /** The provider's page to sign at: only for the signer, only while the status is "sent". */
  signing_url: z.string().nullable(),
  /** Where the signed PDF is downloaded, once signed. */
  signed_document_url: z.string().nullable(),
});
export type ESignRequest = z.infer<typeof esignRequestSchema>;

const positive = z.coerce.number().int().positive();
const optionalId = z.union([positive, z.literal('').transform(() => undefined)]).optional();

/** POST requests/ (multipart or JSON): one document, a company file or an uploaded PDF. */
export const esignCreateSchema = z.object({
  signer: positive,
  company_file: optionalId,
  file: z.instanceof(Uint8Array).optional(),
  file_name: z.string().max(500).default(''),
  title: z.string().trim().max(ESIGN_TITLE_MAX).default(''),
  message: z.string().trim().max(ESIGN_MESSAGE_MAX).default(''),
});
export type ESignCreateInput = z.infer<typeof esignCreateSchema>;

export const esignListQuerySchema = z.object({
  status: z.enum(ESIGN_STATUSES).optional(),
  /** true: only the caller's own (what an admin is asked to sign, too). */
  mine: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(500).default(50),
});

export const esignWebhookEventSchema = z.object({
  event: z.enum(['signed', 'declined']),
  request_id: z.string().min(1),
  occurred_at: z.iso.datetime({ offset: true }).optional(),
});
