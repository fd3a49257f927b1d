// The PATCH company/api/detail-update/{id}/ body as the server receives it. The client sends JSON or
// multipart/form-data; @fastify/multipart (attachFieldsToBody: 'keyValues') hands form fields over as
// strings, a repeated field as an array of strings, and files as Buffers. This schema coerces those
// into the contract's JSON shape (companyUpdateRequestSchema) so both encodings are checked alike.
import { z } from 'zod';
import { COMPANY_LOGO_NOT_A_FILE, companyUpdateRequestSchema } from '../../../contract/company';

const shape = companyUpdateRequestSchema.shape;

function splitListText(text: string): unknown[] {
  const trimmed = text.trim();
  if (trimmed === '') return [];
  if (trimmed.startsWith('[')) {
    try {
      const parsed: unknown = JSON.parse(trimmed);
      return Array.isArray(parsed) ? parsed : [text];
    } catch {
      return [text];
    }
  }
  return trimmed.split(',').map((part) => {
    const item = part.trim();
    return /^-?\d{1,15}$/.test(item) ? Number(item) : item;
  });
}

/**
 * A list field: a JSON array, a repeated form field (`active_app=1&active_app=3`), a single form value
 * (`active_app=1`, which arrives as a plain string), a JSON text (`"[1,3]"`) or a comma list (`"1,3"`).
 * An empty value is an empty list, so "turn everything off" reaches the at-least-one check.
 */
export function coerceList(value: unknown): unknown {
  if (Array.isArray(value)) return value.flatMap((item) => (typeof item === 'string' ? splitListText(item) : [item]));
  if (typeof value === 'string') return splitListText(value);
  if (typeof value === 'number') return [value];
  return value;
}

const TRUE = new Set(['true', '1', 'on', 'yes']);
const FALSE = new Set(['false', '0', 'off', 'no', '']);

export function coerceBoolean(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const text = value.trim().toLowerCase();
  return TRUE.has(text) ? true : FALSE.has(text) ? false : value;
}

/** A form sends "null" for a cleared text field as often as it sends nothing at all. */
const nullableText = (value: unknown) => (value === 'null' ? null : value);

/**
 * company_logo: a file (Buffer) uploads a new logo; an empty string or null removes it; any other
 * string is accepted only when it is the current logo's URL (a client echoing the company back).
 */
export const logoFieldSchema = z.union([z.instanceof(Buffer), z.string(), z.null()], {
  error: COMPANY_LOGO_NOT_A_FILE,
});

export const companyUpdateBodySchema = z.object({
  company_name: shape.company_name,
  company_information: z.preprocess(nullableText, shape.company_information.unwrap()).optional(),
  company_weekend_info: z.preprocess(coerceList, shape.company_weekend_info.unwrap()).optional(),
  language_code: shape.language_code,
  subscribe_to_beta: z.preprocess(coerceBoolean, shape.subscribe_to_beta.unwrap()).optional(),
  active_app: z.preprocess(coerceList, shape.active_app.unwrap()).optional(),
  company_logo: logoFieldSchema.optional(),
  referral_url: z.preprocess((v) => (v === '' ? null : nullableText(v)), shape.referral_url.unwrap()).optional(),
});
export type CompanyUpdateBody = z.infer<typeof companyUpdateBodySchema>;
