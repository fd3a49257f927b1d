// Autosave of the article form (spec knowledge base §4) in the device database's `drafts` table, per
// article: the current form under the article's key (kind 'draft'), and every SNAPSHOT_INTERVAL_MS
// a snapshot beside it (kind 'autosave', the last SNAPSHOTS_KEPT kept) that the author can restore.
// Each record has the time it was written, and the server's updated_at of the article it started
// from, so opening the form can tell whether the server has something newer. Saving or cancelling
// clears the key. The key is the article (or draft) id, or `local:<uuid>` for an article not yet
// created. Only this feature writes these records; src/offline owns the table and its versions.
//
// A closing tab cannot wait for IndexedDB: a write started on pagehide may be torn down before it
// commits. So the page keeps what is not yet stored in localStorage, synchronously (a "rescue"
// copy, rescueAutosave), and the next read moves any rescue copy newer than the stored form into
// the table (absorbRescued) before answering.
import { getSession } from '../../../api/session';
import { userDatabase, type DraftRecord, type GroundworkDatabase } from '../../../offline/db';
import type { ArticleFormValues } from '../lib/article-form';

export const SNAPSHOT_INTERVAL_MS = 60_000;
export const SNAPSHOTS_KEPT = 5;
const SNAPSHOT_SEPARATOR = '@';
const LOCAL_PREFIX = 'local:';

export interface AutosaveContent {
  values: ArticleFormValues;
  /** updated_at of the server's article when editing began; null for a new article. */
  server_updated_at: string | null;
}

export interface SavedForm {
  key: string;
  content: AutosaveContent;
  updated_at: number;
}

export const newLocalKey = () => `${LOCAL_PREFIX}${crypto.randomUUID()}`;
export const isLocalKey = (key: string) => key.startsWith(LOCAL_PREFIX);

function database(): GroundworkDatabase | null {
  const session = getSession();
  return session ? userDatabase(session.userId, session.companyId) : null;
}

const RESCUE_PREFIX = 'groundwork.autosave-rescue.';

interface RescueCopy {
  key: string;
  content: AutosaveContent;
  updated_at: number;
}

const rescuePrefix = (): string | null => {
  const session = getSession();
  return session ? `${RESCUE_PREFIX}${session.userId}.${session.companyId}.` : null;
};

/**
 * Keeps the form synchronously, for a page that is going away. A copy too large for localStorage is
 * skipped (the IndexedDB write started beside it is then the only chance).
 */
export function rescueAutosave(key: string, content: AutosaveContent, now = Date.now()): void {
  const prefix = rescuePrefix();
  if (!prefix) return;
  const copy: RescueCopy = { key, content, updated_at: now };
  try {
    localStorage.setItem(prefix + key, JSON.stringify(copy));
  } catch {
    // Quota exceeded or storage disabled.
  }
}

function forgetRescued(key: string): void {
  const prefix = rescuePrefix();
  if (prefix) localStorage.removeItem(prefix + key);
}

/** Moves this user's rescue copies into the table when newer than what it holds, then drops them. */
async function absorbRescued(db: GroundworkDatabase): Promise<void> {
  const prefix = rescuePrefix();
  if (!prefix) return;
  const names = Array.from({ length: localStorage.length }, (_, i) => localStorage.key(i)).filter(
    (name): name is string => name?.startsWith(prefix) ?? false,
  );
  for (const name of names) {
    let copy: RescueCopy | null = null;
    try {
      copy = JSON.parse(localStorage.getItem(name) ?? 'null') as RescueCopy | null;
    } catch {
      copy = null;
    }
    if (copy?.key && copy.content) {
      const stored = await db.drafts.get(copy.key);
      if (!stored || stored.updated_at < copy.updated_at) await writeAutosave(copy.key, copy.content, copy.updated_at);
    }
    localStorage.removeItem(name);
  }
}

const snapshotId = (key: string, at: number) => `${key}${SNAPSHOT_SEPARATOR}${at}`;
const snapshotsOf = (db: GroundworkDatabase, key: string) =>
  db.drafts.where('id').between(`${key}${SNAPSHOT_SEPARATOR}`, `${key}${SNAPSHOT_SEPARATOR}\uffff`).toArray();

const toSaved = (record: DraftRecord, key: string): SavedForm => ({
  key,
  content: record.content as AutosaveContent,
  updated_at: record.updated_at,
});

/** Writes the form under its key, and a snapshot when the last one is old enough. */
export async function writeAutosave(key: string, content: AutosaveContent, now = Date.now()): Promise<void> {
  const db = database();
  if (!db) return;
  await db.transaction('rw', db.drafts, async () => {
    await db.drafts.put({ id: key, kind: 'draft', content, updated_at: now });
    const snapshots = (await snapshotsOf(db, key)).sort((a, b) => a.updated_at - b.updated_at);
    const last = snapshots[snapshots.length - 1];
    if (last && now - last.updated_at < SNAPSHOT_INTERVAL_MS) return;
    await db.drafts.put({ id: snapshotId(key, now), kind: 'autosave', content, updated_at: now });
    const surplus = snapshots.length + 1 - SNAPSHOTS_KEPT;
    if (surplus > 0) await db.drafts.bulkDelete(snapshots.slice(0, surplus).map((s) => s.id));
  });
}

export async function readAutosave(key: string): Promise<SavedForm | null> {
  const db = database();
  if (!db) return null;
  await absorbRescued(db);
  const record = await db.drafts.get(key);
  return record && record.kind === 'draft' ? toSaved(record, key) : null;
}

/** The snapshots of a key, newest first. */
export async function listSnapshots(key: string): Promise<SavedForm[]> {
  const db = database();
  if (!db) return [];
  return (await snapshotsOf(db, key)).sort((a, b) => b.updated_at - a.updated_at).map((r) => toSaved(r, key));
}

/** Forgets the form and its snapshots (after a save or a cancel). */
export async function clearAutosave(key: string): Promise<void> {
  const db = database();
  if (!db) return;
  forgetRescued(key);
  await db.transaction('rw', db.drafts, async () => {
    const snapshots = await snapshotsOf(db, key);
    await db.drafts.bulkDelete([key, ...snapshots.map((s) => s.id)]);
  });
}

/** The newest unsaved new article on this device (the create form picks it up again). */
export async function latestLocalAutosave(): Promise<SavedForm | null> {
  const db = database();
  if (!db) return null;
  await absorbRescued(db);
  const records = await db.drafts
    .where('id')
    .startsWith(LOCAL_PREFIX)
    .filter((r) => r.kind === 'draft')
    .toArray();
  const newest = records.sort((a, b) => b.updated_at - a.updated_at)[0];
  return newest ? toSaved(newest, newest.id) : null;
}

/**
 * §4 "If the server version is newer than the local draft": the article changed on the server after
 * the form was saved here, or since the version this draft started from.
 */
export function serverIsNewer(saved: SavedForm, serverUpdatedAt: string): boolean {
  const server = Date.parse(serverUpdatedAt);
  const base = saved.content.server_updated_at ? Date.parse(saved.content.server_updated_at) : Number.NaN;
  return server > saved.updated_at || (Number.isFinite(base) && server > base);
}
