// GET knowledgebase/api/scorm/packages/: the company's SCORM packages, newest first.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { SCORM_PATHS, type ScormPackage } from '../../../../../contract/scorm';
import { api } from '../../../../api/client';
import { SCORM_KEY } from './scorm-key';

export const getPackages = (signal?: AbortSignal) => api<ScormPackage[]>(SCORM_PATHS.packages, { signal });

export const getPackagesQueryOptions = () =>
  queryOptions({ queryKey: [...SCORM_KEY, 'list'], queryFn: ({ signal }) => getPackages(signal) });

export const usePackages = () => useQuery(getPackagesQueryOptions());
