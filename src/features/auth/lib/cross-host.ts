// The link of a cross-host referral account (spec shell §4): the leaving host sends the browser to
// the referral host's sign-in with autoLogin, token, timestamp and redirect; the arriving host reads
// them back and follows `redirect` only when it is a path on its own origin (never another site, or
// a sign-in link would be an open redirect).

/** The referral host's origin when it is not this page's, else null (stay here). */
export function originToLeaveFor(referralUrl: string | null | undefined, here: string = window.location.origin) {
  if (!referralUrl) return null;
  try {
    const origin = new URL(referralUrl).origin;
    return origin !== 'null' && origin !== new URL(here).origin ? origin : null;
  } catch {
    return null;
  }
}

export function crossHostSignInUrl(origin: string, link: { token: string; timestamp: number; redirect: string }) {
  const url = new URL('/auth/signin', origin);
  url.searchParams.set('autoLogin', 'true');
  url.searchParams.set('token', link.token);
  url.searchParams.set('timestamp', String(link.timestamp));
  url.searchParams.set('redirect', link.redirect);
  return url.toString();
}

/** `redirect` when it is a same-origin relative path ("/x", not "//host", "/\\host" or "https:"). */
export function safeRedirect(redirect: string | null, here: string = window.location.origin): string | null {
  if (!redirect || !redirect.startsWith('/') || redirect.startsWith('//') || redirect.includes('\\')) return null;
  try {
    const resolved = new URL(redirect, here);
    return resolved.origin === new URL(here).origin ? resolved.pathname + resolved.search + resolved.hash : null;
  } catch {
    return null;
  }
}

export interface AutoLoginLink {
  token: string;
  timestamp: string;
  redirect: string | null;
}

/** The sign-in page's autoLogin parameters, when the link carries them all. */
export function readAutoLoginLink(search: URLSearchParams): AutoLoginLink | null {
  const flag = search.get('autoLogin');
  const token = search.get('token');
  const timestamp = search.get('timestamp');
  if (!(flag === 'true' || flag === '1') || !token || !timestamp) return null;
  return { token, timestamp, redirect: search.get('redirect') };
}
