// GET knowledgebase/api/kb-leaderboard/ (KB admins): everyone ranked by points, optionally only one
// division. The whole ranking (up to LEADERBOARD_LIMIT) comes at once so ranks stay true while the
// page searches by name and pages on the device.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { LeaderboardRow } from '../../../../../contract/courses';
import { API_PATHS } from '../../../../../contract/paths';
import { api } from '../../../../api/client';
import { ACKS_KEY } from './acks-key';

/** The server's largest ranking (leaderboardQuerySchema). */
export const LEADERBOARD_LIMIT = 500;

export function getLeaderboard(division: number | undefined, signal?: AbortSignal) {
  return api<LeaderboardRow[]>(API_PATHS.kbLeaderboard, { query: { limit: LEADERBOARD_LIMIT, division }, signal });
}

export function getLeaderboardQueryOptions(division: number | undefined) {
  return queryOptions({
    queryKey: [...ACKS_KEY, 'leaderboard', division ?? null],
    queryFn: ({ signal }) => getLeaderboard(division, signal),
    placeholderData: keepPreviousData,
  });
}

export function useLeaderboard(division: number | undefined) {
  return useQuery(getLeaderboardQueryOptions(division));
}
