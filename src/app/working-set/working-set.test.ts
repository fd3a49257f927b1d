// The offline working set against a fake API (msw): one run puts each area's data in the query cache
// under the keys its screens read (built by the same functions the screens call), fetches at most
// WORKING_SET_LIMITS of each kind, keeps checklist photos for the service worker, does not fetch
// again what is fresh, and ends at once when stopped. The runner: never offline or on a save-data
// connection, and again when the network comes back and every WORKING_SET_RECHECK_MS.
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { QueryClient } from '@tanstack/react-query';
import type { LoggedInUser } from '../../../contract/account';
import type { Checklist } from '../../../contract/checklists';
import { apiUrl, resetClientStateForTests } from '../../api/client';
import { getMeQueryOptions } from '../../api/current-user';
import { clearSession, setSession } from '../../api/session';
import { getChecklistQueryOptions } from '../../features/checklists/api/get-checklist';
import { checklistListQuery, getChecklistsQueryOptions } from '../../features/checklists/api/get-checklists';
import { getTemplateQueryOptions } from '../../features/checklists/api/get-template';
import { getTimeOffCalendarQueryOptions } from '../../features/attendance/api/get-time-off-calendar';
import { getTimesheetQueryOptions } from '../../features/attendance/api/get-timesheet';
import { addMonths } from '../../features/attendance/lib/month-grid';
import { todayOnDevice } from '../../features/attendance/lib/use-today';
import { getTodosQueryOptions } from '../../features/dashboard/api/get-todos';
import { getUserArticlesQueryOptions } from '../../features/knowledge-base/acknowledgements/api/get-user-articles';
import { getArticleQueryOptions } from '../../features/knowledge-base/api/get-article';
import { getUpcomingEventsQueryOptions } from '../../features/dashboard/api/get-upcoming-events';
import { getStaffQueryOptions } from '../../features/people/api/get-staff';
import { getRequestQueryOptions } from '../../features/requests/api/get-request';
import { getRequestsQueryOptions, requestListQuery } from '../../features/requests/api/get-requests';
import { getTaskQueryOptions } from '../../features/requests/api/get-task';
import { getTasksQueryOptions, taskListQuery } from '../../features/requests/api/get-tasks';
import { getSheetStatsQueryOptions } from '../../features/statistics/api/get-sheet-stats';
import { sheetFilter } from '../../features/statistics/lib/stat-sheet-filter';
import { createQueryClient } from '../../lib/query-client';
import { meFixture } from '../../test/render';
import { getMyShiftsQueryOptions } from '../../features/attendance/api/get-shifts';
import { fetchWorkingSet, WORKING_SET_FRESH_MS, WORKING_SET_LIMITS, type WorkingSetRun } from './working-set';
import {
  mayFetchWorkingSet,
  runWorkingSet,
  startWorkingSet,
  stopWorkingSet,
  WORKING_SET_RECHECK_MS,
} from './working-set-runner';

const NO_ROLES = Object.fromEntries(Object.keys(meFixture().user_roles).map((k) => [k, false]));
/** A staff member with no role flag (staff 11 of company 10), every app active. */
const staff = meFixture({ user_roles: NO_ROLES as LoggedInUser['user_roles'] });
const SESSION = { userId: staff.id, companyId: staff.company.id };

/** What the fake server holds. */
interface World {
  openChecklists: number;
  photosPerChecklist: number;
  /** Articles assigned to the staff member; the even ones are read. */
  assignedArticles: number;
}
let world: World;
/** Every GET the fake server answered, as its path. */
let requested: string[];

const page = <T>(results: T[]) => ({ count: results.length, next: null, previous: null, results });

function checklist(id: number): Checklist {
  return {
    id,
    template: 100 + (id % 3),
    template_name: 'Van check',
    title: `Checklist ${id}`,
    description: '',
    due_date: null,
    assignees: [{ id: 11, name: 'Sam Staff' }],
    items: Array.from({ length: world.photosPerChecklist }, (_, i) => ({
      id: i,
      label: `Photo ${i}`,
      kind: 'photo' as const,
      required: false,
      options: [],
      order: i,
      value: `p${id}-${i}`,
      completed_by: null,
      completed_by_name: null,
      completed_at: null,
      file_url: `/checklist/api/files/10/${id}x${i}.png`,
    })),
    version: 1,
    is_completed: false,
    completed_at: null,
    created_by: 1,
    created_at: '2026-03-01T00:00:00Z',
    updated_at: '2026-03-01T00:00:00Z',
    updated_by: null,
    updated_by_name: null,
  };
}

