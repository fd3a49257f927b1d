// Requests: the §7 list views with paging and filters, creation under a type, decision by the
// approver only (403 for anyone else, 409 once decided), cancellation by the requester, comments
// and history, the time-off calendar fed by time-off requests, and the staff views.
import { describe, expect, it } from 'vitest';
import type { Paginated } from '../../../contract/pagination';
import type { Request, RequestDetail, RequestType, StaffRequestsSummary } from '../../../contract/requests';
import { createTestCompany, createTestUser, type TestUser } from '../../test/helpers';
import { useApiTestContext } from './api-test-context';

const BASE = '/request/api';
const { ctx, call } = useApiTestContext();

async function makeType(admin: TestUser, body: object = {}): Promise<RequestType> {
  const res = await call(admin, 'POST', `${BASE}/types/`, { name: 'Equipment', ...body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

async function makeRequest(user: TestUser, typeId: number, body: object = {}): Promise<RequestDetail> {
  const res = await call(user, 'POST', `${BASE}/create/`, { request_type: typeId, title: 'New boots', ...body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

describe('request types (Request Settings)', () => {
  it('are configured by request admins only', async () => {
    const { admin, staff } = await createTestCompany(ctx());
    expect((await call(staff, 'POST', `${BASE}/types/`, { name: 'x' })).statusCode).toBe(403);
    const type = await makeType(admin, { approver: admin.staffId });
    expect(type.approver?.id).toBe(admin.staffId);
    const patched = await call(admin, 'PATCH', `${BASE}/types/${type.id}/`, { is_active: false });
    expect(patched.json<RequestType>().is_active).toBe(false);
    // Staff see only the types they can use.
    expect((await call(staff, 'GET', `${BASE}/types/`)).json<RequestType[]>()).toEqual([]);
  });

  it('refuses to delete a type with requests, and an approver from another company', async () => {
    const { admin, staff } = await createTestCompany(ctx());
    const other = await createTestCompany(ctx());
    const type = await makeType(admin);
    await makeRequest(staff, type.id);
    expect((await call(admin, 'DELETE', `${BASE}/types/${type.id}/`)).statusCode).toBe(400);
    const foreign = await call(admin, 'POST', `${BASE}/types/`, { name: 'x', approver: other.staff.staffId });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toEqual({ approver: ['Unknown staff member.'] });
  });
});

describe('request life', () => {
  it('is decided once by its approver; others get 403, a second decision 409', async () => {
    const { companyId, admin, staff } = await createTestCompany(ctx());
    const approver = await createTestUser(ctx(), companyId);
    const bystander = await createTestUser(ctx(), companyId);
    const type = await makeType(admin, { approver: approver.staffId });
    const request = await makeRequest(staff, type.id);
    expect(request.status).toBe('pending');
    expect(request.can_decide).toBe(false);

    // Not the approver: cannot see it at all; the requester cannot decide their own.
    expect(
      (await call(bystander, 'POST', `${BASE}/detail/${request.id}/decision/`, { action: 'approve' })).statusCode,
    ).toBe(404);
    const own = await call(staff, 'POST', `${BASE}/detail/${request.id}/decision/`, { action: 'approve' });
    expect(own.statusCode).toBe(403);

    const seen = await call(approver, 'GET', `${BASE}/detail/${request.id}/`);
    expect(seen.json<RequestDetail>().can_decide).toBe(true);
    const approved = await call(approver, 'POST', `${BASE}/detail/${request.id}/decision/`, {
      action: 'approve',
      note: 'ok',
    });
    expect(approved.statusCode, approved.body).toBe(200);
    const body = approved.json<RequestDetail>();
    expect(body).toMatchObject({ status: 'approved', decided_by: { id: approver.staffId }, decision_note: 'ok' });
    expect(body.history.map((e) => e.action)).toEqual(['created', 'approved']);

    const again = await call(admin, 'POST', `${BASE}/detail/${request.id}/decision/`, { action: 'reject' });
    expect(again.statusCode).toBe(409);
    expect((await call(staff, 'POST', `${BASE}/detail/${request.id}/cancel/`)).statusCode).toBe(409);
  });

  it('a plain staff member who is not the approver gets 403 on a request they can see', async () => {
    const { companyId, admin } = await createTestCompany(ctx());
    const approver = await createTestUser(ctx(), companyId);
    const type = await makeType(admin, { approver: approver.staffId });
    // The approver files one of its own: they can see it, but cannot decide it.
    const request = await makeRequest(approver, type.id);
    expect(
      (await call(approver, 'POST', `${BASE}/detail/${request.id}/decision/`, { action: 'approve' })).statusCode,
    ).toBe(403);
    // A request admin can (a type's approver may be away).
    expect((await call(admin, 'POST', `${BASE}/detail/${request.id}/decision/`, { action: 'reject' })).statusCode).toBe(
      200,
    );
  });

  it('is cancelled by its requester only, and keeps comments and history', async () => {
    const { admin, staff } = await createTestCompany(ctx());
    const type = await makeType(admin);
    const request = await makeRequest(staff, type.id);
    const commented = await call(admin, 'POST', `${BASE}/detail/${request.id}/comments/`, { body: 'Which size?' });
    expect(commented.statusCode).toBe(201);
    expect(commented.json<RequestDetail>().comments.map((c) => c.body)).toEqual(['Which size?']);
    expect((await call(admin, 'POST', `${BASE}/detail/${request.id}/cancel/`)).statusCode).toBe(403);
    const cancelled = await call(staff, 'POST', `${BASE}/detail/${request.id}/cancel/`);
    expect(cancelled.json<RequestDetail>().status).toBe('cancelled');
    expect(cancelled.json<RequestDetail>().history.map((e) => e.action)).toEqual(['created', 'commented', 'cancelled']);
  });

  it('refuses an inactive type, and a time-off type without dates', async () => {
    const { admin, staff } = await createTestCompany(ctx());
    const off = await makeType(admin, { is_active: false });
    const timeOff = await makeType(admin, { name: 'Vacation', is_time_off: true });
    expect((await call(staff, 'POST', `${BASE}/create/`, { request_type: off.id, title: 'x' })).statusCode).toBe(400);
    const noDates = await call(staff, 'POST', `${BASE}/create/`, { request_type: timeOff.id, title: 'x' });
    expect(noDates.json()).toEqual({ start_date: ['A time-off request needs a start and an end date.'] });
    const backwards = await call(staff, 'POST', `${BASE}/create/`, {
      request_type: timeOff.id,
      title: 'x',
      start_date: '2030-05-02',
      end_date: '2030-05-01',
    });
    expect(backwards.json()).toEqual({ end_date: ['The end date cannot be before the start date.'] });
  });
});

describe('time off feeds the calendar', () => {
  const month = '2030-07';
  const calendar = async (user: TestUser) =>
    (await call(user, 'GET', `/account/api/time-off-calendar/?month=${month}`)).json<{
      time_offs: { id: number; status: string }[];
    }>().time_offs;

  it('shows the request pending, then approved; a rejected one leaves', async () => {
    const { admin, staff } = await createTestCompany(ctx());
    const vacation = await makeType(admin, { name: 'Vacation', is_time_off: true });
    const first = await makeRequest(staff, vacation.id, { start_date: `${month}-01`, end_date: `${month}-05` });
    const second = await makeRequest(staff, vacation.id, { start_date: `${month}-20`, end_date: `${month}-21` });
    expect((await calendar(admin)).map((t) => [t.id, t.status])).toEqual([
      [first.time_off, 'pending'],
      [second.time_off, 'pending'],
    ]);
    await call(admin, 'POST', `${BASE}/detail/${first.id}/decision/`, { action: 'approve' });
    await call(admin, 'POST', `${BASE}/detail/${second.id}/decision/`, { action: 'reject' });
    expect((await calendar(admin)).map((t) => [t.id, t.status])).toEqual([[first.time_off, 'approved']]);

    const summary = await call(staff, 'GET', `${BASE}/staff-requests-summary/${staff.staffId}/`);
    expect(summary.json<StaffRequestsSummary>().by_status).toMatchObject({ approved: 1, rejected: 1, pending: 0 });
  });

  it('decides the request when its time off is decided on the calendar', async () => {
    const { admin, staff } = await createTestCompany(ctx());
    const vacation = await makeType(admin, { name: 'Vacation', is_time_off: true });
    const request = await makeRequest(staff, vacation.id, { start_date: `${month}-10`, end_date: `${month}-12` });
    const decided = await call(admin, 'PATCH', `/request/api/staff-time-offs-detail/${request.time_off}/`, {
      status: 'approved',
    });
    expect(decided.statusCode).toBe(200);
    const detail = (await call(staff, 'GET', `${BASE}/detail/${request.id}/`)).json<{ status: string }>();
    expect(detail.status).toBe('approved');
  });
});

describe('lists', () => {
  it('my_request and for_approval, paged and filtered on the server', async () => {
    const { companyId, admin, staff } = await createTestCompany(ctx());
    const approver = await createTestUser(ctx(), companyId);
    const general = await makeType(admin, { approver: approver.staffId });
    const other = await makeType(admin, { name: 'Training' });
    for (let i = 0; i < 5; i++) await makeRequest(staff, general.id, { title: `Boots ${i}` });
    await makeRequest(staff, other.id, { title: 'Course' });

    const mine = await call(staff, 'GET', `${BASE}/list/?status=my_request&page_size=4`);
    const page1 = mine.json<Paginated<Request>>();
    expect(page1.count).toBe(6);
    expect(page1.results).toHaveLength(4);
    expect(page1.next).toContain('page=2');
    const page2 = (await call(staff, 'GET', `${BASE}/list/?status=my_request&page_size=4&page=2`)).json<
      Paginated<Request>
    >();
    expect(page2.results.map((r) => r.title)).toEqual(['Boots 1', 'Boots 0']);

    // The approver sees only the requests of their type; a request admin sees every one.
    const forApprover = (await call(approver, 'GET', `${BASE}/list/?status=for_approval`)).json<Paginated<Request>>();
    expect(forApprover.count).toBe(5);
    expect((await call(admin, 'GET', `${BASE}/list/?status=for_approval`)).json<Paginated<Request>>().count).toBe(6);
    expect((await call(staff, 'GET', `${BASE}/list/?status=for_approval`)).json<Paginated<Request>>().count).toBe(0);

    const filtered = await call(admin, 'GET', `${BASE}/list/?status=for_approval&request_type=${other.id}&search=cour`);
    expect(filtered.json<Paginated<Request>>().results.map((r) => r.title)).toEqual(['Course']);
    const first = forApprover.results[0]!;
    await call(approver, 'POST', `${BASE}/detail/${first.id}/decision/`, { action: 'approve' });
    const pending = await call(approver, 'GET', `${BASE}/list/?status=for_approval&state=pending`);
    expect(pending.json<Paginated<Request>>().count).toBe(4);
  });

  it("user-requests: one's own, or anyone's for request admins (403 for a colleague's)", async () => {
    const { companyId, admin, staff } = await createTestCompany(ctx());
    const colleague = await createTestUser(ctx(), companyId);
    const type = await makeType(admin);
    await makeRequest(staff, type.id);
    expect((await call(staff, 'GET', `${BASE}/user-requests/${staff.staffId}/`)).json<Paginated<Request>>().count).toBe(
      1,
    );
    expect((await call(admin, 'GET', `${BASE}/user-requests/${staff.staffId}/`)).json<Paginated<Request>>().count).toBe(
      1,
    );
    expect((await call(colleague, 'GET', `${BASE}/user-requests/${staff.staffId}/`)).statusCode).toBe(403);
    expect((await call(colleague, 'GET', `${BASE}/staff-requests-summary/${staff.staffId}/`)).statusCode).toBe(403);
  });

  it('needs the request app', async () => {
    const { staff } = await createTestCompany(ctx(), { apps: ['attendance'] });
    expect((await call(staff, 'GET', `${BASE}/list/`)).statusCode).toBe(403);
  });
});
