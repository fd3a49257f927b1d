// Helpers of the journeys that play SCORM packages (scorm.e2e.ts, csp.e2e.ts): adding a package
// through the API as an admin, and the package's frame inside the player.
import type { Page } from 'playwright-core';
import type { ScormPackage } from '../../contract/scorm';
import type { PresignResponse } from '../../contract/uploads';
import { baseUrl } from './harness';
import { kbApi } from './knowledge-base-helpers';

export const SCORM = 'knowledgebase/api/scorm';

/** Adds a package as an admin through the API: signed upload, then POST packages/. */
export async function addPackageByApi(token: string, zip: Buffer, name: string): Promise<ScormPackage> {
  const signed = await kbApi<PresignResponse>(token, 'POST', 'knowledgebase/api/generate-s3-presigned-url/', {
    file_name: 'course.zip',
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
  return kbApi<ScormPackage>(token, 'POST', `${SCORM}/packages/`, { file_url: signed.file_url, name });
}

/** The package's frame: inside the launcher's frame (on the content origin), both titled with its name. */
export const packageFrame = (page: Page, name: string) =>
  page.frameLocator(`iframe[title="${name}"]`).frameLocator(`iframe[title="${name}"]`);
