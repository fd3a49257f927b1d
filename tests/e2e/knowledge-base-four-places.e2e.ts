// Journey of one article shown in the four places an article is read (issue 20, item 6): the
// article page, a course's reader, the public knowledge base (a signed-out visitor) and the course
// read with no network. The article holds a real PDF (tests/e2e/fixtures/knowledge-base/README.md),
// a real MP3 (tests/fixtures/real/media/README.md) and a decision chart; each place must show the
// same viewers, players and chart, by role, name and count, each file by the name it was uploaded
// with. Then item 8: offline, Assigned Courses still says "Ready offline", and the course keeps the
// learner's item when the connection comes back. On a 360 px phone the course reader does not
// widen the page, and axe-core finds no serious or critical violation in it, nor in the editor's
// "picture from an address" dialog.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type AxeCore from 'axe-core';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, DEMO, launchBrowser, readyForOfflineReload, signIn, url, type LaunchedBrowser } from './harness';
import { kbApi } from './knowledge-base-helpers';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const PDF = path.join(HERE, 'fixtures', 'knowledge-base', 'fire-drill.pdf');
const MP3 = path.join(HERE, '..', 'fixtures', 'real', 'media', 'sample-9s.mp3');
const KB = 'knowledgebase/api';
// Evaluated rather than added as a <script>: the app's Content-Security-Policy allows no inline script.
const AXE_SOURCE = fs.readFileSync('node_modules/axe-core/axe.min.js', 'utf8');

