// The offline working set (issue 18.2): what a staff member needs in the field, fetched in the
// background into the query cache so it is on the device (persisted by src/lib/query-persistence.ts)
// before they ever open it: their checklists (assigned and recently opened, with their templates and
// photos), the Stat Sheet of the stats they enter values for, to-dos, upcoming events, their last
// punch, upcoming shifts and their timesheet of this pay period, who is off this month and next, their
// requests and tasks, their profile, and the knowledge-base articles assigned to them or opened here.
// Assigned courses have their own downloader (src/app/course-downloads.tsx).
//
// Each query is prefetched with the very options its screen uses (the features' queryOptions and
// list-query builders), so the screen reads it from the cache, online or not. It spans features, so
// it lives in src/app. Rules:
// 1. Bounded: at most WORKING_SET_LIMITS of each kind of item per run.
// 2. Only what is stale: a query fetched less than WORKING_SET_FRESH_MS ago (by a screen or an
//    earlier run) is not fetched again.
// 3. Never in the way: a few requests at a time, and a stopped run (offline, signed out) ends at once.
import type { QueryClient, QueryKey, UseQueryOptions } from '@tanstack/react-query';
import type { LoggedInUser } from '../../../contract/account';
import type { AppName } from '../../../contract/apps';
import type { Checklist } from '../../../contract/checklists';
import { apiUrl } from '../../api/client';
import { fetchFile } from '../../api/files';
import { cachedFieldPhoto, storeFieldPhoto } from '../../offline/field-photos';
import { getLastPunchQueryOptions } from '../../features/attendance/api/get-last-punch';
import { getMyShiftsQueryOptions } from '../../features/attendance/api/get-shifts';
import { getTimeOffCalendarQueryOptions } from '../../features/attendance/api/get-time-off-calendar';
import { getTimesheetQueryOptions } from '../../features/attendance/api/get-timesheet';
import { addMonths } from '../../features/attendance/lib/month-grid';
import { todayOnDevice } from '../../features/attendance/lib/use-today';
import { CHECKLISTS_KEY } from '../../features/checklists/api/checklists-key';
import { getChecklistQueryOptions } from '../../features/checklists/api/get-checklist';
import { checklistListQuery, getChecklistsQueryOptions } from '../../features/checklists/api/get-checklists';
import { getTemplateQueryOptions } from '../../features/checklists/api/get-template';
import { isChecklistAdmin } from '../../features/checklists/lib/permissions';
import { getTodosQueryOptions } from '../../features/dashboard/api/get-todos';
import { getUpcomingEventsQueryOptions } from '../../features/dashboard/api/get-upcoming-events';
import { getUserArticlesQueryOptions } from '../../features/knowledge-base/acknowledgements/api/get-user-articles';
import { getArticleQueryOptions } from '../../features/knowledge-base/api/get-article';
import { KB_KEY } from '../../features/knowledge-base/api/kb-key';
import {
  getCustomFieldDefinitionsQueryOptions,
  getStaffCustomFieldsQueryOptions,
} from '../../features/people/api/custom-fields';
import { getStaffQueryOptions } from '../../features/people/api/get-staff';
import { getEmployeeResponsibilitiesQueryOptions } from '../../features/people/api/responsibilities';
import { getStaffFilesQueryOptions } from '../../features/people/api/staff-files';
import { getRequestQueryOptions } from '../../features/requests/api/get-request';
import { getRequestOptionsQueryOptions } from '../../features/requests/api/get-request-options';
import { getRequestsQueryOptions, requestListQuery } from '../../features/requests/api/get-requests';
import { getStaffRequestsSummaryQueryOptions } from '../../features/requests/api/get-staff-requests-summary';
import { getTaskQueryOptions } from '../../features/requests/api/get-task';
import { getTasksQueryOptions, taskListQuery } from '../../features/requests/api/get-tasks';
import { getSheetStatsQueryOptions } from '../../features/statistics/api/get-sheet-stats';
import { getSimpleStatsQueryOptions } from '../../features/statistics/api/get-simple-stats';
import { SHEET_INTERVALS, sheetFilter } from '../../features/statistics/lib/stat-sheet-filter';

/** The most items of each kind one run fetches (lists count as one item: their first page). */
export const WORKING_SET_LIMITS = {
  checklists: 10,
  templates: 10,
  photos: 30,
  statSheets: SHEET_INTERVALS.length,
  requests: 10,
  tasks: 10,
  articles: 10,
} as const;

/** A query younger than this is not fetched again: the screens refresh what they show themselves. */
export const WORKING_SET_FRESH_MS = 5 * 60_000;

/** Requests in flight at once for the items of one kind. */
const PARALLEL = 2;

