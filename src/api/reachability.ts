// Whether the API server answers at all, for "Try again" on screens that need a connection (signing
// in): any HTTP answer, even a refusal, means the network is back; only a transport failure (no
// connection, nothing answering, no answer in time) means it is not.
import { API_PATHS } from '../../contract/paths';
import { api } from './client';
import { NetworkError } from './errors';

/** Short: the user is waiting on the button. */
const PROBE_TIMEOUT_MS = 8_000;

export async function serverAnswers(): Promise<boolean> {
  try {
    // Unauthenticated, so it never triggers a token refresh: a signed-out device gets its 401.
    await api(API_PATHS.me, { auth: false, timeoutMs: PROBE_TIMEOUT_MS });
    return true;
  } catch (error) {
    return !(error instanceof NetworkError);
  }
}
