// zod issues → the 400 body of the specs: `{field: [messages]}`, root issues under non_field_errors.
import type { z } from 'zod';
import { NON_FIELD_ERRORS, type FieldErrors } from '../../contract/errors';

export function zodToFieldErrors(error: z.ZodError): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? issue.path.join('.') : NON_FIELD_ERRORS;
    const message =
      issue.code === 'invalid_type' && issue.input === undefined ? 'This field is required' : issue.message;
    (fields[field] ??= []).push(message);
  }
  return fields;
}