/** The fake API's answer for a GET of `path` (and its query), or undefined for 404. */
function answer(path: string, query: URLSearchParams): unknown {
  if (path === 'account/api/me/') return staff;
  if (path === 'checklist/api/') {
    const ids = Array.from({ length: world.openChecklists }, (_, i) => i + 1);
    return page(ids.map((id) => ({ ...checklist(id), items: undefined, items_done: 0, item_count: 1 })));
  }
  let match = /^checklist\/api\/details\/(\d+)\/$/.exec(path);
  if (match) return checklist(Number(match[1]));
  match = /^checklist\/api\/template\/details\/(\d+)\/$/.exec(path);
  if (match) return { id: Number(match[1]), name: 'Van check', items: [] };
  if (path === 'statistics/api/simple-list/') {
    return [
      { id: 1, name: 'Calls', period_type: 'DAILY', archived: false, stat_owner: 11, stat_division: null },
      { id: 2, name: 'Sales', period_type: 'MONTHLY', archived: false, stat_owner: 99, stat_division: null },
    ];
  }
  if (path === 'statistics/api/list-create-all-paginated/')
    return page([{ id: 1, interval: query.get('period_type') }]);
  if (path === 'account/api/todo/') return page([{ id: 1, title: 'Ladder' }]);
  if (path === 'company/api/upcoming-events/') return [];
  if (path === 'account/api/time-off-calendar/') return { month: query.get('month'), time_offs: [], holidays: [] };
  if (path === 'inout/api/clock-ins/') return page([{ id: 5, action: 'in' }]);
  if (path === 'inout/api/timesheets/11/' && !query.has('date')) return { staff: 11, status: 'approved' };
  if (path === 'inout/api/shifts/')
    return { ...page([{ id: 7, status: 'published', staff: 11 }]), time_zone: 'UTC', week_starts_on: 0 };
  if (path === 'request/api/options/') return { request_types: [], staff: [] };
  if (/^request\/api\/staff-requests-summary\/\d+\/$/.test(path)) return { by_status: {}, time_off_days_this_year: 0 };
  if (path === 'request/api/list/') {
    const base = query.get('status') === 'my_request' ? 200 : 300;
    return page(Array.from({ length: 8 }, (_, i) => ({ id: base + i, title: `Request ${base + i}` })));
  }
  if (/^request\/api\/detail\/\d+\/$/.test(path)) return { id: Number(path.split('/')[3]) };
  if (path === 'request/api/tasks/') {
    return page(
      Array.from({ length: 15 }, (_, i) => ({ id: 400 + i, assignees: i === 14 ? [{ id: 11, name: 'Sam' }] : [] })),
    );
  }
  if (/^request\/api\/task\/\d+\/$/.test(path)) return { id: Number(path.split('/')[3]) };
  if (path === 'account/api/staffs/11/') return { id: 11, first_name: 'Sam' };
  if (path === 'company/api/custom-field-definitions/') return [];
  if (path === 'account/api/staffs/11/custom-fields/') return [];
  if (path === 'account/api/employee-responsibilities/') return page([]);
  if (path === 'account/api/staffs/11/employee_files/') return [];
  if (path === 'knowledgebase/api/user-assigned-articles/11/') {
    return Array.from({ length: world.assignedArticles }, (_, i) => ({
      id: 500 + i,
      title: `Article ${500 + i}`,
      is_read: i % 2 === 0,
      read_on: null,
      is_acknowledged: false,
    }));
  }
  if (path === 'knowledgebase/api/user-read-articles/11/') return [];
  match = /^knowledgebase\/api\/retrieve-update-delete\/(\d+)\/$/.exec(path);
  if (match) return { id: Number(match[1]), title: `Article ${match[1]}` };
  return undefined;
}

const server = setupServer(
  http.get(/.*/, ({ request }) => {
    const url = new URL(request.url);
    const path = url.pathname.replace(/^\//, '');
    requested.push(path);
    if (path.startsWith('checklist/api/files/')) {
      return new HttpResponse(new Uint8Array([137, 80, 78, 71]), { headers: { 'content-type': 'image/png' } });
    }
    const body = answer(path, url.searchParams);
    return body === undefined ? HttpResponse.json({ detail: 'Not found.' }, { status: 404 }) : HttpResponse.json(body);
  }),
);

/** A Cache Storage of one cache, enough for the photo cache (src/offline/field-photos.ts). */
function fakeCaches() {
  const store = new Map<string, Response>();
  const cache = {
    match: (key: RequestInfo) => Promise.resolve(store.get(typeof key === 'string' ? key : key.url)?.clone()),
    put: (key: string, response: Response) => Promise.resolve(void store.set(key, response)),
    keys: () => Promise.resolve([...store.keys()].map((url) => new Request(url))),
    delete: (key: string) => Promise.resolve(store.delete(key)),
  };
  vi.stubGlobal('caches', { open: () => Promise.resolve(cache) });
  return store;
}

let client: QueryClient;
let photos: Map<string, Response>;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  resetClientStateForTests();
  clearSession();
  setSession({ token: 'access-1', refresh: 'refresh-1', ...SESSION });
  world = { openChecklists: 3, photosPerChecklist: 1, assignedArticles: 3 };
  requested = [];
  client = createQueryClient();
  client.setQueryData(getMeQueryOptions(SESSION.userId, SESSION.companyId).queryKey, staff);
  photos = fakeCaches();
});
afterEach(() => {
  stopWorkingSet();
  client.clear();
});

