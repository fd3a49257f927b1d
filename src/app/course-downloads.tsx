// Starts the background download of assigned courses (issue 6) for whoever is signed in with the
// knowledge base, and stops it when the session ends or changes. The manager (with its Dexie and
// Cache Storage work) is imported after the first screen: nothing on that screen waits for it.
import type { QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type * as DownloadManager from '../features/knowledge-base/courses/offline/download-manager';
import { useCurrentUser } from '../api/current-user';
import { hasKnowledgeBaseApp } from '../features/knowledge-base/lib/permissions';
import { inBackground } from '../lib/first-screen';

type Manager = typeof DownloadManager;
let manager: Promise<Manager> | null = null;

const loadManager = () =>
  (manager ??= inBackground().then(() => import('../features/knowledge-base/courses/offline/download-manager')));

export function CourseDownloadRunner({ queryClient }: { queryClient: QueryClient }) {
  const me = useCurrentUser().data;
  const owner = me && hasKnowledgeBaseApp(me) ? `${me.id}:${me.company.id}` : null;

  useEffect(() => {
    if (!owner && !manager) return;
    let live = true;
    void loadManager().then(({ startCourseDownloads, stopCourseDownloads }) => {
      if (!live) return;
      if (owner) startCourseDownloads(queryClient);
      else stopCourseDownloads();
    });
    return () => {
      live = false;
      void manager?.then((m) => m.stopCourseDownloads());
    };
  }, [owner, queryClient]);
  return null;
}
