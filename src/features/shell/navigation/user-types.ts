// The user-type names of contract/apps.ts (spec shell §6), mirrored here and checked against the
// contract at compile time: importing the values from there would bring zod (about 25 KB gzip)
// into the first load, since that module also defines schemas.
import type * as Apps from '../../../../contract/apps';

export const ADMIN_USER_TYPE_SLUG: typeof Apps.ADMIN_USER_TYPE_SLUG = 'admin';
export const ADMIN_USER_TYPE: typeof Apps.ADMIN_USER_TYPE = 'Admin';
