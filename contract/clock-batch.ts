// The size of a punch batch, free of zod: the service worker's replay sends batches too and must
// not carry the attendance schemas in its bundle.
/**
 * Most punches in one `inout/api/clock/bulk/` request, and what the sync engine sends at once: a
 * batch that times out on a slow network is resent whole, so it stays small; 100 punches (weeks
 * offline for one person) still go in one.
 */
export const CLOCK_BATCH_MAX = 100;
