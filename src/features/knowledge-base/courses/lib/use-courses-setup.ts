// Registers the courses' outbox kinds when a course screen opens, so reads and quiz attempts queued
// while offline (now or on an earlier visit) are sent with their answers applied. src/app also
// registers them with the sync engine's deferred kinds.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { currentSyncEngine } from '../../../../offline/sync-engine';
import { registerCourseKinds } from '../offline/course-kinds';

export function useCoursesSetup(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    registerCourseKinds(queryClient);
    currentSyncEngine()?.kick();
  }, [queryClient]);
}
