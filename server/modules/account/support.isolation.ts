// Tenant-isolation cases for the support panel: the message goes to the product's support address
// only (the runner configures one), never to the victim's admins; the settings read names no company.
import type { IsolationCase } from '../../test/isolation';

export const isolationCases: IsolationCase[] = [
  {
    route: 'POST /account/api/support-message/',
    expect: 'own-company',
    request: () => ({ method: 'POST', url: '/account/api/support-message/', payload: { message: 'Help, please.' } }),
    leaks: ({ victim }) => [victim.admin.email],
  },
  {
    route: 'GET /account/api/support/',
    expect: 'own-company',
    request: () => ({ method: 'GET', url: '/account/api/support/' }),
    leaks: ({ victim }) => [victim.admin.email],
  },
];
