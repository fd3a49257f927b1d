// GET knowledgebase/api/scorm/packages/{id}/attempt/: the caller's progress on a package as the
// server has it (the player resumes from it, or from a newer state still waiting on this device).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { SCORM_PATHS, type ScormAttempt } from '../../../../../contract/scorm';
import { api } from '../../../../api/client';
import { SCORM_KEY } from './scorm-key';

export const getAttempt = (id: number, signal?: AbortSignal) => api<ScormAttempt>(SCORM_PATHS.attempt(id), { signal });

export const getAttemptQueryOptions = (id: number) =>
  queryOptions({ queryKey: [...SCORM_KEY, 'attempt', id], queryFn: ({ signal }) => getAttempt(id, signal) });

export const useAttempt = (id: number) => useQuery(getAttemptQueryOptions(id));
