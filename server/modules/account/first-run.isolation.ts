// Tenant-isolation cases for the first-run checklist: it reads and closes the caller's company's
// card only; the runner checks the victim's company row is unchanged. Closing is for admins.
import type { IsolationCase } from '../../test/isolation';

export const isolationCases: IsolationCase[] = [
  {
    route: 'GET /account/api/first-run-checklist/',
    expect: 'own-company',
    request: () => ({ method: 'GET', url: '/account/api/first-run-checklist/' }),
  },
  {
    route: 'POST /account/api/first-run-checklist/dismiss/',
    expect: 'own-company',
    request: () => ({ method: 'POST', url: '/account/api/first-run-checklist/dismiss/' }),
    staffForbidden: () => ({ method: 'POST', url: '/account/api/first-run-checklist/dismiss/' }),
  },
];
