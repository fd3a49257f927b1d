// Deleted companies (issue 17): the ones the caller may restore, for the company switcher, and the
// restore itself, which signs in again (a deleted company has no sessions to call it from).
import { companyRestoreRequestSchema } from '../../../contract/company';
import { route } from '../../lib/route';
import { restoreCompany } from './company-restore.service';
import { restorableCompanies } from './deleted-companies';

export const companyRestoreRoutes = [
  route({
    method: 'GET',
    url: '/account/api/deleted-companies/',
    handler: ({ db, auth }) => restorableCompanies(db, auth.userId),
  }),
  route({
    method: 'POST',
    url: '/account/api/restore-company/',
    public: true,
    // Failed password checks must count even though the answer is an error: no wrapping transaction.
    transaction: false,
    body: companyRestoreRequestSchema,
    handler: ({ db, deps, body, request }) => restoreCompany(db, deps.signer, body, request.ip),
  }),
];
