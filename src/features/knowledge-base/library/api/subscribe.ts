// POST knowledgebase/api/library/courses/subscribe/ (library_course_id): copies a library course
// into the company's courses (once; a second time answers the existing copy). Refreshes the
// library and every course list (KB_KEY holds both).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LIBRARY_PATHS, type LibrarySubscribeResponse } from '../../../../../contract/library';
import { api } from '../../../../api/client';
import { KB_KEY } from '../../api/kb-key';

export const subscribeToLibraryCourse = (id: number) =>
  api<LibrarySubscribeResponse>(LIBRARY_PATHS.subscribe, {
    method: 'POST',
    body: { library_course_id: id },
    idempotencyKey: crypto.randomUUID(),
  });

export function useSubscribe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: subscribeToLibraryCourse,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KB_KEY }),
  });
}
