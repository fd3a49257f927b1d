// Staff settings the shell saves: timezone, dark mode, language (spec shell §7 "Shell calls").
import { z } from 'zod';
import {
  privateInfoUpdateRequestSchema,
  staffPreferenceRequestSchema,
  staffTimezoneRequestSchema,
} from '../../../contract/account';
import { route } from '../../lib/route';
import { idParamsSchema } from '../../lib/params';
import { setDarkMode, setStaffLanguage, setStaffTimezone } from './preferences.service';
import { normalizeTimeZone } from '../../lib/timezone';

// The contract checks the shape; only the server's Intl data can say whether the zone exists.
const timezoneBodySchema = staffTimezoneRequestSchema.extend({
  timezone: staffTimezoneRequestSchema.shape.timezone.transform((name, ctx) => {
    const zone = normalizeTimeZone(name);
    if (zone) return zone;
    ctx.addIssue({ code: 'custom', message: `"${name}" is not a valid time zone.` });
    return z.NEVER;
  }),
});

export const preferencesRoutes = [
  route({
    method: 'PATCH',
    url: '/account/api/staffs/:id/timezone/',
    params: idParamsSchema,
    body: timezoneBodySchema,
    handler: ({ db, auth, params, body }) => setStaffTimezone(db, auth, params.id, body.timezone),
  }),
  route({
    method: 'PATCH',
    url: '/account/api/users/:id/preference/',
    params: idParamsSchema,
    body: staffPreferenceRequestSchema,
    handler: ({ db, auth, params, body }) => setDarkMode(db, auth, params.id, body.is_dark_mode),
  }),
  route({
    method: 'PUT',
    url: '/account/api/staffs/:id/private_info_update/',
    params: idParamsSchema,
    body: privateInfoUpdateRequestSchema,
    handler: ({ db, auth, params, body }) => setStaffLanguage(db, auth, params.id, body.language_code),
  }),
];
