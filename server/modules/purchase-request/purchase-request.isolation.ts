// Tenant-isolation cases for every purchase-request route (consumed by server/test/isolation.test.ts):
// company A's admin aims at company B's purchase requests, attachments and list entries.
import type { TestContext } from '../../test/helpers';
import type { IsolationCase, IsolationTarget } from '../../test/isolation';
import { insertAttachment, insertPurchase, insertPurchaseOption, multipartFile } from './purchase-request.fixtures';

const BASE = '/purchase_requisition/api';
const db = (ctx: TestContext) => ctx.database.db;
const secret = (companyId: number) => `victim-purchase-${companyId}`;
const leaks = ({ victim }: IsolationTarget) => [secret(victim.companyId)];

const victimPurchase = ({ ctx, victim }: IsolationTarget, status: 'pending' | 'approved' = 'pending') =>
  insertPurchase(db(ctx), victim.companyId, victim.staff.staffId, { title: secret(victim.companyId), status });
const PDF = Buffer.from('%PDF-1.4\n%test\n');

const OPTION_PATHS = [
  ['purchase-method', 'purchase_method'],
  ['purchase-type', 'purchase_type'],
  ['set-aside', 'set_aside'],
] as const;

export const isolationCases: IsolationCase[] = [
  ...['all', 'to_approve', 'to_pay'].map((view): IsolationCase => ({
    route: `GET ${BASE}/list/`,
    expect: 'own-company',
    request: async (t) => (await victimPurchase(t), { method: 'GET', url: `${BASE}/list/?view=${view}` }),
    leaks,
  })),
  {
    // A foreign list entry in the body is refused as unknown (400, purchase-requests.test.ts).
    route: `POST ${BASE}/create/`,
    expect: 'own-company',
    request: () => ({
      method: 'POST',
      url: `${BASE}/create/`,
      payload: { title: 'x', currency: 'USD', items: [{ description: 'x', quantity: 1, unit_price: '1.00' }] },
    }),
  },
  {
    route: `GET ${BASE}/detail/:id/`,
    expect: 'foreign-404',
    request: async (t) => ({ method: 'GET', url: `${BASE}/detail/${await victimPurchase(t)}/` }),
  },
  {
    route: `POST ${BASE}/detail/:id/decision/`,
    expect: 'foreign-404',
    request: async (t) => ({
      method: 'POST',
      url: `${BASE}/detail/${await victimPurchase(t)}/decision/`,
      payload: { action: 'approve' },
    }),
  },
  {
    route: `POST ${BASE}/detail/:id/pay/`,
    expect: 'foreign-404',
    request: async (t) => ({
      method: 'POST',
      url: `${BASE}/detail/${await victimPurchase(t, 'approved')}/pay/`,
      payload: {},
    }),
  },
  {
    route: `POST ${BASE}/detail/:id/cancel/`,
    expect: 'foreign-404',
    request: async (t) => ({ method: 'POST', url: `${BASE}/detail/${await victimPurchase(t)}/cancel/` }),
  },
  {
    route: `POST ${BASE}/detail/:id/attachments/`,
    expect: 'foreign-404',
    request: async (t) => ({
      method: 'POST',
      url: `${BASE}/detail/${await victimPurchase(t)}/attachments/`,
      ...multipartFile(PDF, 'quote.pdf'),
    }),
  },
  {
    route: `GET ${BASE}/attachments/:id/`,
    expect: 'foreign-404',
    request: async (t) => {
      const purchase = await victimPurchase(t);
      const id = await insertAttachment(db(t.ctx), t.victim.companyId, purchase, t.victim.staff.staffId);
      return { method: 'GET', url: `${BASE}/attachments/${id}/` };
    },
  },
  ...OPTION_PATHS.flatMap(([path, kind]): IsolationCase[] => [
    {
      route: `GET ${BASE}/${path}/`,
      expect: 'own-company',
      request: async ({ ctx, victim }) => {
        // A fresh name each call: the runner sends the case more than once against the same target.
        await insertPurchaseOption(
          db(ctx),
          victim.companyId,
          kind,
          `${secret(victim.companyId)}-${crypto.randomUUID()}`,
        );
        return { method: 'GET', url: `${BASE}/${path}/` };
      },
      leaks,
    },
    {
      route: `POST ${BASE}/${path}/`,
      expect: 'own-company',
      request: () => ({ method: 'POST', url: `${BASE}/${path}/`, payload: { name: 'Ours' } }),
      staffForbidden: () => ({ method: 'POST', url: `${BASE}/${path}/`, payload: { name: 'Ours' } }),
    },
  ]),
];