export interface WorkingSetRun {
  client: QueryClient;
  me: LoggedInUser;
  /** False once the run was stopped (offline, signed out, another user). */
  live: () => boolean;
  /** Settles when the run is stopped: a fetch paused by the query client (offline) is not waited for. */
  stopped: Promise<void>;
}

const hasApp = (me: LoggedInUser, app: AppName) => me.company.active_app.some((a) => a.app_name === app);

/**
 * Fetches the query unless its data is fresh, and answers the data the cache then holds (the last
 * good data when the fetch failed: the query client keeps it). Errors are the screens' business.
 */
async function prefetch<TQueryFnData, TError, TData, TQueryKey extends QueryKey>(
  run: WorkingSetRun,
  options: UseQueryOptions<TQueryFnData, TError, TData, TQueryKey>,
): Promise<TQueryFnData | undefined> {
  if (!run.live()) return undefined;
  const fetched = run.client.prefetchQuery({ ...options, staleTime: WORKING_SET_FRESH_MS });
  await Promise.race([fetched, run.stopped]);
  return run.client.getQueryData<TQueryFnData>(options.queryKey);
}

/** Runs `task` for each item, PARALLEL at a time, until the run stops. */
async function forEach<T>(run: WorkingSetRun, items: readonly T[], task: (item: T) => Promise<unknown>) {
  const queue = [...items];
  const worker = async () => {
    for (let item = queue.shift(); item !== undefined && run.live(); item = queue.shift()) await task(item);
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL, queue.length) }, worker));
}

const unique = <T>(items: readonly T[]) => [...new Set(items)];

/**
 * The ids of the items under `prefix` (keys `[...prefix, id]`) opened on this device, most recently
 * fetched first (the "recently opened").
 */
function opened(client: QueryClient, prefix: QueryKey): number[] {
  return client
    .getQueryCache()
    .findAll({ queryKey: prefix })
    .filter((q) => q.state.data !== undefined && q.queryKey.length === prefix.length + 1)
    .sort((a, b) => b.state.dataUpdatedAt - a.state.dataUpdatedAt)
    .map((q) => Number(q.queryKey[prefix.length]));
}

/** Keeps the checklists' photos and signatures for the service worker to answer offline. */
async function keepPhotos(run: WorkingSetRun, checklists: readonly Checklist[]): Promise<void> {
  const urls = unique(
    checklists.flatMap((c) => c.items.map((item) => item.file_url).filter((url): url is string => url !== null)),
  )
    .slice(0, WORKING_SET_LIMITS.photos)
    .map((url) => apiUrl(url));
  await forEach(run, urls, async (url) => {
    if (await cachedFieldPhoto(url)) return;
    try {
      // no-store: past the service worker and the HTTP cache, straight into the photo cache.
      const response = await fetchFile(url, { cache: 'no-store' });
      await storeFieldPhoto(url, await response.blob());
    } catch (error) {
      // A photo removed on the server, or a full disk: the rest of the working set still comes.
      console.warn('Could not keep a checklist photo', url, error);
    }
  });
}

async function checklists(run: WorkingSetRun): Promise<void> {
  if (!hasApp(run.me, 'checklist')) return;
  const list = await prefetch(run, getChecklistsQueryOptions(checklistListQuery()));
  // A checklist admin's list is everyone's: theirs is the "mine" view of the same screen.
  const mine = isChecklistAdmin(run.me)
    ? await prefetch(run, getChecklistsQueryOptions(checklistListQuery({ mine: true })))
    : list;
  const assigned = (mine?.results ?? []).filter((c) => !c.is_completed).map((c) => c.id);
  const ids = unique([...assigned, ...opened(run.client, [...CHECKLISTS_KEY, 'detail'])]).slice(
    0,
    WORKING_SET_LIMITS.checklists,
  );
  const details: Checklist[] = [];
  await forEach(run, ids, async (id) => {
    const checklist = await prefetch(run, getChecklistQueryOptions(id));
    if (checklist) details.push(checklist);
  });
  const templates = unique(details.map((c) => c.template).filter((t): t is number => t !== null));
  await forEach(run, templates.slice(0, WORKING_SET_LIMITS.templates), (id) =>
    prefetch(run, getTemplateQueryOptions(id)),
  );
  await keepPhotos(run, details);
}

async function statistics(run: WorkingSetRun): Promise<void> {
  if (!hasApp(run.me, 'statistics')) return;
  const stats = (await prefetch(run, getSimpleStatsQueryOptions())) ?? [];
  // The sheet opens weekly; the intervals of the stats this person enters values for come too.
  const owned = stats.filter((s) => s.stat_owner === run.me.staff_id && !s.archived).map((s) => s.period_type);
  const intervals = SHEET_INTERVALS.filter((i) => i === 'WEEKLY' || owned.includes(i));
  await forEach(run, intervals.slice(0, WORKING_SET_LIMITS.statSheets), (interval) =>
    prefetch(run, getSheetStatsQueryOptions(sheetFilter(interval))),
  );
}

