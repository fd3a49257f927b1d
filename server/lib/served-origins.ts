// The addresses this service is reached at: PUBLIC_URL and the REFERRAL_HOSTS an operator lists
// (white-label hosts on the same deployment). A company's referral_url must be one of them, and
// only to them does a cross-host sign-in token go (spec shell §4): a token sent anywhere else would
// hand an outsider a way to sign in as the user.
import type { AppConfig } from './deps';

export function servedOrigins(config: AppConfig): string[] {
  return [new URL(config.publicUrl).origin, ...(config.referralOrigins ?? [])];
}

/** The origin of `url` when it is one this service is reached at, else null. */
export function servedOriginOf(config: AppConfig, url: string): string | null {
  let origin: string;
  try {
    origin = new URL(url).origin;
  } catch {
    return null;
  }
  return servedOrigins(config).includes(origin) ? origin : null;
}
