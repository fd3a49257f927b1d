// What the device storage cap removed from this device (issue 18.2), so the storage screen can say
// it: one record in offline_content (kind `storage-evictions`) holding the latest removals, newest
// first, per user and company like everything else there. Written by the cap's enforcement
// (src/app/device-storage), read live by the Pending changes screen.
import { liveQuery } from 'dexie';
import { useEffect, useState } from 'react';
import { getSession, useSession } from '../api/session';
import { userDatabase } from './db';

/** One thing removed: a course download, or the kept photos of checklists removed together. */
export interface StorageEviction {
  kind: 'course' | 'photos';
  /** The course's name; for photos, how many were removed. */
  label: string;
  bytes: number;
  at: number;
}

const KEY = 'storage-evictions';
/** Removals remembered: enough to explain the last few, not a history. */
export const EVICTIONS_KEPT = 20;

function database() {
  const session = getSession();
  return session ? userDatabase(session.userId, session.companyId) : null;
}

export async function listEvictions(): Promise<StorageEviction[]> {
  const row = await database()?.offline_content.get(KEY);
  return (row?.data as StorageEviction[] | undefined) ?? [];
}

/** Adds removals in front of those remembered (the oldest beyond EVICTIONS_KEPT are forgotten). */
export async function recordEvictions(evictions: StorageEviction[]): Promise<void> {
  const db = database();
  if (!db || evictions.length === 0) return;
  await db.transaction('rw', db.offline_content, async () => {
    const kept = ((await db.offline_content.get(KEY))?.data as StorageEviction[] | undefined) ?? [];
    const newest = [...evictions].sort((a, b) => b.at - a.at);
    await db.offline_content.put({
      key: KEY,
      kind: KEY,
      data: [...newest, ...kept].slice(0, EVICTIONS_KEPT),
      downloaded_at: Date.now(),
    });
  });
}

/** The removals remembered for the signed-in user, kept current (undefined until the first read). */
export function useEvictions(): StorageEviction[] | undefined {
  const session = useSession();
  const owner = session ? `${session.userId}:${session.companyId}` : '';
  const [state, setState] = useState<{ owner: string; list: StorageEviction[] } | null>(null);
  useEffect(() => {
    if (!owner) return;
    const subscription = liveQuery(listEvictions).subscribe({
      next: (list) => setState({ owner, list }),
      error: (error: unknown) => console.error('storage evictions view failed', error),
    });
    return () => subscription.unsubscribe();
  }, [owner]);
  return state?.owner === owner ? state.list : undefined;
}
