// Keeps what the app keeps for offline use on this device within the company's device storage cap
// (issue 18.2): course downloads and kept checklist photos, the things that grow with use. When they
// take more than the cap, the oldest go first (src/features/device-storage/lib/eviction-plan.ts)
// until the rest is within it. The cap counts them, not the browser's estimate of the whole origin:
// the app's own files (about 10 MB, more than the least cap) and the outbox, drafts and query cache
// are there too, and no removal could bring those under a cap. A course whose reads or answers
// still wait to be sent is counted but keeps its copy: its reader shows them. What went is recorded
// for the storage screen (src/offline/storage-evictions.ts). Spans the courses feature and the
// offline photos, so it lives in src/app.
import type { QueryClient } from '@tanstack/react-query';
import { DEVICE_STORAGE_CAP_DEFAULT_MB } from '../../../contract/device-storage-constants';
import { getSession } from '../../api/session';
import { listCourseDownloads } from '../../offline/course-downloads';
import { deleteFieldPhotos, listFieldPhotos } from '../../offline/field-photos';
import { hasQueuedChanges } from '../../offline/queue';
import { recordEvictions, type StorageEviction } from '../../offline/storage-evictions';
import { getDeviceStorageQueryOptions } from '../../features/device-storage/api/device-storage-settings';
import { capBytes, evictionPlan, type Evictable } from '../../features/device-storage/lib/eviction-plan';
import { courseEntityKey } from '../../features/knowledge-base/courses/offline/course-kinds';
import { storedCourse } from '../../features/knowledge-base/courses/offline/course-copy';

/** What the cap counts, and which of it the cap may remove. */
interface KeptForOffline {
  /** Bytes of every complete course download and kept photo. */
  bytes: number;
  /** Those the cap may remove: all but courses whose reader has something waiting to be sent. */
  evictable: Evictable[];
}

async function keptForOffline(): Promise<KeptForOffline> {
  let bytes = 0;
  const evictable: Evictable[] = [];
  for (const record of await listCourseDownloads()) {
    if (record.status !== 'ready') continue;
    const size = record.stored_bytes || record.media.reduce((sum, m) => sum + m.bytes, 0);
    bytes += size;
    if (await hasQueuedChanges(courseEntityKey(record.course))) continue;
    const name = (await storedCourse(record.course))?.name ?? `#${record.course}`;
    evictable.push({ kind: 'course', key: String(record.course), bytes: size, at: record.updated_at, label: name });
  }
  for (const photo of await listFieldPhotos()) {
    bytes += photo.bytes;
    evictable.push({ kind: 'photo', key: photo.url, bytes: photo.bytes, at: photo.kept_at, label: '' });
  }
  return { bytes, evictable };
}

/** What one application of the cap did and left. */
export interface StorageCapResult {
  /** What it removed (also recorded for the storage screen). */
  removed: StorageEviction[];
  /** Bytes the cap counts after it (course downloads and kept photos); null when they could not be read. */
  keptBytes: number | null;
}

/** The cap this device follows: the company's, as last read (the default before the first read). */
async function currentCapMb(client: QueryClient): Promise<number> {
  const options = getDeviceStorageQueryOptions(getSession()?.companyId);
  const kept = client.getQueryData(options.queryKey);
  // Offline the query client would wait for the network: the kept value answers then.
  const settings = navigator.onLine ? await client.fetchQuery(options).catch(() => kept) : kept;
  return settings?.device_storage_cap_mb ?? DEVICE_STORAGE_CAP_DEFAULT_MB;
}

/** Removes what the plan says and records it. */
async function enforce(client: QueryClient): Promise<StorageCapResult> {
  if (!getSession()) return { removed: [], keptBytes: 0 };
  const cap = capBytes(await currentCapMb(client));
  const kept = await keptForOffline();
  if (kept.bytes <= cap) return { removed: [], keptBytes: kept.bytes };
  const plan = evictionPlan(kept.bytes, cap, kept.evictable);
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
  return { removed, keptBytes: kept.bytes - plan.reduce((sum, item) => sum + item.bytes, 0) };
}

let running: Promise<StorageCapResult> | null = null;

/** Applies the cap now (one run at a time: a call during a run gets that run's answer). */
export function enforceStorageCap(client: QueryClient): Promise<StorageCapResult> {
  running ??= enforce(client)
    .catch((error: unknown) => {
      console.warn('device storage cap: not applied', error);
      return { removed: [], keptBytes: null };
    })
    .finally(() => {
      running = null;
    });
  return running;
}
