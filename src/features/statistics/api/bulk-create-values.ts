// POST statistics/api/statvalue/bulk-create/ for an imported file: sent directly (the user is
// watching the import and its per-row errors), in requests of STAT_BULK_MAX. Values typed in the
// sheet go through the outbox instead (offline/stat-value-kind.ts).
import { API_PATHS } from '../../../../contract/paths';
import type { StatBulkError, StatValueBulkResponse, StatValueInput } from '../../../../contract/statistics';
import { STAT_BULK_MAX } from '../../../../contract/statistics-constants';
import { api } from '../../../api/client';

export interface ImportOutcome {
  saved: number;
  /** index: the position in `values`. */
  errors: StatBulkError[];
}

export async function bulkCreateValues(values: StatValueInput[], signal?: AbortSignal): Promise<ImportOutcome> {
  const outcome: ImportOutcome = { saved: 0, errors: [] };
  for (let offset = 0; offset < values.length; offset += STAT_BULK_MAX) {
    const chunk = values.slice(offset, offset + STAT_BULK_MAX);
    const answer = await api<StatValueBulkResponse>(API_PATHS.statValueBulkCreate, {
      method: 'POST',
      body: { values: chunk },
      idempotencyKey: crypto.randomUUID(),
      signal,
    });
    outcome.saved += answer.created.length;
    outcome.errors.push(...answer.errors.map((e) => ({ ...e, index: e.index + offset })));
  }
  return outcome;
}
