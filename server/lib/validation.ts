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

export const FIELD_REQUIRED = 'This field is required';
export const FIELD_NOT_NULL = 'This field may not be null.';

/** What a value of the wrong type is told, by the type the schema expected (Django REST Framework's words). */
const WRONG_TYPE: Readonly<Record<string, string>> = {
  string: 'Not a valid string.',
  number: 'A valid number is required.',
  int: 'A valid integer is required.',
  bigint: 'A valid integer is required.',
  boolean: 'Must be a valid boolean.',
  date: 'A valid date is required.',
  array: 'Expected a list of items.',
  object: 'Expected an object with named fields.',
  record: 'Expected an object with named fields.',
};

/** The value at `path` in `input`, or undefined when any step of it is missing. */
function valueAt(input: unknown, path: ReadonlyArray<PropertyKey>): unknown {
  let value = input;
  for (const key of path) {
    if (value === null || typeof value !== 'object' || !Object.hasOwn(value, key)) return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

/**
 * The 400 body for a failed parse of `input`. A type error is worded by what was there: nothing
 * (required), null, or a value of another type. zod 4 does not put the input in its issues unless
 * asked, so the value is looked up in `input` by the issue's path.
 */
export function zodToFieldErrors(error: z.ZodError, input: unknown): FieldErrors {
  const fields = newFieldErrors();
  for (const issue of error.issues) {
    let message = issue.message;
    if (issue.code === 'invalid_type') {
      const value = valueAt(input, issue.path);
      if (value === undefined) message = FIELD_REQUIRED;
      else if (value === null) message = FIELD_NOT_NULL;
      else message = WRONG_TYPE[issue.expected] ?? issue.message;
    }
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