async function login(email: string, password: string) {
  const res = await fetch(`${baseUrl}/account/api/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`login ${email}: ${res.status}`);
  return (await res.json()) as { token: string; staff_id: number };
}

/** Uploads a file as the article form's uploader does (signed URL, then PUT); its URL with its name. */
async function upload(token: string, file: string, type: string, name: string): Promise<string> {
  const bytes = fs.readFileSync(file);
  const signed = await kbApi<{ url: string; method: string; content_type: string; file_url: string }>(
    token,
    'POST',
    `${KB}/generate-s3-presigned-url/`,
    { file_name: name, file_content_type: type, mode: 'multi', file_size: bytes.length },
  );
  expect(signed.method).toBe('PUT');
  const put = await fetch(new URL(signed.url, baseUrl), {
    method: 'PUT',
    headers: { 'content-type': signed.content_type },
    body: bytes,
  });
  expect(put.ok, await put.clone().text()).toBe(true);
  return `${signed.file_url.split('#')[0]}#${encodeURIComponent(name)}`;
}

const chart = {
  nodes: [
    { id: 'n1', type: 'startEndNode', position: { x: 0, y: 0 }, data: { label: 'Alarm sounds' } },
    { id: 'n2', type: 'decisionNode', position: { x: 0, y: 150 }, data: { label: 'Smoke in the corridor?' } },
    { id: 'n3', type: 'processNode', position: { x: -200, y: 300 }, data: { label: 'Use the back stairs' } },
    { id: 'n4', type: 'processNode', position: { x: 200, y: 300 }, data: { label: 'Walk to the car park' } },
  ],
  edges: [
    { id: 'e1', source: 'n1', target: 'n2', type: 'customEdge', data: { label: '' } },
    { id: 'e2', source: 'n2', target: 'n3', type: 'customEdge', data: { label: 'Yes' } },
    { id: 'e3', source: 'n2', target: 'n4', type: 'customEdge', data: { label: 'No' } },
  ],
};

/** What a reader sees of the article's media and chart inside `scope`, once it has all loaded. */
async function viewersIn(scope: Locator) {
  const region = scope.getByRole('region', { name: 'Decision Chart' });
  // The drawn chart is a lazy chunk: wait until its steps are drawn.
  await expect.poll(() => region.locator('.react-flow__node').count(), { timeout: 20_000 }).toBe(chart.nodes.length);
  const files = scope.getByRole('region', { name: 'Embed Files' });
  return {
    files: await files
      .getByTestId('file-viewer')
      .evaluateAll((figures) =>
        figures.map((f) => `${(f as HTMLElement).dataset.kind}: ${f.querySelector('figcaption')?.textContent}`),
      ),
    pdfViewers: await files.getByTestId('pdf-view').evaluateAll((frames) => frames.map((f) => f.getAttribute('title'))),
    audioPlayers: await files.locator('audio').count(),
    speedChoices: await files.getByRole('combobox', { name: 'Playback speed' }).count(),
    chartRegions: await region.count(),
    chartDrawn: await region.getByTestId('flow-chart-view').count(),
    chartSteps: await region.getByTestId('chart-outline').locator(':scope > li').allTextContents(),
  };
}

const EXPECTED = {
  files: ['pdf: Download Fire drill plan.pdf', 'audio: Morning briefing.mp3'],
  pdfViewers: ['Fire drill plan.pdf'],
  audioPlayers: 1,
  speedChoices: 1,
  chartRegions: 1,
  chartDrawn: 1,
  chartSteps: [
    'Alarm sounds→ Smoke in the corridor?',
    'Smoke in the corridor?Yes → Use the back stairsNo → Walk to the car park',
    'Use the back stairs',
    'Walk to the car park',
  ],
};

/** Serious and critical axe-core violations (WCAG 2.0/2.1 A and AA) inside the given elements. */
async function axeViolations(page: Page, selectors: string[]): Promise<string[]> {
  await page.mouse.move(0, 0);
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async (include) => {
    const axe = (window as unknown as { axe: typeof AxeCore }).axe;
    const result = await axe.run(
      { include: include.map((selector) => [selector]) },
      {
        runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
        rules: { 'label-content-name-mismatch': { enabled: true } },
      },
    );
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`));
  }, selectors);
}

describe('knowledge base: one article, four places', () => {
  let staffBrowser: LaunchedBrowser;
  let visitorBrowser: LaunchedBrowser | undefined;

  beforeAll(async () => {
    staffBrowser = await launchBrowser();
  });

  afterAll(async () => {
    await visitorBrowser?.close();
    await staffBrowser?.close();
  });

  it(
    'shows the same viewers and chart in the reader, a course, the public KB and offline',
    { timeout: 300_000 },
    async () => {
      const stamp = Date.now();
      const admin = await login(DEMO.acmeAdmin.email, DEMO.acmeAdmin.password);
      const staff = await login(DEMO.acmeStaff.email, DEMO.acmeStaff.password);
      const pdf = await upload(admin.token, PDF, 'application/pdf', 'Fire drill plan.pdf');
      const mp3 = await upload(admin.token, MP3, 'audio/mpeg', 'Morning briefing.mp3');
      const categories = await kbApi<{ id: number }[]>(admin.token, 'GET', `${KB}/category/list-create/`);
      const base = await kbApi<{ id: number }>(admin.token, 'POST', `${KB}/public-knowledgebases/`, {
        name: `Visitors ${stamp}`,
      });
      const title = `Fire drill ${stamp}`;
      const article = await kbApi<{ id: number }>(admin.token, 'POST', `${KB}/create/`, {
        title,
        article_category: categories[0]!.id,
        body: '<p>When the alarm sounds, leave by the nearest exit.</p>',
        visibility: 0,
        public_knowledgebases: [base.id],
        is_assigned_to_everyone: true,
        file_urls: [pdf, mp3],
        decision_chart: chart,
      });
      const second = await kbApi<{ id: number }>(admin.token, 'POST', `${KB}/create/`, {
        title: `Assembly point ${stamp}`,
        article_category: categories[0]!.id,
        body: '<p>Meet at the far end of the car park.</p>',
        is_assigned_to_everyone: true,
      });
      const courseCategory = await kbApi<{ id: number }>(admin.token, 'POST', `${KB}/course-categories/`, {
        name: `Emergencies ${stamp}`,
      });
      const courseName = `Fire safety ${stamp}`;
      const course = await kbApi<{ id: number }>(admin.token, 'POST', `${KB}/courses/`, {
        name: courseName,
        category: courseCategory.id,
        individuals: [staff.staff_id],
        sections: [{ title: 'On the day', section_items: [{ article: article.id }, { article: second.id }] }],
      });

      // 1. The article page.
      const page = await staffBrowser.context.newPage();
      await page.goto(url('/auth/signin'));
      await signIn(page, DEMO.acmeStaff.email, DEMO.acmeStaff.password);
      await page.goto(url(`/knowledgebase/articles/${article.id}`));
      await page.getByRole('heading', { name: title }).waitFor({ timeout: 20_000 });
      const reader = await viewersIn(page.locator('main'));
      expect(reader).toEqual(EXPECTED);

      // 2. The course reader.
      await page.goto(url(`/knowledgebase/courses/${course.id}`));
      const courseArticle = page.getByTestId('course-article');
      await courseArticle.getByRole('heading', { name: title }).waitFor({ timeout: 20_000 });
      expect(await viewersIn(courseArticle)).toEqual(EXPECTED);
      // No stored names anywhere in the course: only the names the files were uploaded with.
      expect(await courseArticle.textContent()).not.toMatch(/[0-9a-f]{16,}/);

      // On a 360 px phone the course reader fits the page and has no serious axe violation.
      await page.setViewportSize({ width: 360, height: 740 });
      await page.getByTestId('course-reader').waitFor();
      await expect
        .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
        .toBeLessThanOrEqual(0);
      expect(await axeViolations(page, ['[data-testid="course-reader"]'])).toEqual([]);
      await page.setViewportSize({ width: 1280, height: 800 });

      // 3. The public knowledge base, for a visitor who never signed in.
      visitorBrowser = await launchBrowser();
      const visitor = await visitorBrowser.context.newPage();
      await visitor.goto(url(`/articles/public/acme/`));
      await visitor.getByRole('searchbox', { name: 'Search articles' }).fill(`Fire drill ${stamp}`);
      await visitor.getByRole('button', { name: 'Search' }).click();
      await visitor.getByTestId('public-kb-results').getByRole('link', { name: title }).click();
      await visitor.getByRole('heading', { name: title }).waitFor({ timeout: 20_000 });
      expect(await viewersIn(visitor.locator('article'))).toEqual(EXPECTED);
      await visitor.getByRole('link', { name: /Back to all articles/ }).waitFor();
      await visitorBrowser.close();
      visitorBrowser = undefined;

      // 4. Offline: the course, downloaded from Assigned Courses, read with no network.
      await page.goto(url('/knowledgebase/assigned-courses'));
      const card = page.getByTestId('assigned-course').filter({ hasText: courseName });
      await expect
        .poll(() => card.getByTestId('course-download-state').textContent(), { timeout: 60_000 })
        .toBe('Ready offline');
      await readyForOfflineReload(page);
      await staffBrowser.context.setOffline(true);
      try {
        // Item 8: offline, the list still says which courses are on the device.
        await page.reload();
        await card.getByTestId('course-download-state').waitFor({ timeout: 20_000 });
        expect(await card.getByTestId('course-download-state').textContent()).toBe('Ready offline');

        await page.goto(url(`/knowledgebase/courses/${course.id}`));
        // The course opens on the next item to do (the fire drill was read online): back to it.
        await page.getByTestId('outline-item').filter({ hasText: title }).click({ timeout: 20_000 });
        await courseArticle.getByRole('heading', { name: title }).waitFor({ timeout: 20_000 });
        expect(await viewersIn(courseArticle)).toEqual(EXPECTED);
        // The PDF and the audio come from the device.
        const kept = await page.evaluate(async (file) => (await fetch(file.split('#')[0]!)).ok, pdf);
        expect(kept).toBe(true);

        // Reached from the menu too (no reload), the list still shows the course on the device.
        await page.getByRole('link', { name: 'Assigned Courses' }).first().click();
        await expect
          .poll(() => card.getByTestId('course-download-state').textContent(), { timeout: 20_000 })
          .toBe('Ready offline');
        await card.getByRole('link').click();
        await page.getByTestId('outline-item').filter({ hasText: title }).click({ timeout: 20_000 });
        await courseArticle.getByRole('heading', { name: title }).waitFor({ timeout: 20_000 });

        // The learner moves on to the second article while offline…
        await page
          .getByTestId('outline-item')
          .filter({ hasText: `Assembly point ${stamp}` })
          .click();
        await courseArticle.getByRole('heading', { name: `Assembly point ${stamp}` }).waitFor();
      } finally {
        await staffBrowser.context.setOffline(false);
      }
      // …and stays there when the connection comes back and the page loads the course again.
      await page.waitForResponse((r) => r.url().includes(`/${KB}/courses/${course.id}/`) && r.ok(), {
        timeout: 30_000,
      });
      await page.waitForTimeout(1_000);
      expect(await courseArticle.getByRole('heading', { level: 2 }).textContent()).toBe(`Assembly point ${stamp}`);
      await page.reload();
      await courseArticle.getByRole('heading', { name: `Assembly point ${stamp}` }).waitFor({ timeout: 20_000 });
    },
  );

  it(
    'the editor asks for a picture address in a dialog without serious axe violations',
    { timeout: 120_000 },
    async () => {
      // The editor is for KB admins: a browser of their own (the staff member's stays signed in).
      const adminBrowser = await launchBrowser();
      visitorBrowser = adminBrowser;
      const page = await adminBrowser.context.newPage();
      await page.goto(url('/auth/signin'));
      await signIn(page, DEMO.acmeAdmin.email, DEMO.acmeAdmin.password);
      await page.goto(url('/knowledgebase/articles/create'));
      await page.getByRole('button', { name: 'Insert picture from an address' }).click();
      const dialog = page.getByRole('dialog', { name: 'Insert picture from an address' });
      await dialog.waitFor();
      expect(await axeViolations(page, ['[role="dialog"]'])).toEqual([]);
      await dialog.getByRole('textbox', { name: /Picture address/ }).fill('javascript:alert(1)');
      await dialog.getByRole('button', { name: 'Insert' }).click();
      await dialog.getByText('Enter a web address (https://…) of a picture.').waitFor();
      await dialog.getByRole('textbox', { name: /Picture address/ }).fill(`${baseUrl}/icons/icon-192.png`);
      await dialog.getByRole('textbox', { name: 'Description (for people who cannot see it)' }).fill('App icon');
      await dialog.getByRole('button', { name: 'Insert' }).click();
      await dialog.waitFor({ state: 'detached' });
      await page.getByTestId('rich-text-editor').getByRole('img', { name: 'App icon' }).waitFor();
    },
  );
});
