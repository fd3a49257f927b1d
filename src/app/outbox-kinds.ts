// The outbox kinds of features whose changes are queued only on their own screens (stat values,
// checklist edits and uploads, article saves, course reads, quiz attempts and SCORM commits). They load with the sync engine, after the first screen, and are
// registered before it sends anything: a queue left from an earlier visit must replay with its
// kind's rules — stat values in bulk batches, checklist 409s merged — even if the user never opens
// those screens again. (The clock and to-do kinds register at start-up: the dashboard queues them.)
import type { QueryClient } from '@tanstack/react-query';
import { registerChecklistKinds } from '../features/checklists/offline/checklist-kinds';
import { registerCourseKinds } from '../features/knowledge-base/courses/offline/course-kinds';
import { registerSaveArticleKind } from '../features/knowledge-base/offline/save-article-kind';
import { registerScormKinds } from '../features/knowledge-base/scorm/offline/scorm-commit-kind';
import { registerStatValueKind } from '../features/statistics/offline/stat-value-kind';

export function registerDeferredKinds(queryClient: QueryClient): void {
  registerStatValueKind(queryClient);
  registerChecklistKinds(queryClient);
  registerSaveArticleKind(queryClient);
  registerCourseKinds(queryClient);
  registerScormKinds(queryClient);
}
