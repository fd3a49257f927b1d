// The SCORM runtime's commits as an outbox kind. A package commits often (every LMSCommit, the
// autocommit timer, LMSFinish) and each commit is the whole state, so only the latest matters:
// a new commit replaces the one still waiting for the same package (queueLatestChange), one
// already on its way is left alone and the new one waits behind it. Each SCO of a package keeps its
// own state (issue 19), so the latest commit is kept per SCO, not per package. The server keeps the
// newest by device time and applies each Idempotency-Key once. Once taken, the package's attempt is
// refreshed.
import type { QueryClient } from '@tanstack/react-query';
import { SCORM_PATHS, type ScormCommit } from '../../../../../contract/scorm';
import { registerOutboxKind } from '../../../../offline/kinds';
import { queueLatestChange, waitingChangeBody } from '../../../../offline/queue';
import { SCORM_KEY } from '../api/scorm-key';

export const SCORM_COMMIT_KIND = 'knowledgeBase.scormCommit';

export interface ScormCommitInput {
  package: number;
  commit: ScormCommit;
}

/** Per SCO; a package's '' SCO (added before packages kept their SCOs) keeps the key it had. */
export const scormEntityKey = (packageId: number, sco = '') =>
  sco ? `kb-scorm:${packageId}:${sco}` : `kb-scorm:${packageId}`;

export function registerScormKinds(queryClient: QueryClient): void {
  registerOutboxKind<ScormCommitInput>({
    kind: SCORM_COMMIT_KIND,
    label: 'scorm.pending',
    toRequest: (input) => ({
      method: 'POST',
      path: SCORM_PATHS.attempt(input.package),
      body: input.commit,
      entityKey: scormEntityKey(input.package, input.commit.sco),
    }),
    onDone: () => queryClient.invalidateQueries({ queryKey: SCORM_KEY }),
  });
}

/** Saves the runtime's state on this device, to be sent (the newest state per package wins). */
export const queueScormCommit = (input: ScormCommitInput) => queueLatestChange(SCORM_COMMIT_KIND, input);

/** The newest state of a package's SCO still waiting on this device, if any. */
export async function waitingScormCommit(packageId: number, sco = ''): Promise<ScormCommit | undefined> {
  return (await waitingChangeBody(scormEntityKey(packageId, sco))) as ScormCommit | undefined;
}
