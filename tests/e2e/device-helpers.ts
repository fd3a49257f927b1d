// What a journey reads of the device's offline stores without a test hook in the app: the working
// set's photo cache (src/offline/field-photos.ts) and a course's download record (offline_content
// in the user's IndexedDB database, src/offline/course-downloads.ts).
import type { Page } from 'playwright-core';

/** Whether the working set's photo cache (src/offline/field-photos.ts) holds this file. */
export function photoKept(page: Page, path: string): Promise<boolean> {
  return page.evaluate(async (path) => {
    const cache = await caches.open('groundwork-field-photos');
    return (await cache.keys()).some((request) => new URL(request.url).pathname === path);
  }, path);
}

/** The state of the course's download on this device (its record in offline_content), if any. */
export function courseDownloadStatus(page: Page, courseId: number): Promise<string | null> {
  return page.evaluate(async (courseId) => {
    const { userId, companyId } = JSON.parse(localStorage.getItem('groundwork.session') ?? '{}') as {
      userId: number;
      companyId: number;
    };
    const name = `groundwork-u${userId}-c${companyId}`;
    if (!(await indexedDB.databases()).some((d) => d.name === name)) return null;
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open(name);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    try {
      const request = db
        .transaction('offline_content')
        .objectStore('offline_content')
        .get(`course-download:${courseId}`);
      const row = await new Promise<{ data?: { status?: string } } | undefined>((resolve, reject) => {
        request.onsuccess = () => resolve(request.result as { data?: { status?: string } } | undefined);
        request.onerror = () => reject(request.error);
      });
      return row?.data?.status ?? null;
    } finally {
      db.close();
    }
  }, courseId);
}
