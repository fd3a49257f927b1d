// The support panel's message form (ARCHITECTURE "Integrations": the chat helper's built-in
// default): a message to the product's support address (SUPPORT_EMAIL on the server), stored as an
// e-mail (the sender's company sees it under System Emails), sent by SMTP when configured. Without a
// support address the panel says so and offers the help centre instead (issue 21).
import { z } from 'zod';

export const SUPPORT_MESSAGE_MAX = 5_000;
export const SUPPORT_REASONS = ['crash', 'rage-click', 'server-error', 'manual'] as const;
export const SUPPORT_MESSAGE_SENT = 'Your message was sent to our support team. We will reply by e-mail.';
export const SUPPORT_NOT_CONFIGURED =
  'No support address is set up on this server, so messages cannot be sent from here. Please use the help centre.';

export const supportMessageRequestSchema = z.object({
  message: z.string().trim().min(1, 'This field is required').max(SUPPORT_MESSAGE_MAX),
  reason: z.enum(SUPPORT_REASONS).default('manual'),
  page_url: z.string().max(2_000).optional(),
});
export type SupportMessageRequest = z.input<typeof supportMessageRequestSchema>;

/** GET account/api/support/: where the panel's messages go; null when no address is configured. */
export const supportSettingsSchema = z.object({ support_email: z.string().nullable() });
export type SupportSettings = z.infer<typeof supportSettingsSchema>;