async function dashboard(run: WorkingSetRun, userId: number, companyId: number): Promise<void> {
  await prefetch(run, getTodosQueryOptions(userId, companyId));
  await prefetch(run, getUpcomingEventsQueryOptions(companyId));
  if (hasApp(run.me, 'attendance')) {
    await prefetch(run, getLastPunchQueryOptions(run.me.staff_id));
    // Their own timesheet of this period, as the Timesheets screen opens it: to read and confirm offline.
    await prefetch(run, getTimesheetQueryOptions(run.me.staff_id));
    // Their upcoming shifts (issue 24): My shifts and the clock's next shift, offline.
    await prefetch(run, getMyShiftsQueryOptions(run.me.staff_id));
  }
}

/** The time-off calendar as its screen opens (this month, on the device's calendar) and the next month. */
async function timeOff(run: WorkingSetRun): Promise<void> {
  const thisMonth = todayOnDevice().slice(0, 7);
  for (const month of [thisMonth, addMonths(thisMonth, 1)]) await prefetch(run, getTimeOffCalendarQueryOptions(month));
}

async function requestsAndTasks(run: WorkingSetRun): Promise<void> {
  if (!hasApp(run.me, 'request')) return;
  await prefetch(run, getRequestOptionsQueryOptions());
  await prefetch(run, getStaffRequestsSummaryQueryOptions(run.me.staff_id));
  const mine = await prefetch(run, getRequestsQueryOptions(requestListQuery('my_request')));
  const forApproval = await prefetch(run, getRequestsQueryOptions(requestListQuery('for_approval')));
  const requestIds = unique([...(mine?.results ?? []), ...(forApproval?.results ?? [])].map((r) => r.id));
  await forEach(run, requestIds.slice(0, WORKING_SET_LIMITS.requests), (id) =>
    prefetch(run, getRequestQueryOptions(id)),
  );
  const tasks = await prefetch(run, getTasksQueryOptions(taskListQuery()));
  // Their own tasks first, then the rest of the first page.
  const ordered = [...(tasks?.results ?? [])].sort(
    (a, b) =>
      Number(b.assignees.some((x) => x.id === run.me.staff_id)) -
      Number(a.assignees.some((x) => x.id === run.me.staff_id)),
  );
  await forEach(run, ordered.slice(0, WORKING_SET_LIMITS.tasks), (task) => prefetch(run, getTaskQueryOptions(task.id)));
}

/** The articles assigned to them, unread first, then those opened here, and their own lists. */
async function articles(run: WorkingSetRun): Promise<void> {
  if (!hasApp(run.me, 'knowledge_base')) return;
  const assigned = (await prefetch(run, getUserArticlesQueryOptions(run.me.staff_id, 'assigned'))) ?? [];
  await prefetch(run, getUserArticlesQueryOptions(run.me.staff_id, 'read'));
  const unreadFirst = [...assigned].sort((a, b) => Number(a.is_read) - Number(b.is_read)).map((a) => a.id);
  const ids = unique([...unreadFirst, ...opened(run.client, [...KB_KEY, 'article'])]);
  await forEach(run, ids.slice(0, WORKING_SET_LIMITS.articles), (id) =>
    prefetch(run, getArticleQueryOptions('article', id)),
  );
}

async function profile(run: WorkingSetRun): Promise<void> {
  const staffId = run.me.staff_id;
  await prefetch(run, getStaffQueryOptions(staffId));
  await prefetch(run, getCustomFieldDefinitionsQueryOptions());
  await prefetch(run, getStaffCustomFieldsQueryOptions(staffId));
  await prefetch(run, getEmployeeResponsibilitiesQueryOptions(staffId));
  await prefetch(run, getStaffFilesQueryOptions(staffId));
}

/**
 * One pass over the working set, most needed in the field first. Resolves when it is done or
 * stopped; never rejects (what could not be fetched keeps its last data and is tried next run).
 */
export async function fetchWorkingSet(run: WorkingSetRun, session: { userId: number; companyId: number }) {
  const kinds = [
    () => dashboard(run, session.userId, session.companyId),
    () => checklists(run),
    () => statistics(run),
    () => requestsAndTasks(run),
    () => timeOff(run),
    () => profile(run),
    () => articles(run),
  ];
  for (const kind of kinds) {
    if (!run.live()) return;
    try {
      await kind();
    } catch (error) {
      console.warn('working set: a kind could not be fetched', error);
    }
  }
}
