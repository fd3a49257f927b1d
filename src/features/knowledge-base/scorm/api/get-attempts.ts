// GET knowledgebase/api/scorm/packages/{id}/attempts/: every person's progress on a package (KB admins).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { SCORM_PATHS, type ScormAttempt } from '../../../../../contract/scorm';
import { api } from '../../../../api/client';
import { SCORM_KEY } from './scorm-key';

export const getAttempts = (id: number, signal?: AbortSignal) =>
  api<ScormAttempt[]>(SCORM_PATHS.attempts(id), { signal });

export const getAttemptsQueryOptions = (id: number) =>
  queryOptions({ queryKey: [...SCORM_KEY, 'attempts', id], queryFn: ({ signal }) => getAttempts(id, signal) });

export const useAttempts = (id: number, enabled: boolean) => useQuery({ ...getAttemptsQueryOptions(id), enabled });
