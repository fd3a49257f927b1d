// The company calls' fixed values without their schemas: menu-link and logo limits, the spec's
// messages about active apps, and the upcoming-events window. No zod, so the PWA's settings and
// shell screens check the same limits as the server without loading it; company.ts re-exports
// everything here next to the schemas built from it.

export const DEFAULT_MENU_LINK_ICON = 'feather icon-link';
export const MENU_LINK_NAME_MAX = 100;
export const MENU_LINK_URL_MAX = 2000;

/** Spec wording, typo included (shell §4, §8): the answer to an empty active_app list. */
export const ACTIVE_APP_REQUIRED = 'At Lease One Feature Must Stay Active';
export const ACTIVE_APPS_UPDATED = 'Active apps updated successfully';

export const COMPANY_LOGO_MAX_BYTES = 2 * 1024 * 1024;
/** Raster formats only: an SVG logo could carry script into every member's header. */
export const COMPANY_LOGO_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const COMPANY_LOGO_TOO_LARGE = 'The logo must be at most 2 MB.';
export const COMPANY_LOGO_BAD_TYPE = 'Upload a PNG, JPEG or WebP image.';
export const COMPANY_LOGO_NOT_A_FILE = 'The submitted data was not a file. Check the encoding type on the form.';
/** Longer than any company profile; also keeps a form field below the multipart field-size cut. */
export const COMPANY_INFORMATION_MAX_LENGTH = 100_000;

export const UPCOMING_EVENTS_DEFAULT_DAYS = 30;
export const UPCOMING_EVENTS_MAX_DAYS = 366;

// Deleting a company (issue 17): the admin confirms with their password; the company is hidden at
// once and restorable by an admin of it for COMPANY_RESTORE_DAYS, then purged.
export const COMPANY_RESTORE_DAYS = 30;
export const COMPANY_DELETE_PASSWORD_WRONG = 'Your password is not correct.';
/** The `code` of the sign-in answer (403) when the user's every company is deleted. */
export const COMPANY_DELETED_CODE = 'company_deleted';
export const COMPANY_DELETED_MESSAGE = 'This company was deleted. An admin of it can restore it within 30 days.';
export const COMPANY_NOT_RESTORABLE = 'This company cannot be restored.';
