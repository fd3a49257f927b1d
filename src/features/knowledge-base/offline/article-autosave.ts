// Autosave of the article form (spec knowledge base §4) in the device database's `drafts` table, per
// article: the current form under the article's key (kind 'draft'), and every SNAPSHOT_INTERVAL_MS
// a snapshot beside it (kind 'autosave', the last SNAPSHOTS_KEPT kept) that the author can restore.
// Each record has the time it was written, and the server's updated_at of the article it started
// from, so opening the form can tell whether the server has something newer. Saving or cancelling
// clears the key. The key is the article (or draft) id, or `local:<uuid>` for an article not yet
// created. Only this feature writes these records; src/offline owns the table and its versions.
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
  const record = await database()?.drafts.get(key);
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
  await db.transaction('rw', db.drafts, async () => {
    const snapshots = await snapshotsOf(db, key);
    await db.drafts.bulkDelete([key, ...snapshots.map((s) => s.id)]);
  });
}

/** The newest unsaved new article on this device (the create form picks it up again). */
export async function latestLocalAutosave(): Promise<SavedForm | null> {
  const db = database();
  if (!db) return null;
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
