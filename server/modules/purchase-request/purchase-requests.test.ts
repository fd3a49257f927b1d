// Purchase requests: create with the company's lists, items and currency; approval by approvers
// only (403 for a non-approver, and for one's own), payment by payers only once approved, 409 on a
// step out of order, cancellation, attachments checked by their bytes, the history of each step,
// and the list views with paging and filters.
import { describe, expect, it } from 'vitest';
import type { Paginated } from '../../../contract/pagination';
import type { PurchaseOption, PurchaseRequest, PurchaseRequestDetail } from '../../../contract/purchase-requests';
import { authed, createTestCompany, createTestUser, type TestUser } from '../../test/helpers';
import { multipartFile } from './purchase-request.fixtures';
import { useApiTestContext } from '../request/api-test-context';

const BASE = '/purchase_requisition/api';
const { ctx, call } = useApiTestContext();

const items = [
  { description: 'Gloves', quantity: 3, unit_price: '4.10' },
  { description: 'Helmet', quantity: 1, unit_price: '19.9' },
];

async function file(user: TestUser, body: object = {}): Promise<PurchaseRequestDetail> {
  const res = await call(user, 'POST', `${BASE}/create/`, { title: 'Safety kit', currency: 'EUR', items, ...body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

async function company() {
  const c = await createTestCompany(ctx());
  const approver = await createTestUser(ctx(), c.companyId, { roles: { user_is_pr_approver: true } });
  const payer = await createTestUser(ctx(), c.companyId, { roles: { user_is_pr_payer: true } });
  return { ...c, approver, payer };
}

describe('purchase requests', () => {
  it('are filed with the company lists, exact totals and a currency', async () => {
    const { admin, staff } = await company();
    const other = await createTestCompany(ctx());
    const method = (await call(admin, 'POST', `${BASE}/purchase-method/`, { name: 'Card' })).json<PurchaseOption>();
    const type = (await call(admin, 'POST', `${BASE}/purchase-type/`, { name: 'Equipment' })).json<PurchaseOption>();
    const aside = (await call(admin, 'POST', `${BASE}/set-aside/`, { name: 'Small business' })).json<PurchaseOption>();
    expect((await call(staff, 'POST', `${BASE}/set-aside/`, { name: 'x' })).statusCode).toBe(403);
    expect((await call(staff, 'GET', `${BASE}/purchase-type/`)).json()).toEqual([type]);

    const pr = await file(staff, { purchase_method: method.id, purchase_type: type.id, set_aside: aside.id });
    expect(pr).toMatchObject({ status: 'pending', total_amount: '32.20', currency: 'EUR', purchase_type: type });
    expect(pr.items.map((i) => i.amount)).toEqual(['12.30', '19.90']);
    expect(pr.history.map((e) => e.action)).toEqual(['submitted']);

    const foreignType = (
      await call(other.admin, 'POST', `${BASE}/purchase-type/`, { name: 'Theirs' })
    ).json<PurchaseOption>();
    const refused = await call(staff, 'POST', `${BASE}/create/`, {
      title: 'x',
      currency: 'EUR',
      items,
      purchase_type: foreignType.id,
    });
    expect(refused.statusCode).toBe(400);
    const badCurrency = await call(staff, 'POST', `${BASE}/create/`, { title: 'x', currency: 'XXX', items });
    expect(badCurrency.json()).toEqual({ currency: ['Unknown currency.'] });
    const badAmount = await call(staff, 'POST', `${BASE}/create/`, {
      title: 'x',
      currency: 'EUR',
      items: [{ description: 'x', quantity: 1, unit_price: '1.999' }],
    });
    expect(badAmount.statusCode).toBe(400);
  });

  it('are approved by approvers only, then paid by payers only, each step in the history', async () => {
    const { staff, approver, payer } = await company();
    const pr = await file(staff);
    const decide = (user: TestUser, action: 'approve' | 'reject') =>
      call(user, 'POST', `${BASE}/detail/${pr.id}/decision/`, { action, note: 'budget ok' });

    expect((await decide(staff, 'approve')).statusCode).toBe(403); // their own, and no approver flag
    expect((await decide(payer, 'approve')).statusCode).toBe(403); // a payer is not an approver
    expect((await call(payer, 'POST', `${BASE}/detail/${pr.id}/pay/`, {})).statusCode).toBe(409); // not approved yet

    const approved = await decide(approver, 'approve');
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json<PurchaseRequestDetail>().can_pay).toBe(false); // the approver is no payer
    expect((await decide(approver, 'reject')).statusCode).toBe(409);
    expect((await call(approver, 'POST', `${BASE}/detail/${pr.id}/pay/`, {})).statusCode).toBe(403);

    const paid = await call(payer, 'POST', `${BASE}/detail/${pr.id}/pay/`, { payment_reference: 'INV-7' });
    const body = paid.json<PurchaseRequestDetail>();
    expect(body).toMatchObject({ status: 'paid', payment_reference: 'INV-7' });
    expect(body.history.map((e) => [e.action, e.actor.id])).toEqual([
      ['submitted', staff.staffId],
      ['approved', approver.staffId],
      ['paid', payer.staffId],
    ]);
  });

  it('an approver cannot approve their own; a requester cancels a pending one', async () => {
    const { staff, approver } = await company();
    const own = await file(approver);
    const res = await call(approver, 'POST', `${BASE}/detail/${own.id}/decision/`, { action: 'approve' });
    expect(res.statusCode).toBe(403);
    const pr = await file(staff);
    expect((await call(approver, 'POST', `${BASE}/detail/${pr.id}/cancel/`)).statusCode).toBe(403);
    const cancelled = await call(staff, 'POST', `${BASE}/detail/${pr.id}/cancel/`);
    expect(cancelled.json<PurchaseRequestDetail>().status).toBe('cancelled');
    expect((await call(approver, 'POST', `${BASE}/detail/${pr.id}/decision/`, { action: 'approve' })).statusCode).toBe(
      409,
    );
  });

  it('take PDF and image attachments checked by their bytes, downloadable by those who see the request', async () => {
    const { companyId, staff, approver } = await company();
    const colleague = await createTestUser(ctx(), companyId);
    const pr = await file(staff);
    const upload = (data: Buffer, name: string) =>
      authed(ctx().app, staff, {
        method: 'POST',
        url: `${BASE}/detail/${pr.id}/attachments/`,
        ...multipartFile(data, name),
      });

    const html = await upload(Buffer.from('<html><script>alert(1)</script>'), 'quote.pdf');
    expect(html.statusCode).toBe(400);
    const ok = await upload(Buffer.from('%PDF-1.4\nquote\n'), 'quote.pdf');
    expect(ok.statusCode, ok.body).toBe(201);
    const [attachment] = ok.json<PurchaseRequestDetail>().attachments;
    expect(attachment).toMatchObject({ file_name: 'quote.pdf', content_type: 'application/pdf' });
    expect(ok.json<PurchaseRequestDetail>().history.at(-1)).toMatchObject({
      action: 'attachment_added',
      note: 'quote.pdf',
    });

    const download = await authed(ctx().app, approver, { method: 'GET', url: `/${attachment!.url}` });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toContain('attachment');
    expect(download.body).toContain('quote');
    expect((await authed(ctx().app, colleague, { method: 'GET', url: `/${attachment!.url}` })).statusCode).toBe(404);
  });

  it('list views page and filter on the server; to_approve is for approvers', async () => {
    const { admin, staff, approver, payer } = await company();
    const type = (await call(admin, 'POST', `${BASE}/purchase-type/`, { name: 'Tools' })).json<PurchaseOption>();
    for (let i = 0; i < 4; i++) await file(staff, { title: `Drill ${i}`, vendor: 'Acme Tools' });
    await file(staff, { title: 'Saw', purchase_type: type.id });

    const mine = (await call(staff, 'GET', `${BASE}/list/?page_size=2`)).json<Paginated<PurchaseRequest>>();
    expect(mine.count).toBe(5);
    expect(mine.results.map((p) => p.title)).toEqual(['Saw', 'Drill 3']);
    expect((await call(staff, 'GET', `${BASE}/list/?view=to_approve`)).statusCode).toBe(403);
    const toApprove = (await call(approver, 'GET', `${BASE}/list/?view=to_approve`)).json<Paginated<PurchaseRequest>>();
    expect(toApprove.count).toBe(5);
    const byType = (await call(approver, 'GET', `${BASE}/list/?purchase_type=${type.id}`)).json<
      Paginated<PurchaseRequest>
    >();
    expect(byType.results.map((p) => p.title)).toEqual(['Saw']);
    const search = (await call(approver, 'GET', `${BASE}/list/?search=acme`)).json<Paginated<PurchaseRequest>>();
    expect(search.count).toBe(4);
    expect((await call(payer, 'GET', `${BASE}/list/?view=to_pay`)).json<Paginated<PurchaseRequest>>().count).toBe(0);
  });
});
