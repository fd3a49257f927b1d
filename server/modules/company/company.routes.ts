// Company endpoints (spec shell §7 "Company and active apps"): the company detail (read by any
// member, changed by admins, deleted — softly, with the password again — by the admin user type),
// its active apps, the app and currency catalogues, upcoming events, the public logo files, and the
// company's storage use (admins).
import { z } from 'zod';
import { ADMIN_USER_TYPE_SLUG } from '../../../contract/apps';
import { companyDeleteRequestSchema, upcomingEventsQuerySchema } from '../../../contract/company';
import { NotFoundError } from '../../lib/errors';
import { noContent, route, type AuthContext } from '../../lib/route';
import { storageUsage } from '../../lib/storage-quota';
import { companyUpdateBodySchema } from './company.form';
import {
  deleteCompany,
  getCompany,
  listActiveApps,
  listAppCatalogue,
  listCurrencies,
  updateCompany,
} from './company.service';
import { findCompanyLogo } from './company.repository';
import { logoFiles, logoMime, logoUrl, readLogo } from './logo-storage';
import { listUpcomingEvents } from './upcoming-events.service';

/** The admin user type, or anyone holding the admin role flag, may change the company. */
export const companyAdmin = (auth: AuthContext) =>
  auth.userTypeSlug === ADMIN_USER_TYPE_SLUG || auth.roles.user_is_admin;
/** Deleting the whole company is for the admin user type only (the account owner's kind of user). */
const adminType = (auth: AuthContext) => auth.userTypeSlug === ADMIN_USER_TYPE_SLUG;

const companyParams = z.object({ id: z.coerce.number().int().positive() });
const logoParams = z.object({ company: z.coerce.number().int().positive(), file: z.string() });

export const companyRoutes = [
  route({
    // The company's stored bytes against its quota (contract/storage.ts), shown on the billing page.
    method: 'GET',
    url: '/company/api/storage-usage/',
    allow: companyAdmin,
    handler: ({ db, deps, auth }) => storageUsage(db, deps, auth.companyId),
  }),
  route({
    method: 'GET',
    url: '/company/api/detail-update/:id/',
    params: companyParams,
    handler: ({ db, auth, params }) => getCompany(db, auth, params.id),
  }),
  route({
    method: 'PATCH',
    url: '/company/api/detail-update/:id/',
    allow: companyAdmin,
    params: companyParams,
    body: companyUpdateBodySchema,
    handler: ({ db, auth, params, body, deps, reply }) =>
      updateCompany(db, auth, params.id, body, logoFiles(deps.config.storageDir, reply), deps.config),
  }),
  route({
    method: 'DELETE',
    url: '/company/api/detail-update/:id/',
    allow: adminType,
    params: companyParams,
    body: companyDeleteRequestSchema,
    handler: async ({ db, auth, params, body }) => {
      await deleteCompany(db, auth, params.id, body.password);
      return noContent();
    },
  }),
  route({
    method: 'GET',
    url: '/company/api/active-apps/',
    handler: ({ db, auth }) => listActiveApps(db, auth.companyId),
  }),
  route({
    method: 'GET',
    url: '/company/api/apps/',
    handler: ({ db }) => listAppCatalogue(db),
  }),
  route({
    method: 'GET',
    url: '/company/api/currencies/',
    handler: ({ db }) => listCurrencies(db),
  }),
  route({
    method: 'GET',
    url: '/company/api/upcoming-events/',
    query: upcomingEventsQuerySchema,
    handler: ({ db, auth, query }) => listUpcomingEvents(db, auth.companyId, query.days),
  }),
  route({
    method: 'GET',
    url: '/company/api/logos/:company/:file',
    // Public: <img> cannot send a bearer token. The URL is the capability (128 random bits), and it
    // serves only the company's current logo, so a replaced or deleted one is gone at once.
    public: true,
    params: logoParams,
    handler: async ({ db, params, deps, reply }) => {
      const mime = logoMime(params.file);
      if (!mime) throw new NotFoundError();
      const current = await findCompanyLogo(db, params.company);
      if (current !== logoUrl(params.company, params.file)) throw new NotFoundError();
      const data = await readLogo(deps.config.storageDir, params.company, params.file).catch(() => null);
      if (!data) throw new NotFoundError();
      reply
        .header('content-type', mime)
        // The name changes with every upload, so the bytes behind a URL never do.
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox");
      return data;
    },
  }),
];
