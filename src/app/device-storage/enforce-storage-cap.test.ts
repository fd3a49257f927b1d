// The device storage cap on a device (fake IndexedDB, a fake Cache Storage, the company's cap from
// msw): it counts course downloads and kept photos, whatever else the origin holds; nothing goes
// within the cap; over it the oldest course downloads and photos go first until within it, each
// course's record saying why; a course whose changes still wait to be sent keeps its copy; the
// outbox and drafts are never touched; and what went is recorded for the storage screen. (The photo's Blob comes from a Response: jsdom's own Blob cannot become one.)
import 'fake-indexeddb/auto';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Course } from '../../../contract/courses';
import { API_PATHS } from '../../../contract/paths';
import { apiUrl } from '../../api/client';
import { setSession } from '../../api/session';
import { getCourseDownload, putCourseDownload, type CourseDownloadRecord } from '../../offline/course-downloads';
import { userDatabase } from '../../offline/db';
import { listFieldPhotos, storeFieldPhoto } from '../../offline/field-photos';
import { listEvictions } from '../../offline/storage-evictions';
import { keepCourse } from '../../features/knowledge-base/courses/offline/course-copy';
import { REMOVED_FOR_STORAGE_CAP } from '../../features/knowledge-base/courses/offline/download-state';
import { createQueryClient } from '../../lib/query-client';
import { setupApiServer } from '../../test/render';
import { enforceStorageCap } from './enforce-storage-cap';

const server = setupApiServer();
const MB = 1_000_000;

/** A Cache Storage holding any number of named caches in memory. */
function fakeCaches() {
  const caches = new Map<string, Map<string, Response>>();
  const open = (name: string) => {
    const store = caches.get(name) ?? caches.set(name, new Map()).get(name)!;
    return Promise.resolve({
      match: (key: RequestInfo) => Promise.resolve(store.get(typeof key === 'string' ? key : key.url)?.clone()),
      put: (key: string, response: Response) => Promise.resolve(void store.set(key, response)),
      keys: () => Promise.resolve([...store.keys()].map((url) => new Request(url))),
      delete: (key: string) => Promise.resolve(store.delete(key)),
    });
  };
  vi.stubGlobal('caches', { open });
}

function ready(course: number, bytes: number, at: number): CourseDownloadRecord {
  return {
    course,
    status: 'ready',
    version: 'v1',
    content_hash: 'h',
    media: [],
    bytes_done: bytes,
    bytes_total: bytes,
    stored_bytes: bytes,
    error: null,
    updated_at: at,
  };
}

const db = () => userDatabase(1, 10);
/** The company's cap, in MB, as the server answers it. */
let capMb: number;

beforeEach(async () => {
  setSession({ token: 't', refresh: 'r', userId: 1, companyId: 10 });
  fakeCaches();
  // The whole origin (the app's own files among it) far over any cap: not what the cap counts.
  vi.stubGlobal('navigator', {
    ...navigator,
    onLine: true,
    storage: { estimate: () => Promise.resolve({ usage: 500 * MB, quota: 10_000 * MB }) },
  });
  server.use(http.get(apiUrl(API_PATHS.deviceStorage), () => HttpResponse.json({ device_storage_cap_mb: capMb })));
  await db().offline_content.clear();
  await db().outbox.clear();
  await db().drafts.clear();
  // Oldest first: course 5 (3 MB), a photo (1 MB), course 6 (2 MB).
  await keepCourse({ id: 5, name: 'Ladders', sections: [] } as unknown as Course);
  await keepCourse({ id: 6, name: 'Forklifts', sections: [] } as unknown as Course);
  await putCourseDownload(ready(5, 3 * MB, 100));
  await putCourseDownload(ready(6, 2 * MB, 300));
  await storeFieldPhoto(apiUrl('/checklist/api/files/10/a.png'), await new Response(new Uint8Array(MB)).blob(), 200);
  await db().drafts.put({ id: 'local:1', kind: 'draft', content: 'Half an article', updated_at: 50 });
});

describe('enforceStorageCap', () => {
  it('removes nothing while the downloads and photos are within the cap, and says what they take', async () => {
    capMb = 6;
    expect(await enforceStorageCap(createQueryClient())).toEqual({ removed: [], keptBytes: 6 * MB });
    expect((await getCourseDownload(5))?.status).toBe('ready');
    expect(await listFieldPhotos()).toHaveLength(1);
    expect(await listEvictions()).toEqual([]);
  });

  it('removes the oldest first until within the cap, and says why on the course', async () => {
    capMb = 5;
    const { removed, keptBytes } = await enforceStorageCap(createQueryClient());
    expect(removed).toMatchObject([{ kind: 'course', label: 'Ladders', bytes: 3 * MB }]);
    expect(keptBytes).toBe(3 * MB);
    expect(await getCourseDownload(5)).toMatchObject({ status: 'removed', error: REMOVED_FOR_STORAGE_CAP });
    expect(await db().offline_content.get('course:5')).toBeUndefined();
    expect((await getCourseDownload(6))?.status).toBe('ready');
    expect(await listFieldPhotos()).toHaveLength(1);
    expect(await listEvictions()).toMatchObject([{ kind: 'course', label: 'Ladders' }]);
  });

  it('goes on to photos and newer courses while still over, and never touches changes or drafts', async () => {
    capMb = 1;
    const { removed, keptBytes } = await enforceStorageCap(createQueryClient());
    expect(keptBytes).toBe(0);
    expect(removed.map((r) => [r.kind, r.label])).toEqual([
      ['course', 'Ladders'],
      ['course', 'Forklifts'],
      ['photos', '1'],
    ]);
    expect(await listFieldPhotos()).toEqual([]);
    expect((await getCourseDownload(6))?.error).toBe(REMOVED_FOR_STORAGE_CAP);
    expect(await db().drafts.count()).toBe(1);
  });

  it('keeps a course whose reads still wait to be sent, and its queued change', async () => {
    capMb = 3;
    await db().outbox.add({
      id: 'change-1',
      kind: 'knowledgeBase.courseRead',
      method: 'POST',
      path: 'knowledgebase/api/course-read/',
      body: {},
      entity_key: 'kb-course:5',
      created_at: new Date().toISOString(),
      seq: 1,
      attempts: 0,
      next_attempt_at: 0,
      state: 'pending',
      last_error: null,
    });
    const { removed, keptBytes } = await enforceStorageCap(createQueryClient());
    // Course 5 stays, though counted: the photo and course 6 go instead (3 MB are needed: 1 + 2).
    expect(removed.map((r) => r.kind)).toEqual(['course', 'photos']);
    expect(keptBytes).toBe(3 * MB);
    expect((await getCourseDownload(5))?.status).toBe('ready');
    expect((await getCourseDownload(6))?.status).toBe('removed');
    expect(await db().outbox.get('change-1')).toBeDefined();
  });

  it('follows the cap the company set', async () => {
    capMb = 4;
    expect((await enforceStorageCap(createQueryClient())).removed).toHaveLength(1);
    capMb = 200;
    expect(await enforceStorageCap(createQueryClient())).toEqual({ removed: [], keptBytes: 3 * MB });
  });
});
