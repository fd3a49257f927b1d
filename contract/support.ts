// The support panel's message form (ARCHITECTURE "Integrations": the chat helper's built-in
// default): a message to the company's admins, stored as an e-mail to each (System Emails), sent by
// SMTP when configured.
import { z } from 'zod';

export const SUPPORT_MESSAGE_MAX = 5_000;
export const SUPPORT_REASONS = ['crash', 'rage-click', 'server-error', 'manual'] as const;
export const SUPPORT_MESSAGE_SENT = 'Your message was sent to your company administrators.';

export const supportMessageRequestSchema = z.object({
  message: z.string().trim().min(1, 'This field is required').max(SUPPORT_MESSAGE_MAX),
  reason: z.enum(SUPPORT_REASONS).default('manual'),
  page_url: z.string().max(2_000).optional(),
});
export type SupportMessageRequest = z.input<typeof supportMessageRequestSchema>;
