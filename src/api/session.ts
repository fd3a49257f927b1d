// The signed-in session kept on the device (spec shell §3 "Session data kept locally"): access token,
// refresh token, logged-in flag and the URL requested before sign-in. localStorage is shared by the
// tabs of one origin, so a token refreshed in one tab is seen by the others through 'storage' events.
import { useSyncExternalStore } from 'react';
import { mirrorSession } from './session-mirror';

export interface StoredSession {
  token: string;
  refresh: string;
  userId: number;
  companyId: number;
}

const KEY = 'groundwork.session';
const LOGGED_IN_KEY = 'groundwork.loggedIn';
const REQUESTED_URL_KEY = 'groundwork.requestedUrl';

const listeners = new Set<() => void>();
let cachedRaw: string | null | undefined;
let cached: StoredSession | null = null;

function read(): StoredSession | null {
  const raw = localStorage.getItem(KEY);
  if (raw === cachedRaw) return cached;
  cachedRaw = raw;
  try {
    cached = raw ? (JSON.parse(raw) as StoredSession) : null;
  } catch {
    cached = null;
  }
  return cached;
}

function emit(): void {
  for (const listener of listeners) listener();
}

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === KEY || event.key === null) emit();
  });
}

export function getSession(): StoredSession | null {
  return read();
}

export function setSession(session: StoredSession): void {
  localStorage.setItem(KEY, JSON.stringify(session));
  localStorage.setItem(LOGGED_IN_KEY, 'true');
  void mirrorSession({ token: session.token, userId: session.userId, companyId: session.companyId });
  emit();
}

/** Replaces the tokens after a refresh, keeping who the session belongs to. */
export function updateTokens(token: string, refresh: string): void {
  const current = read();
  if (!current) return;
  setSession({ ...current, token, refresh });
}

export function clearSession(): void {
  localStorage.removeItem(KEY);
  localStorage.removeItem(LOGGED_IN_KEY);
  void mirrorSession(null);
  emit();
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSession(): StoredSession | null {
  return useSyncExternalStore(subscribeSession, read, () => null);
}

export function rememberRequestedUrl(url: string): void {
  sessionStorage.setItem(REQUESTED_URL_KEY, url);
}

/** The URL to return to after sign-in (spec shell §4), or '/'. Only same-origin paths. */
export function requestedUrl(): string {
  const url = sessionStorage.getItem(REQUESTED_URL_KEY);
  return url && url.startsWith('/') && !url.startsWith('//') ? url : '/';
}

/** Forgets the requested URL once the user has arrived inside the app. */
export function clearRequestedUrl(): void {
  sessionStorage.removeItem(REQUESTED_URL_KEY);
}
