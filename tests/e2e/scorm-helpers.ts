// Helpers of the journeys that play SCORM packages (scorm.e2e.ts, scorm-multi-sco.e2e.ts, csp.e2e.ts):
// adding a package through the API as an admin, the package's frame inside the player, the page
// being kept for offline play, answering the golf examples' quizzes as a learner does, and catching
// any dialog a package raises.
import type { FrameLocator, Page } from 'playwright-core';
import type { ScormPackage } from '../../contract/scorm';
import type { PresignResponse } from '../../contract/uploads';
import { baseUrl } from './harness';
import { kbApi } from './knowledge-base-helpers';

export const SCORM = 'knowledgebase/api/scorm';

/** Adds a package as an admin through the API: signed upload, then POST packages/. */
export async function addPackageByApi(
  token: string,
  zip: Buffer,
  name?: string,
  fileName = 'course.zip',
): Promise<ScormPackage> {
  const signed = await kbApi<PresignResponse>(token, 'POST', 'knowledgebase/api/generate-s3-presigned-url/', {
    file_name: fileName,
    file_content_type: 'application/zip',
    mode: 'scorm',
    file_size: zip.length,
  });
  const put = await fetch(new URL(signed.url, baseUrl), {
    method: 'PUT',
    headers: { 'content-type': signed.content_type },
    body: new Uint8Array(zip),
  });
  if (put.status !== 201) throw new Error(`The package upload answered ${put.status}: ${await put.text()}`);
  return kbApi<ScormPackage>(token, 'POST', `${SCORM}/packages/`, {
    file_url: signed.file_url,
    name,
    file_name: fileName,
  });
}

/** The package's frame: inside the launcher's frame (on the content origin), both titled with its name. */
export const packageFrame = (page: Page, name: string) =>
  page.frameLocator(`iframe[title="${name}"]`).frameLocator(`iframe[title="${name}"]`);

/** Every dialog (alert, confirm, prompt, beforeunload) the page or any of its frames raises. */
export function recordDialogs(page: Page): string[] {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss().catch(() => {});
  });
  return dialogs;
}

/** Online, the player has kept the package on the device and the app can reload with no network. */
export async function waitKeptForOffline(page: Page, packageId: number): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker?.controller?.state === 'activated', undefined, {
    timeout: 45_000,
  });
  await page.getByText('Available offline').waitFor({ timeout: 30_000 });
  await page.waitForFunction(
    (id) => (localStorage.getItem('groundwork.query-cache') ?? '').includes(`"scorm","package",${id}`),
    packageId,
  );
}

interface GolfQuestion {
  id: string;
  type: 'choice' | 'true-false' | 'numeric';
  answers: string[] | null;
  correct: string;
}

/**
 * Answers a golf example quiz (shared/assessmenttemplate.html) in `frame` and submits it: the first
 * `right` questions correctly, the rest wrongly (all correct by default). The answers are those the
 * page's own question file holds; the page then shows "Score: N", which this answers.
 */
export async function answerGolfQuiz(frame: FrameLocator, right = Infinity): Promise<number> {
  await frame.getByRole('button', { name: 'Submit Answers' }).waitFor({ timeout: 20_000 });
  const questions = await frame.locator('body').evaluate(() => {
    const test = (window as unknown as { test: { Questions: Record<string, unknown>[] } }).test;
    return test.Questions.map((q) => ({
      id: String(q.Id),
      type: q.Type,
      answers: q.Answers as string[] | null,
      correct: String(q.CorrectAnswer),
    })) as GolfQuestion[];
  });
  for (const [index, q] of questions.entries()) {
    const good = index < right;
    const input = (suffix: string) => frame.locator(`[id="question_${q.id}_${suffix}"]`);
    if (q.type === 'choice') {
      const at = q.answers!.indexOf(q.correct);
      await input(String(good ? at : (at + 1) % q.answers!.length)).check();
    } else if (q.type === 'true-false') {
      const truth = q.correct === 'true';
      await input(truth === good ? 'True' : 'False').check();
    } else {
      await input('Text').fill(good ? q.correct : String(Number(q.correct) + 7));
    }
  }
  await frame.getByRole('button', { name: 'Submit Answers' }).click();
  const heading = frame.getByRole('heading', { name: /^Score: \d+$/ });
  await heading.waitFor();
  return Number((await heading.textContent())!.replace('Score: ', ''));
}
