// GET account/api/first-run-checklist/: the dashboard's first-run checklist of the caller's company;
// POST account/api/first-run-checklist/dismiss/: an admin closes it for the company (issue 21).
import { ADMIN_USER_TYPE_SLUG } from '../../../contract/apps';
import type { AuthContext } from '../../lib/authenticate';
import { route } from '../../lib/route';
import { dismissFirstRunChecklist, getFirstRunChecklist } from './first-run.service';

const admin = (auth: AuthContext) => auth.roles.user_is_admin || auth.userTypeSlug === ADMIN_USER_TYPE_SLUG;

export const firstRunRoutes = [
  route({
    method: 'GET',
    url: '/account/api/first-run-checklist/',
    handler: ({ db, auth }) => getFirstRunChecklist(db, auth.companyId),
  }),
  route({
    method: 'POST',
    url: '/account/api/first-run-checklist/dismiss/',
    allow: admin,
    handler: async ({ db, auth }) => {
      await dismissFirstRunChecklist(db, auth.companyId);
      return getFirstRunChecklist(db, auth.companyId);
    },
  }),
];
