// The time-clock kiosk's constants without zod, for the PWA's kiosk screen and the server alike:
// the device credential's header, the PIN's shape, and how a PIN verifier is derived (both sides
// must compute the same bytes: the server when it hands a kiosk its roster, the kiosk offline).

/** The kiosk's device credential travels in this header (never a person's bearer token). */
export const KIOSK_TOKEN_HEADER = 'x-kiosk-token';
/** Marks the credential's kind, so a leaked one is recognisable in logs and secret scanners. */
export const KIOSK_TOKEN_PREFIX = 'gwk_';

export const PIN_MIN_DIGITS = 4;
export const PIN_MAX_DIGITS = 8;
export const PIN_PATTERN = /^\d{4,8}$/;

/**
 * A PIN verifier is two PBKDF2-SHA256 steps (kiosk.verifier.ts on the server, pin-verifier.ts on
 * the device): the PIN with the person's salt (PIN_ITERATIONS), then that key with the kiosk's salt
 * and the person's salt (KIOSK_ITERATIONS). The first step is the expensive one, and the server
 * keeps its result, so a kiosk set up later gets verifiers without anyone typing their PIN again.
 */
export const PIN_ITERATIONS = 100_000;
export const KIOSK_ITERATIONS = 1_000;
export const VERIFIER_ALGORITHM = 'pbkdf2-sha256-2' as const;

/** Wrong PINs in a row on a kiosk before each further attempt waits (growing delay, no lock-out). */
export const PIN_FREE_FAILURES = 5;
/** The first wait after the free failures, doubling with each further failure up to the cap. */
export const PIN_FIRST_DELAY_SECONDS = 30;
export const PIN_MAX_DELAY_SECONDS = 15 * 60;

/** The 401 a revoked kiosk gets on every call, with the code its screen recognises. */
export const KIOSK_REVOKED_MESSAGE = 'This kiosk was revoked by an admin.';

/** The multipart field of a punch's photo, named by its errors. */
export const KIOSK_PHOTO_FIELD = 'photo';
/** Largest photo a punch carries; the kiosk's stills are well under it (480 px wide JPEG). */
export const KIOSK_PHOTO_MAX_BYTES = 200 * 1024;
export const KIOSK_PHOTO_TOO_LARGE = 'The photo is larger than 200 KB.';
export const KIOSK_PHOTO_BAD_TYPE = 'The photo must be a JPEG or PNG image.';
