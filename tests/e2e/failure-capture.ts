// What a failed journey leaves behind (issue 25): a screenshot of every tab it had open, the
// console of every tab it used and its error, in test-results/e2e/<file>/<journey>/, listed in the
// test's meta so the summary (scripts/lib/vitest-report.mjs) can print where they are.
// launchBrowser() watches its browser here; tests/e2e/setup.ts ties the capture to each test.
//
// A journey often closes its tabs before vitest calls onTestFailed (a `finally` in the test, an
// afterEach): a tab closed while its test has not passed is photographed just before it closes, and
// the picture is kept only if the test then fails.
import fs from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import type { TestContext } from 'vitest';

declare module 'vitest' {
  interface TaskMeta {
    /** Files a failed journey left, relative to the repository root (read by the test summary). */
    e2eArtifacts?: string[];
    /** The last errors its tabs logged (console errors, uncaught errors, failed requests). */
    e2eConsoleErrors?: string[];
    /** The failure's message: vitest's JSON report has only a stack, which for a timeout lacks it. */
    e2eError?: string;
  }
}

const RESULTS_DIR = process.env.E2E_RESULTS_DIR ?? path.join(process.cwd(), 'test-results', 'e2e');
const SCREENSHOT_TIMEOUT_MS = 5_000;

interface Shot {
  label: string;
  url: string;
  png: Buffer | null;
  why?: string;
}

/** Console lines of every watched tab, since the previous test ended. */
let journal: string[] = [];
/** Tabs photographed as they closed during the current test. */
let closedShots: Shot[] = [];
let current: TestContext | null = null;
let previousTestEnd = 0;
const contexts = new Map<BrowserContext, string>();
const pageLabels = new WeakMap<Page, string>();
let browsersSeen = 0;

const CONSOLE_ERRORS_IN_SUMMARY = 8;
const ERROR_LINE = / (console\.error|uncaught|request failed|HTTP 5\d\d|the tab crashed)/;
// A navigation cancels the requests of the page it leaves: normal, and no clue in a summary.
const ABORTED = /request failed: .*net::ERR_ABORTED$/;
// Playwright's call logs are coloured for a terminal; files are read in an editor.
// eslint-disable-next-line no-control-regex
const ANSI = /\u001b\[[0-9;]*m/g;

/** Wall-clock time (UTC), to line the log up with the server's. */
function log(label: string, text: string): void {
  journal.push(`${new Date().toISOString().slice(11, 23)} ${label} ${text}`);
}

/** True while a test runs that has not passed (yet): what a tab shows now may explain a failure. */
function testAtRisk(): boolean {
  return current !== null && current.task.result?.state !== 'pass';
}

async function photograph(page: Page, label: string): Promise<Shot> {
  const url = page.url();
  try {
    return { label, url, png: await page.screenshot({ timeout: SCREENSHOT_TIMEOUT_MS }) };
  } catch (err) {
    return { label, url, png: null, why: err instanceof Error ? err.message.split('\n')[0] : String(err) };
  }
}

function watchPage(page: Page, browserLabel: string, tab: number): void {
  const label = `[${browserLabel} tab ${tab}]`;
  pageLabels.set(page, label);
  page.on('console', (message) => {
    const where = message.location().url ? ` (${message.location().url}:${message.location().lineNumber})` : '';
    log(label, `console.${message.type()}: ${message.text()}${message.type() === 'error' ? where : ''}`);
  });
  page.on('pageerror', (error) => log(label, `uncaught ${error.stack ?? error.message}`));
  page.on('crash', () => log(label, 'the tab crashed'));
  page.on('requestfailed', (request) =>
    log(label, `request failed: ${request.method()} ${request.url()}: ${request.failure()?.errorText ?? ''}`),
  );
  page.on('response', (response) => {
    if (response.status() >= 400)
      log(label, `HTTP ${response.status()}: ${response.request().method()} ${response.url()}`);
  });
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) log(label, `navigated to ${frame.url()}`);
  });
  page.on('close', () => log(label, 'closed'));
  // Photographed before it closes, while its test may still fail (the picture is dropped otherwise).
  const close = page.close.bind(page);
  page.close = async (options) => {
    if (testAtRisk() && !page.isClosed()) closedShots.push(await photograph(page, label));
    return close(options);
  };
}

