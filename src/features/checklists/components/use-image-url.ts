// Where to show an image item's picture: the copy kept on this device (taken offline, or uploaded
// from here), else the server's URL for it.
import { useEffect, useState } from 'react';
import { apiUrl } from '../../../api/client';
import { readImage } from '../offline/change-store';
import { useChecklistDatabase } from '../offline/use-checklist-queue';

export function useImageUrl(fileId: string | null, serverUrl: string | null): string | null {
  const db = useChecklistDatabase();
  const [local, setLocal] = useState<{ fileId: string; url: string } | null>(null);
  useEffect(() => {
    if (!db || !fileId) return;
    let objectUrl: string | null = null;
    let live = true;
    void readImage(db, fileId).then((image) => {
      if (!live || !image) return;
      if (image.blob) objectUrl = URL.createObjectURL(image.blob);
      const url = objectUrl ?? (image.url ? apiUrl(image.url) : null);
      if (url) setLocal({ fileId, url });
    });
    return () => {
      live = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [db, fileId]);
  if (local && local.fileId === fileId) return local.url;
  return serverUrl ? apiUrl(serverUrl) : null;
}
