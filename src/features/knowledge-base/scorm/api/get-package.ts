// GET knowledgebase/api/scorm/packages/{id}/: one package with its launch address for the caller
// and the list of its files (to keep them for offline play).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { SCORM_PATHS, type ScormPackage } from '../../../../../contract/scorm';
import { api } from '../../../../api/client';
import { SCORM_KEY } from './scorm-key';

export const getPackage = (id: number, signal?: AbortSignal) => api<ScormPackage>(SCORM_PATHS.package(id), { signal });

export const getPackageQueryOptions = (id: number) =>
  queryOptions({ queryKey: [...SCORM_KEY, 'package', id], queryFn: ({ signal }) => getPackage(id, signal) });

export const usePackage = (id: number) => useQuery(getPackageQueryOptions(id));
