// Tenant-isolation cases of the e-signature routes (consumed by server/test/isolation.test.ts):
// company A's admin cannot see, cancel or download B's requests, nor send a document to B's staff
// or from B's files; the webhook is public and, unsigned (and unconfigured here), moves nothing.
import { randomUUID } from 'node:crypto';
import type { IsolationCase, IsolationTarget } from '../../test/isolation';

async function victimRequest({ ctx, victim }: IsolationTarget, providerId = `victim-${randomUUID()}`) {
  const row = await ctx.database.db
    .insertInto('esign_requests')
    .values({
      company_id: victim.companyId,
      signer_staff_id: victim.staff.staffId,
      created_by_staff_id: victim.admin.staffId,
      title: 'Victim contract',
      file_name: 'victim-contract.pdf',
      provider_request_id: providerId,
      signing_url: 'https://esign.test/sign/victim',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
const leaks = () => ['Victim contract', 'victim-contract.pdf', 'https://esign.test/sign/victim'];

export const isolationCases: IsolationCase[] = [
  {
    route: 'GET /company/api/esign/',
    expect: 'own-company',
    request: () => ({ method: 'GET', url: '/company/api/esign/' }),
  },
  {
    route: 'GET /company/api/esign/choices/',
    expect: 'own-company',
    request: async (t) => {
      await victimRequest(t);
      return { method: 'GET', url: '/company/api/esign/choices/' };
    },
    staffForbidden: () => ({ method: 'GET', url: '/company/api/esign/choices/' }),
    leaks: ({ victim }) => [victim.staff.email, victim.admin.email],
  },
  {
    route: 'GET /company/api/esign/requests/',
    expect: 'own-company',
    request: async (t) => {
      await victimRequest(t);
      return { method: 'GET', url: '/company/api/esign/requests/' };
    },
    leaks,
  },
  {
    // Unconfigured in the suite: refused (403) before anything; B's staff are not A's to ask.
    route: 'POST /company/api/esign/requests/',
    expect: 'foreign-404',
    request: ({ victim }) => ({
      method: 'POST',
      url: '/company/api/esign/requests/',
      payload: { signer: victim.staff.staffId },
    }),
    staffForbidden: ({ attacker }) => ({
      method: 'POST',
      url: '/company/api/esign/requests/',
      payload: { signer: attacker.staff.staffId },
    }),
  },
  {
    route: 'GET /company/api/esign/requests/:id/',
    expect: 'foreign-404',
    request: async (t) => ({ method: 'GET', url: `/company/api/esign/requests/${await victimRequest(t)}/` }),
  },
  {
    route: 'POST /company/api/esign/requests/:id/cancel/',
    expect: 'foreign-404',
    request: async (t) => ({ method: 'POST', url: `/company/api/esign/requests/${await victimRequest(t)}/cancel/` }),
    staffForbidden: async (t) => ({
      method: 'POST',
      url: `/company/api/esign/requests/${await victimRequest(t)}/cancel/`,
    }),
  },
  {
    route: 'GET /company/api/esign/requests/:id/signed/',
    expect: 'foreign-404',
    request: async (t) => ({ method: 'GET', url: `/company/api/esign/requests/${await victimRequest(t)}/signed/` }),
  },
  {
    // Public (the provider calls it): believed only with the provider's signature.
    route: 'POST /company/api/esign/webhook/',
    expect: 'public',
    request: async (t) => {
      const providerId = `victim-${randomUUID()}`;
      await victimRequest(t, providerId);
      return {
        method: 'POST',
        url: '/company/api/esign/webhook/',
        headers: { 'content-type': 'application/json', 'esign-signature': 't=1,v1=forged' },
        payload: JSON.stringify({ event: 'signed', request_id: providerId }),
      };
    },
  },
];