function newRun(live = () => true): WorkingSetRun {
  return { client, me: staff, live, stopped: new Promise(() => undefined) };
}

const data = (options: { queryKey: readonly unknown[] }) => client.getQueryData(options.queryKey);

describe('fetchWorkingSet', () => {
  it("puts each area's data under the keys its screens read, never opened before", async () => {
    await fetchWorkingSet(newRun(), SESSION);

    expect(data(getChecklistsQueryOptions(checklistListQuery()))).toMatchObject({ count: 3 });
    for (const id of [1, 2, 3]) expect(data(getChecklistQueryOptions(id))).toMatchObject({ title: `Checklist ${id}` });
    for (const id of [101, 102, 100]) expect(data(getTemplateQueryOptions(id))).toMatchObject({ id });
    expect([...photos.keys()].sort()).toEqual(
      [1, 2, 3].map((id) => apiUrl(`/checklist/api/files/10/${id}x0.png`)).sort(),
    );
    // The sheet opens weekly; the staff member owns a daily stat, so the daily sheet comes too.
    expect(data(getSheetStatsQueryOptions(sheetFilter('WEEKLY')))).toMatchObject({ results: [{ interval: 'WEEKLY' }] });
    expect(data(getSheetStatsQueryOptions(sheetFilter('DAILY')))).toMatchObject({ results: [{ interval: 'DAILY' }] });
    expect(data(getSheetStatsQueryOptions(sheetFilter('MONTHLY')))).toBeUndefined();
    expect(data(getTodosQueryOptions(SESSION.userId, SESSION.companyId))).toMatchObject({
      results: [{ title: 'Ladder' }],
    });
    expect(data(getUpcomingEventsQueryOptions(SESSION.companyId))).toEqual([]);
    // Their timesheet of this pay period, under the key the Timesheets screen opens it with (issue 24).
    expect(data(getTimesheetQueryOptions(11))).toEqual({ staff: 11, status: 'approved' });
    // The time-off calendar as it opens (this month on the device) and the next month.
    const thisMonth = todayOnDevice().slice(0, 7);
    for (const month of [thisMonth, addMonths(thisMonth, 1)])
      expect(data(getTimeOffCalendarQueryOptions(month))).toMatchObject({ month });
    expect(data(getRequestsQueryOptions(requestListQuery('my_request')))).toMatchObject({ count: 8 });
    expect(data(getRequestQueryOptions(200))).toEqual({ id: 200 });
    expect(data(getTasksQueryOptions(taskListQuery()))).toMatchObject({ count: 15 });
    expect(data(getStaffQueryOptions(11))).toMatchObject({ first_name: 'Sam' });
    // Their upcoming shifts, for My shifts and the clock (issue 24).
    expect(data(getMyShiftsQueryOptions(11))).toMatchObject({ results: [{ id: 7 }] });
    expect(data(getUserArticlesQueryOptions(11, 'assigned'))).toHaveLength(3);
    for (const id of [500, 501, 502]) expect(data(getArticleQueryOptions('article', id))).toMatchObject({ id });
  });

  it('fetches at most WORKING_SET_LIMITS of each kind, their own tasks first', async () => {
    world = { openChecklists: 25, photosPerChecklist: 4, assignedArticles: 14 };
    await fetchWorkingSet(newRun(), SESSION);
    const count = (pattern: RegExp) => requested.filter((p) => pattern.test(p)).length;
    expect(count(/^checklist\/api\/details\//)).toBe(WORKING_SET_LIMITS.checklists);
    expect(count(/^checklist\/api\/files\//)).toBe(WORKING_SET_LIMITS.photos);
    expect(photos.size).toBe(WORKING_SET_LIMITS.photos);
    // 8 of mine and 8 for approval: 10 details.
    expect(count(/^request\/api\/detail\//)).toBe(WORKING_SET_LIMITS.requests);
    expect(count(/^request\/api\/task\//)).toBe(WORKING_SET_LIMITS.tasks);
    expect(data(getTaskQueryOptions(414))).toEqual({ id: 414 });
    // 14 assigned articles, 7 of them unread: those 7 and 3 read ones.
    expect(count(/^knowledgebase\/api\/retrieve-update-delete\//)).toBe(WORKING_SET_LIMITS.articles);
    for (let id = 501; id < 514; id += 2) expect(data(getArticleQueryOptions('article', id))).toMatchObject({ id });
  });

  it('refreshes articles opened before, after the assigned ones', async () => {
    client.setQueryData(getArticleQueryOptions('article', 90).queryKey, { id: 90, title: 'Old copy' } as never, {
      updatedAt: Date.now() - WORKING_SET_FRESH_MS - 1,
    });
    await fetchWorkingSet(newRun(), SESSION);
    expect(data(getArticleQueryOptions('article', 90))).toMatchObject({ title: 'Article 90' });
  });

  it('refreshes checklists opened before, not only the open ones assigned', async () => {
    client.setQueryData(getChecklistQueryOptions(77).queryKey, { ...checklist(77), title: 'Old copy' });
    // Older than the working set's freshness: due for a refresh.
    client.setQueryData(getChecklistQueryOptions(77).queryKey, (c) => c, {
      updatedAt: Date.now() - WORKING_SET_FRESH_MS - 1,
    });
    await fetchWorkingSet(newRun(), SESSION);
    expect(requested).toContain('checklist/api/details/77/');
    expect(data(getChecklistQueryOptions(77))).toMatchObject({ title: 'Checklist 77' });
  });

  it('does not fetch again what is fresh, and does once it is older than WORKING_SET_FRESH_MS', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    await fetchWorkingSet(newRun(), SESSION);
    const first = requested.length;
    expect(first).toBeGreaterThan(20);
    requested = [];
    await fetchWorkingSet(newRun(), SESSION);
    // Only photos are looked up again, in the device's cache: nothing reaches the server.
    expect(requested).toEqual([]);
    vi.setSystemTime(Date.now() + WORKING_SET_FRESH_MS + 1);
    await fetchWorkingSet(newRun(), SESSION);
    // Everything again but the photos, which are kept already (a photo URL never changes content).
    expect(requested.filter((p) => p.startsWith('checklist/api/files/'))).toEqual([]);
    expect(requested.length).toBe(first - 3);
  });

  it('stops at once when the run is stopped', async () => {
    let live = true;
    server.events.on('request:start', () => {
      if (requested.length >= 2) live = false;
    });
    await fetchWorkingSet(
      newRun(() => live),
      SESSION,
    );
    server.events.removeAllListeners();
    expect(requested.length).toBeLessThanOrEqual(4);
  });
});

describe('the runner', () => {
  it('never fetches offline or on a connection saving data', () => {
    expect(mayFetchWorkingSet({ onLine: true } as Navigator)).toBe(true);
    expect(mayFetchWorkingSet({ onLine: false } as Navigator)).toBe(false);
    expect(mayFetchWorkingSet({ onLine: true, connection: { saveData: true } } as unknown as Navigator)).toBe(false);
    expect(mayFetchWorkingSet({ onLine: true, connection: { saveData: false } } as unknown as Navigator)).toBe(true);
  });

  it('skips a start on a save-data connection', async () => {
    vi.stubGlobal('navigator', { ...navigator, onLine: true, connection: { saveData: true } });
    startWorkingSet(client, SESSION);
    await runWorkingSet();
    expect(requested).toEqual([]);
  });

  it('runs at the start, again when the network comes back and every WORKING_SET_RECHECK_MS', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    startWorkingSet(client, SESSION);
    await runWorkingSet();
    expect(requested).toContain('checklist/api/');
    const lists = () => requested.filter((p) => p === 'checklist/api/').length;
    expect(lists()).toBe(1);

    // Back online after more than the freshness: the lists are fetched again.
    vi.setSystemTime(Date.now() + WORKING_SET_FRESH_MS + 1);
    window.dispatchEvent(new Event('online'));
    await runWorkingSet();
    expect(lists()).toBe(2);

    vi.advanceTimersByTime(WORKING_SET_RECHECK_MS);
    await runWorkingSet();
    expect(lists()).toBe(3);

    stopWorkingSet();
    vi.advanceTimersByTime(WORKING_SET_RECHECK_MS);
    window.dispatchEvent(new Event('online'));
    await runWorkingSet();
    expect(lists()).toBe(3);
  });
});
