// POST knowledgebase/api/scorm/packages/{id}/log/: what went wrong in a package while it played (the
// runtime's errors, a value the package could not set), for the server's log. Never shown to the
// learner, never queued: offline, it is dropped.
import { SCORM_PATHS, type ScormLog } from '../../../../../contract/scorm';
import { api } from '../../../../api/client';

export function logScormProblem(packageId: number, body: ScormLog): void {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return;
  void api<void>(SCORM_PATHS.log(packageId), { method: 'POST', body }).catch(() => {});
}