/** Records the console of every tab the browser opens, for the failure report. */
export function watchContext(context: BrowserContext, name?: string): void {
  const browserLabel = name ?? `browser ${++browsersSeen}`;
  contexts.set(context, browserLabel);
  let tabs = 0;
  for (const page of context.pages()) watchPage(page, browserLabel, ++tabs);
  context.on('page', (page) => watchPage(page, browserLabel, ++tabs));
  context.on('close', () => contexts.delete(context));
}

/** Call just before closing a watched browser: photographs its tabs if the current test may fail. */
export async function beforeContextCloses(context: BrowserContext): Promise<void> {
  if (!testAtRisk()) return;
  for (const page of context.pages()) {
    if (page.url() === 'about:blank') continue;
    closedShots.push(await photograph(page, pageLabels.get(page) ?? `[${contexts.get(context) ?? 'browser'}]`));
  }
}

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 80);

/** Where one test's files go: test-results/e2e/<file name>/<describe and test names>. */
function artifactDir(context: TestContext): string {
  const names: string[] = [];
  for (let suite = context.task.suite; suite && suite !== context.task.file; suite = suite.suite) {
    names.unshift(suite.name);
  }
  names.push(context.task.name);
  const file = path.basename(context.task.file.filepath).replace(/\.e2e\.ts$/, '');
  return path.join(RESULTS_DIR, slug(file), slug(names.join(' ')) || 'unnamed');
}

async function saveFailure(context: TestContext): Promise<void> {
  const dir = artifactDir(context);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  const open: Shot[] = [];
  for (const browser of contexts.keys()) {
    for (const page of browser.pages()) {
      // The blank tab a persistent browser starts with shows nothing worth a file.
      if (page.url() !== 'about:blank') open.push(await photograph(page, pageLabels.get(page) ?? '[tab]'));
    }
  }
  const files: string[] = [];
  const index: string[] = [];
  const shots = [...open.map((s) => ({ ...s, state: 'open' })), ...closedShots.map((s) => ({ ...s, state: 'closed' }))];
  shots.forEach((shot, i) => {
    const name = `${String(i + 1).padStart(2, '0')}-${shot.state}-${slug(shot.label)}.png`;
    if (shot.png) {
      fs.writeFileSync(path.join(dir, name), shot.png);
      files.push(path.join(dir, name));
    }
    const what = shot.state === 'open' ? 'open at the failure' : 'as it was closed';
    index.push(`${shot.label} ${what}: ${shot.url} -> ${shot.png ? name : `no screenshot (${shot.why})`}`);
  });
  // The error too, beside the pictures: a run that dies before vitest writes its report keeps it.
  const errorFile = path.join(dir, 'error.txt');
  const errors = context.task.result?.errors ?? [];
  fs.writeFileSync(errorFile, errors.map((e) => `${e.message}\n${e.stack ?? ''}`.replace(ANSI, '')).join('\n\n'));
  files.push(errorFile);
  const consoleFile = path.join(dir, 'console.log');
  fs.writeFileSync(consoleFile, [...index, '', ...journal, ''].join('\n'));
  files.push(consoleFile);
  context.task.meta.e2eArtifacts = files.map((file) => path.relative(process.cwd(), file));
  context.task.meta.e2eError = context.task.result?.errors?.[0]?.message?.replace(ANSI, '');
  context.task.meta.e2eConsoleErrors = journal
    .filter((line) => ERROR_LINE.test(line) && !ABORTED.test(line))
    .slice(-CONSOLE_ERRORS_IN_SUMMARY)
    .map((line) => (line.length > 300 ? `${line.slice(0, 300)}…` : line));
}

/**
 * Ties the capture to one test (tests/e2e/setup.ts calls it in a beforeEach). The journal keeps what
 * was logged since the previous test ended, so a beforeAll's sign-in shows in its first test's log.
 */
export function captureFailuresOf(context: TestContext): void {
  journal = journal.slice(previousTestEnd);
  previousTestEnd = 0;
  current = context;
  closedShots = [];
  context.onTestFailed(() => saveFailure(context));
  // Runs before onTestFailed, which still reads the whole journal.
  context.onTestFinished(() => {
    current = null;
    previousTestEnd = journal.length;
  });
}
