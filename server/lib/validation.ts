// What the server accepts as input before any route schema looks at it, and how refusals read:
// zod issues → the 400 body of the specs, `{field: [messages]}`, root issues under non_field_errors.
import type { z } from 'zod';
import { NON_FIELD_ERRORS, type FieldErrors } from '../../contract/errors';

/** The field name of a path into the input, as zodToFieldErrors names it. */
const fieldName = (path: ReadonlyArray<PropertyKey>) =>
  path.length > 0 ? path.map(String).join('.') : NON_FIELD_ERRORS;

/**
 * An empty 400 body. Without a prototype: a field is named by the request, and a field called
 * `constructor` or `__proto__` must be a key like any other, not Object.prototype's.
 */
export const newFieldErrors = (): FieldErrors => Object.create(null) as FieldErrors;

/** Adds `message` under `field`, once. */
export function addFieldError(fields: FieldErrors, field: string, message: string): void {
  const messages = (fields[field] ??= []);
  if (!messages.includes(message)) messages.push(message);
}

export function zodToFieldErrors(error: z.ZodError): FieldErrors {
  const fields = newFieldErrors();
  for (const issue of error.issues) {
    const message =
      issue.code === 'invalid_type' && issue.input === undefined ? 'This field is required' : issue.message;
    addFieldError(fields, fieldName(issue.path), message);
  }
  return fields;
}

export const NUL_NOT_ALLOWED = 'Null characters are not allowed.';
export const SURROGATE_NOT_ALLOWED = 'Surrogate characters without their pair are not allowed.';
export const NESTED_TOO_DEEPLY = 'The value is nested too deeply.';

/** Deeper than any form or import sends; deeper input only serves to exhaust recursive code. */
export const MAX_INPUT_DEPTH = 32;

/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function stringProblem(value: string): string | null {
  if (value.includes('\u0000')) return NUL_NOT_ALLOWED;
  if (LONE_SURROGATE.test(value)) return SURROGATE_NOT_ALLOWED;
  return null;
}

/**
 * Strings no route can store, anywhere in a request's params, query or body (keys included): NUL,
 * which PostgreSQL refuses in text, and lone UTF-16 surrogates, which no UTF-8 column or JSON value
 * can hold. Left to the database they fail as a 500; here they answer 400 naming the field. Also
 * refuses input nested deeper than MAX_INPUT_DEPTH. `path` prefixes the fields named (a parameter
 * or query key is a field of its own). Walks without recursion, so no input can exhaust the stack.
 */
export function unstorableInput(value: unknown, path: ReadonlyArray<PropertyKey> = []): FieldErrors | null {
  const fields = newFieldErrors();
  let found = false;
  const report = (at: ReadonlyArray<PropertyKey>, message: string) => {
    found = true;
    addFieldError(fields, fieldName(at), message);
  };
  const stack: Array<{ value: unknown; path: ReadonlyArray<PropertyKey> }> = [{ value, path }];
  while (stack.length > 0) {
    const item = stack.pop()!;
    if (typeof item.value === 'string') {
      const problem = stringProblem(item.value);
      if (problem) report(item.path, problem);
      continue;
    }
    // Uploaded files (multipart parts) are bytes, not text.
    if (item.value === null || typeof item.value !== 'object' || ArrayBuffer.isView(item.value)) continue;
    if (item.path.length - path.length >= MAX_INPUT_DEPTH) {
      report(item.path, NESTED_TOO_DEEPLY);
      continue;
    }
    for (const [key, child] of Object.entries(item.value)) {
      const at = [...item.path, Array.isArray(item.value) ? Number(key) : key];
      const keyProblem = stringProblem(key);
      // A bad key is named by the path of its object: the key itself may not print.
      if (keyProblem) report(item.path, keyProblem);
      else stack.push({ value: child, path: at });
    }
  }
  return found ? fields : null;
}
