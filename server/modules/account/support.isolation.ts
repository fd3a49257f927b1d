// Tenant-isolation case for the support message: it reaches the caller's admins only; the runner
// checks that none of the victim company's rows (its System Emails) changed.
import type { IsolationCase } from '../../test/isolation';

export const isolationCases: IsolationCase[] = [
  {
    route: 'POST /account/api/support-message/',
    expect: 'own-company',
    request: () => ({ method: 'POST', url: '/account/api/support-message/', payload: { message: 'Help, please.' } }),
    leaks: ({ victim }) => [victim.admin.email],
  },
];
