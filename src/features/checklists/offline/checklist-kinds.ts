// The checklist's outbox kinds. `checklist.change`: a PATCH of some fields and items under the
// version check; a 409 is merged (merge-conflict.ts) instead of failing. `checklist.upload`: an
// image for a photo or signature item, sent before the change that refers to it (same entity key,
// so in order). Both keep one checklist's changes in order behind each other.
import type { QueryClient } from '@tanstack/react-query';
import type { Checklist, ChecklistConflict, ChecklistFile } from '../../../../contract/checklists';
import { API_PATHS } from '../../../../contract/paths';
import { registerOutboxKind } from '../../../offline/kinds';
import { multipartBlob } from '../../../offline/multipart-blob';
import { getChecklistQueryOptions } from '../api/get-checklist';
import { CHECKLISTS_KEY } from '../api/checklists-key';
import { checklistFields } from '../lib/fields';
import { mergeThreeWay } from '../lib/merge';
import { amendIfUnsent, storeImage, unsentAfter } from './change-store';
import { mergeConflict } from './merge-conflict';
import { sessionDatabase } from './session-database';
import {
  changeRequest,
  checklistEntityKey,
  CHECKLIST_CHANGE_KIND,
  CHECKLIST_UPLOAD_KIND,
  readChange,
  type QueuedChecklistChange,
} from './queued-change';
import { announceUpdatedElsewhere } from './updated-elsewhere';

export interface QueuedChecklistUpload {
  checklistId: number;
  fileId: string;
  image: Blob;
}

const isChecklist = (value: unknown): value is Checklist =>
  typeof value === 'object' && value !== null && Array.isArray((value as Checklist).items);

export function registerChecklistKinds(queryClient: QueryClient): void {
  const showCurrent = (checklist: Checklist) => {
    queryClient.setQueryData(getChecklistQueryOptions(checklist.id).queryKey, checklist);
    void queryClient.invalidateQueries({ queryKey: [...CHECKLISTS_KEY, 'list'] });
  };

  registerOutboxKind<QueuedChecklistChange>({
    kind: CHECKLIST_CHANGE_KIND,
    label: 'sync.kinds.checklistChange',
    toRequest: changeRequest,
    onDone: async (result, item) => {
      if (!isChecklist(result)) return;
      showCurrent(result);
      // Changes queued behind this one were based on the version before it: move each onto the new
      // version when nothing in it collides with what the server now holds (otherwise it will meet a
      // 409 and be merged there).
      const db = sessionDatabase();
      if (!db) return;
      for (const later of await unsentAfter(db, item)) {
        const change = readChange(result.id, later.body);
        const merged = mergeThreeWay(change.base, change.changes, checklistFields(result));
        if (merged.conflicts.length > 0) continue;
        await amendIfUnsent(
          db,
          later.id,
          changeRequest({ ...change, version: result.version, changes: merged.changes }).body,
        );
      }
    },
    onConflict: async (item, server) => {
      const current = (server as Partial<ChecklistConflict> | null)?.checklist;
      const db = sessionDatabase();
      if (!db || !isChecklist(current)) return;
      // People §4: the data is refreshed to the current version, with the warning.
      showCurrent(current);
      announceUpdatedElsewhere(current.id);
      await mergeConflict(db, item, current);
    },
  });

  registerOutboxKind<QueuedChecklistUpload>({
    kind: CHECKLIST_UPLOAD_KIND,
    label: 'sync.kinds.checklistUpload',
    toRequest: ({ checklistId, fileId, image }) => ({
      method: 'POST',
      path: API_PATHS.checklistFiles(checklistId),
      body: multipartBlob(
        { id: fileId },
        { field: 'file', name: `${fileId}.${image.type === 'image/png' ? 'png' : 'jpg'}`, blob: image },
      ),
      entityKey: checklistEntityKey(checklistId),
    }),
    onDone: async (result) => {
      const file = result as ChecklistFile;
      const db = sessionDatabase();
      // The image is on the server now: keep where it is served, not the bytes.
      if (db && file?.id) await storeImage(db, file.id, { url: file.url });
    },
  });
}
