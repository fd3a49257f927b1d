// GET account/api/my_companies/ and POST account/api/switch_company/ (spec shell §7 "Session").
import { switchCompanyRequestSchema } from '../../../contract/account';
import { route } from '../../lib/route';
import { switchCompany } from './companies.service';
import { listUserCompanies } from './session.repository';

export const companiesRoutes = [
  route({
    method: 'GET',
    url: '/account/api/my_companies/',
    // Not paginated: a user belongs to a handful of companies and the switcher shows them all.
    handler: ({ db, auth }) => listUserCompanies(db, auth.userId),
  }),
  route({
    method: 'POST',
    url: '/account/api/switch_company/',
    body: switchCompanyRequestSchema,
    handler: ({ db, deps, auth, body }) => switchCompany(db, deps.signer, auth, body.company_id),
  }),
];
