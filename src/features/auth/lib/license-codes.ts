// The app-deal registration's licence codes field (spec shell §2.1 /auth/app-sumo-register). Apart
// from validation.ts: the sign-in page loads that module and needs none of this.
import { LICENSE_CODE_PATTERN, LICENSE_CODES_MAX } from '../../../../contract/subscription-constants';
import type { ValidationKey } from './validation';

/** Licence codes as typed: one per line, or separated by commas or spaces. */
export function splitCodes(value: string): string[] {
  return value.split(/[\s,]+/).filter(Boolean);
}

/** At least one licence code, at most ten, each of the marketplace's shape. */
export function licenseCodes(value: string): ValidationKey | null {
  const codes = splitCodes(value);
  if (codes.length === 0) return 'auth.validation.required';
  const valid = codes.length <= LICENSE_CODES_MAX && codes.every((code) => LICENSE_CODE_PATTERN.test(code));
  return valid ? null : 'auth.validation.licenseCodes';
}
