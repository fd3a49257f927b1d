// "Offline — as of 14:02" on a course screen (issue 18): a course or the assigned list answered by the
// copy kept on this device (no network) says when that copy was kept, not when it was read back; an
// answer from the server says nothing until it is a few minutes old (src/ui/stale-data-note.tsx).
import { StaleDataNote, type StaleDataQuery } from '../../../../ui/stale-data-note';
import { keptCopyTime } from '../offline/course-copy';

export function KeptCopyNote({ query, copy }: { query: StaleDataQuery; copy: string }) {
  const keptAt = keptCopyTime(copy);
  return (
    <StaleDataNote query={keptAt === undefined ? query : { data: query.data, isError: true, dataUpdatedAt: keptAt }} />
  );
}
