// Stable error codes shared by server and client. The server answers 401/403/404/409/413/422/429/5xx
// with `{detail, code}`; 400 answers are `{field: [messages]}` (no code, per the specs' catalogue).
// The codes and the 400 shape live in error-codes.ts (no zod, for the PWA); the schemas are here.
import { z } from 'zod';
import { ERROR_CODES, type FieldErrors } from './error-codes';

export * from './error-codes';

export const errorBodySchema = z.object({ detail: z.string(), code: z.enum(ERROR_CODES) });
export type ErrorBody = z.infer<typeof errorBodySchema>;

export const fieldErrorsSchema = z.record(z.string(), z.array(z.string())) satisfies z.ZodType<FieldErrors>;
