// Tenant-isolation case for the app-deal registration (public, like sign-up): it makes a company of
// its own and changes no other.
import { randomUUID } from 'node:crypto';
import type { IsolationCase } from '../../test/isolation';
import { issueLicenseCodes } from './license-codes';

export const isolationCases: IsolationCase[] = [
  {
    route: 'POST /account/api/app-sumo-register/',
    expect: 'public',
    request: async ({ ctx }) => {
      // An issued code, so the registration goes through and the runner sees the victim unchanged.
      const code = `LTD-${randomUUID()}`.toUpperCase();
      await issueLicenseCodes(ctx.database.db, [code]);
      return {
        method: 'POST',
        url: '/account/api/app-sumo-register/',
        payload: {
          company_name: `Deal ${randomUUID().slice(0, 8)}`,
          first_name: 'Eve',
          email: `deal-${randomUUID()}@test.example`,
          password: 'isolation password',
          license_codes: [code],
        },
      };
    },
  },
];
