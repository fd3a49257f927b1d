// The device database (IndexedDB through Dexie), one per signed-in user and company, so a queue is
// never replayed under another account. Versions are explicit: add a new version(n) step with its
// upgrade for every change; never edit a shipped one. Only src/offline touches Dexie.
import Dexie, { type EntityTable } from 'dexie';

export type OutboxState = 'pending' | 'sending' | 'failed' | 'conflict';

export interface OutboxItem {
  /** UUID; also the Idempotency-Key of every replay of this change. */
  id: string;
  /** `area.verb`, e.g. `attendance.clock`; the registered kind builds the request. */
  kind: string;
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  body: unknown;
  /** Changes to one entity replay in order; e.g. `checklist:12`. */
  entity_key: string;
  /** Device time of the user's action (ISO with offset). */
  created_at: string;
  /** Monotonic per device, for FIFO order when clocks jump. */
  seq: number;
  attempts: number;
  next_attempt_at: number;
  state: OutboxState;
  last_error: string | null;
  /** The batch this change was sent in (kinds with `batch`), until the server answered it. */
  batch_id?: string;
  /**
   * For a change to something an earlier change creates (a to-do added offline, then ticked): the
   * id of that change. Its path holds CREATED_ID where the server's id goes, filled in when it is
   * sent (replay.ts), so it addresses what the server made even if the device never saw its answer.
   */
  created_by?: string;
}

/** What the server answered to a creating change: the id it gave what it made (replay.ts). */
export interface CreatedIdRecord {
  /** The id of the creating change (its Idempotency-Key). */
  key: string;
  /** The server's id of what it made. */
  id: number | string;
  /** When the answer was recorded (ms since epoch), to prune old records. */
  at: number;
}

export interface DraftRecord {
  /** Article id, or a local id (`local:<uuid>`) for an article not yet created. */
  id: string;
  kind: 'draft' | 'autosave';
  content: unknown;
  updated_at: number;
}

export interface OfflineContentRecord {
  /** e.g. `course:5`, `article:12`. */
  key: string;
  kind: string;
  data: unknown;
  downloaded_at: number;
}

export interface ConflictRecord {
  id: string;
  entity_key: string;
  outbox_id: string;
  base: unknown;
  local: unknown;
  server: unknown;
  created_at: number;
}

/** A person a time-clock kiosk can clock in: name, id and PIN verifier only (no profile). */
export interface KioskRosterRecord {
  staff_id: number;
  name: string;
  /** The person's salt and this kiosk's verifier of their PIN (src/features/kiosk/lib/pin-verifier.ts). */
  salt: string;
  verifier: string;
}

/** What a kiosk keeps about itself ('device') and its wrong-PIN count ('throttle'). */
export interface KioskDeviceRecord {
  key: 'device' | 'throttle';
  value: unknown;
}

export class GroundworkDatabase extends Dexie {
  outbox!: EntityTable<OutboxItem, 'id'>;
  drafts!: EntityTable<DraftRecord, 'id'>;
  offline_content!: EntityTable<OfflineContentRecord, 'key'>;
  conflicts!: EntityTable<ConflictRecord, 'id'>;
  created_ids!: EntityTable<CreatedIdRecord, 'key'>;
  kiosk_roster!: EntityTable<KioskRosterRecord, 'staff_id'>;
  kiosk_device!: EntityTable<KioskDeviceRecord, 'key'>;

  constructor(name: string) {
    // Strict durability: "saved on this device" must mean on disk, not in a write-back buffer.
    super(name, { chromeTransactionDurability: 'strict' });
    this.version(1).stores({
      outbox: 'id, seq, state, entity_key, next_attempt_at, kind',
      drafts: 'id, kind, updated_at',
      offline_content: 'key, kind',
      conflicts: 'id, entity_key, outbox_id',
    });
    // Batched replay: a batch is found again by its id after a failed attempt.
    this.version(2).stores({
      outbox: 'id, seq, state, entity_key, next_attempt_at, kind, batch_id',
    });
    // Changes queued against something created offline find the server's id of it here.
    this.version(3).stores({
      created_ids: 'key, at',
    });
    // The time-clock kiosk (issue 24): only the kiosk's own database (kiosk-store.ts) fills these.
    this.version(4).stores({
      kiosk_roster: 'staff_id, name',
      kiosk_device: 'key',
    });
  }
}

export function databaseName(userId: number, companyId: number): string {
  return `groundwork-u${userId}-c${companyId}`;
}

const open = new Map<string, GroundworkDatabase>();

/** The database of this user in this company (opened once per page). */
export function userDatabase(userId: number, companyId: number): GroundworkDatabase {
  const name = databaseName(userId, companyId);
  let db = open.get(name);
  if (!db) {
    db = new GroundworkDatabase(name);
    open.set(name, db);
  }
  return db;
}

/** Number of changes waiting to be sent (the dashboard card and the header badge). */
export function pendingChangeCount(db: GroundworkDatabase): Promise<number> {
  return db.outbox.count();
}

/**
 * Whether this user's queue or drafts hold work not yet on the server: the update prompt says so
 * before a reload (the work survives the reload; the user should still know it is waiting).
 */
export async function hasUnsentWork(userId: number, companyId: number): Promise<boolean> {
  const db = userDatabase(userId, companyId);
  const [queued, drafts] = await Promise.all([db.outbox.count(), db.drafts.count()]);
  return queued + drafts > 0;
}

/** Asks the browser not to evict our data under storage pressure (best effort). */
export async function requestPersistentStorage(): Promise<boolean> {
  // Typed loosely on purpose: this module also runs in the service worker, whose StorageManager
  // has no persist() (only pages may ask).
  const storage = navigator.storage as (StorageManager & { persist?: () => Promise<boolean> }) | undefined;
  try {
    return (await storage?.persist?.()) ?? false;
  } catch {
    return false;
  }
}
