// A copy of the access token, and whom it belongs to, in IndexedDB, where the service worker can
// read it (it cannot read localStorage). The worker uses it to send queued changes on Background
// Sync when no tab is open. The refresh token is not copied: the worker never refreshes (a rotation
// behind the pages' back would make their next refresh look like token theft and end the session);
// on a 401 it leaves the queue for a page to send after signing in.
export interface MirroredSession {
  token: string;
  userId: number;
  companyId: number;
}

const DB_NAME = 'groundwork-session';
const STORE = 'kv';
const KEY = 'session';

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

async function run<T>(mode: IDBTransactionMode, act: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const db = await open();
  try {
    return await new Promise<T>((resolve, reject) => {
      const tx = db.transaction(STORE, mode);
      const request = act(tx.objectStore(STORE));
      tx.oncomplete = () => resolve(request.result);
      tx.onerror = () => reject(tx.error);
      tx.onabort = () => reject(tx.error);
    });
  } finally {
    db.close();
  }
}

/** Writes (or, with null, removes) the worker's copy. Best effort: failure only costs Background Sync. */
export function mirrorSession(session: MirroredSession | null): Promise<void> {
  if (typeof indexedDB === 'undefined') return Promise.resolve();
  const write = session
    ? run<IDBValidKey>('readwrite', (store) => store.put({ ...session }, KEY))
    : run<undefined>('readwrite', (store) => store.delete(KEY));
  return write.then(
    () => undefined,
    () => undefined,
  );
}

export async function readMirroredSession(): Promise<MirroredSession | null> {
  if (typeof indexedDB === 'undefined') return null;
  try {
    return ((await run('readonly', (store) => store.get(KEY))) as MirroredSession | undefined) ?? null;
  } catch {
    return null;
  }
}
