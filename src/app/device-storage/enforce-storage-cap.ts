// Keeps what the app stores on this device within the company's device storage cap (issue 18.2).
// When the browser's estimate of the origin's usage is over the cap, the oldest course downloads and
// kept checklist photos go first (src/features/device-storage/lib/eviction-plan.ts) until it is
// within it; unsent changes (the outbox), drafts, the query cache and the app's own files are never
// offered. A course whose reads or answers still wait to be sent keeps its copy: its reader shows
// them. What went is recorded for the storage screen (src/offline/storage-evictions.ts). Spans the
// courses feature and the offline photos, so it lives in src/app.
import type { QueryClient } from '@tanstack/react-query';
import { DEVICE_STORAGE_CAP_DEFAULT_MB } from '../../../contract/device-storage-constants';
import { getSession } from '../../api/session';
import { listCourseDownloads } from '../../offline/course-downloads';
import { deleteFieldPhotos, listFieldPhotos } from '../../offline/field-photos';
import { hasQueuedChanges } from '../../offline/queue';
import { recordEvictions, type StorageEviction } from '../../offline/storage-evictions';
import { getDeviceStorageQueryOptions } from '../../features/device-storage/api/device-storage-settings';
import { capBytes, evictionPlan, type Evictable } from '../../features/device-storage/lib/eviction-plan';
import { storageUsage } from '../../features/device-storage/lib/use-storage-estimate';
import { courseEntityKey } from '../../features/knowledge-base/courses/offline/course-kinds';
import { storedCourse } from '../../features/knowledge-base/courses/offline/course-copy';

/** Course downloads the cap may remove: complete ones, whose reader has nothing waiting to be sent. */
async function evictableCourses(): Promise<Evictable[]> {
  const items: Evictable[] = [];
  for (const record of await listCourseDownloads()) {
    if (record.status !== 'ready') continue;
    if (await hasQueuedChanges(courseEntityKey(record.course))) continue;
    const bytes = record.stored_bytes || record.media.reduce((sum, m) => sum + m.bytes, 0);
    const name = (await storedCourse(record.course))?.name ?? `#${record.course}`;
    items.push({ kind: 'course', key: String(record.course), bytes, at: record.updated_at, label: name });
  }
  return items;
}

async function evictablePhotos(): Promise<Evictable[]> {
  return (await listFieldPhotos()).map((p) => ({
    kind: 'photo',
    key: p.url,
    bytes: p.bytes,
    at: p.kept_at,
    label: '',
  }));
}

/** The cap this device follows: the company's, as last read (the default before the first read). */
async function currentCapMb(client: QueryClient): Promise<number> {
  const options = getDeviceStorageQueryOptions(getSession()?.companyId);
  const kept = client.getQueryData(options.queryKey);
  // Offline the query client would wait for the network: the kept value answers then.
  const settings = navigator.onLine ? await client.fetchQuery(options).catch(() => kept) : kept;
  return settings?.device_storage_cap_mb ?? DEVICE_STORAGE_CAP_DEFAULT_MB;
}

/** Removes what the plan says and records it; answers what was removed. */
async function enforce(client: QueryClient): Promise<StorageEviction[]> {
  if (!getSession()) return [];
  const cap = capBytes(await currentCapMb(client));
  const usage = await storageUsage();
  if (usage === null || usage <= cap) return [];
  const plan = evictionPlan(usage, cap, [...(await evictableCourses()), ...(await evictablePhotos())]);
  const now = Date.now();
  const removed: StorageEviction[] = [];
  const courses = plan.filter((item) => item.kind === 'course');
  if (courses.length > 0) {
    const { evictCourseDownload } = await import('../../features/knowledge-base/courses/offline/download-manager');
    for (const course of courses) {
      await evictCourseDownload(Number(course.key));
      removed.push({ kind: 'course', label: course.label, bytes: course.bytes, at: now });
    }
  }
  const photos = plan.filter((item) => item.kind === 'photo');
  if (photos.length > 0) {
    await deleteFieldPhotos(photos.map((p) => p.key));
    const bytes = photos.reduce((sum, p) => sum + p.bytes, 0);
    removed.push({ kind: 'photos', label: String(photos.length), bytes, at: now });
  }
  await recordEvictions(removed);
  return removed;
}

let running: Promise<StorageEviction[]> | null = null;

/** Applies the cap now (one run at a time: a call during a run gets that run's answer). */
export function enforceStorageCap(client: QueryClient): Promise<StorageEviction[]> {
  running ??= enforce(client)
    .catch((error: unknown) => {
      console.warn('device storage cap: not applied', error);
      return [];
    })
    .finally(() => {
      running = null;
    });
  return running;
}
