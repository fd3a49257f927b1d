// Lighthouse mobile performance score of the sign-in page, the first screen every user loads on a
// phone. Lighthouse's default config is the mobile one (emulated Moto G-class device, simulated slow
// 4G). Scores vary from run to run on a busy machine, so the figure is the median of three runs.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const ROUTE = '/auth/signin';
const RUNS = 3;

async function score(ctx, url) {
  const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'groundwork-lighthouse-'));
  const chrome = await chromeLauncher.launch({
    chromePath: ctx.chromium.path,
    chromeFlags: ctx.chromium.args,
    userDataDir,
    logLevel: 'silent',
  });
  try {
    const result = await lighthouse(url, { port: chrome.port, logLevel: 'error', onlyCategories: ['performance'] });
    const lhr = result?.lhr;
    if (!lhr || lhr.runtimeError) throw new Error(`Lighthouse failed: ${lhr?.runtimeError?.message ?? 'no result'}`);
    const audits = [
      'first-contentful-paint',
      'largest-contentful-paint',
      'total-blocking-time',
      'cumulative-layout-shift',
    ];
    console.log(
      `    score ${Math.round(lhr.categories.performance.score * 100)}: ${audits.map((a) => `${a} ${lhr.audits[a]?.displayValue ?? '?'}`).join(', ')}`,
    );
    // What the largest paint was, and what its time was spent on: where to look when the score drops.
    const lcp = lhr.audits['largest-contentful-paint-element']?.details?.items ?? [];
    const node = lcp[0]?.items?.[0]?.node;
    const phases = (lcp[1]?.items ?? []).map((p) => `${p.phase} ${Math.round(p.timing)} ms`).join(', ');
    if (node) console.log(`      largest paint: ${node.snippet} (${phases})`);
    return lhr.categories.performance.score * 100;
  } finally {
    chrome.kill();
    fs.rmSync(userDataDir, { recursive: true, force: true });
  }
}

export async function run(ctx) {
  if (!ctx.chromium.available) {
    console.log(ctx.chromium.missingMessage('Lighthouse bench'));
    return [];
  }
  const scores = [];
  for (let i = 0; i < RUNS; i++) scores.push(await score(ctx, `${ctx.baseUrl}${ROUTE}`));
  scores.sort((a, b) => a - b);
  const median = Math.round(scores[Math.floor(scores.length / 2)]);
  return [{ name: `Lighthouse mobile performance ${ROUTE}`, value: median, unit: 'score', target: '>= 95' }];
}
