// The account calls' fixed values without their schemas: password limits, the server's confirmation
// and refusal messages, link shapes and the crash-report limit. No zod, so the PWA's sign-in and
// password pages (the first screens of most visits) use the same values as the server without
// loading it; account.ts re-exports everything here next to the schemas built from it.

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 256;

/** The same answer whether or not the e-mail is known, so the form cannot probe for accounts. */
export const PASSWORD_RESET_SENT = 'If an account exists for this e-mail, a reset link has been sent.';
export const PASSWORD_RESET_DONE = 'Your password has been reset. You can now sign in.';
export const PASSWORD_SET_DONE = 'Your password has been set. You can now sign in.';
export const PASSWORD_TOKEN_INVALID = 'This reset link is invalid or has expired.';
export const OLD_PASSWORD_WRONG = 'Your old password was entered incorrectly.';
export const EMAIL_TAKEN = 'A user with that email already exists.';
export const PASSWORD_RESET_TTL_MINUTES = 60;
export const SET_PASSWORD_TTL_DAYS = 7;

/**
 * Links the server e-mails, relative to the PWA origin. The reset link carries its token in the
 * path (spec shell §2.1 /auth/reset-password-confirm/{uuid}/{token}). The set-password route has
 * only {uuid}, so the invitation carries its token in the query: /auth/set-password/{uuid}?token=…
 * Both pages post {uuid, token, new_password} (passwordResetConfirmSchema / setPasswordSchema).
 */
export const PASSWORD_LINKS = {
  resetConfirm: (uuid: string, token: string) =>
    `/auth/reset-password-confirm/${encodeURIComponent(uuid)}/${encodeURIComponent(token)}`,
  setPassword: (uuid: string, token: string) =>
    `/auth/set-password/${encodeURIComponent(uuid)}?token=${encodeURIComponent(token)}`,
} as const;

/** Links e-mailed about a person's identity: an invitation to a company, a new e-mail to confirm. */
export const IDENTITY_LINKS = {
  invitation: (id: string, token: string) =>
    `/auth/invitation/${encodeURIComponent(id)}?token=${encodeURIComponent(token)}`,
  confirmEmail: (id: string, token: string) =>
    `/auth/confirm-email/${encodeURIComponent(id)}?token=${encodeURIComponent(token)}`,
} as const;

/** Longest crash message the client error logger accepts. */
export const FRONTEND_ERROR_MESSAGE_MAX = 2000;

// Cross-host referral accounts (spec shell §4; contract/account.ts has the calls).
/** How long a cross-host sign-in token may be used after it was issued, in seconds. */
export const CROSS_HOST_TOKEN_TTL_SECONDS = 60;
export const AUTO_LOGIN_EXPIRED = 'This sign-in link has expired. Please sign in with your e-mail and password.';
export const AUTO_LOGIN_USED = 'This sign-in link has already been used. Please sign in with your e-mail and password.';
export const AUTO_LOGIN_INVALID = 'This sign-in link is not valid. Please sign in with your e-mail and password.';
export const NO_REFERRAL_HOST = 'Your company is not served at another address.';
