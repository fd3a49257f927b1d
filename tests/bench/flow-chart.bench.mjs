// The decision chart editor in Chromium against the bench's server:
// - Its lazy code: the JavaScript the browser fetches when the Decision Chart section of the article
//   form opens (the editor's chunk with xyflow and what it needs beyond the form), gzipped as a CDN
//   would serve it. The first screens (sign-in, dashboard) must load none of xyflow.
// - Render time of a 200-node chart (a decision tree of 200 steps and 199 labelled connections): in
//   the article form, from the editor's frame being in the page to the frame after every node is
//   drawn (measured and visible); and the same for the article page's read-only view. Median of 3.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { ADMIN, apiToken } from './lib/session.mjs';

/* global document, requestAnimationFrame -- in functions that run in the page */

const NODES = 200;
const TYPES = ['startEndNode', 'processNode', 'decisionNode', 'questionNode', 'choiceNode', 'inputOutputNode'];
/** A class name only xyflow's code carries: how a script is known to hold it. */
const XYFLOW_MARK = 'react-flow__pane';

async function api(ctx, token, method, pathname, body) {
  const response = await fetch(new URL(pathname, ctx.baseUrl), {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', accept: 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${pathname} answered ${response.status}: ${await response.text()}`);
  return response.json();
}

/** A binary decision tree of `count` steps laid out by level, each joined to its parent. */
function bigChart(count) {
  const nodes = [];
  const edges = [];
  for (let i = 0; i < count; i++) {
    const level = Math.floor(Math.log2(i + 1));
    const slot = i + 1 - 2 ** level;
    const id = `node-${i + 1}`;
    nodes.push({
      id,
      type: TYPES[i % TYPES.length],
      position: { x: slot * 210, y: level * 150 },
      data: { id, label: `Step ${i + 1}: check the guard and the stop before going on` },
    });
    if (i > 0) {
      const parent = `node-${Math.floor((i - 1) / 2) + 1}`;
      edges.push({
        id: `edge-${parent}-${id}`,
        source: parent,
        target: id,
        type: 'customEdge',
        data: { label: i % 2 ? 'Yes' : 'No' },
      });
    }
  }
  return { nodes, edges };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Page-side: ms from the chart's frame appearing to the frame after `count` nodes are drawn. */
function chartDrawn({ selector, count }) {
  return new Promise((resolve) => {
    let start = null;
    const check = () => {
      const frame = document.querySelector(selector);
      if (frame && start === null) start = performance.now();
      const drawn = frame
        ? [...frame.querySelectorAll('.react-flow__node')].filter((n) => n.style.visibility !== 'hidden').length
        : 0;
      if (drawn >= count) requestAnimationFrame(() => resolve(performance.now() - start));
      else requestAnimationFrame(check);
    };
    check();
  });
}

async function scriptsHoldXyflow(page, urls) {
  let found = 0;
  for (const url of urls) {
    const text = await page.evaluate(async (u) => (await fetch(u)).text(), url);
    if (text.includes(XYFLOW_MARK)) found++;
  }
  return found;
}

export async function run(ctx) {
  if (!ctx.chromium.available) {
    console.log(ctx.chromium.missingMessage('Flow chart bench'));
    return [];
  }
  const token = await apiToken(ctx.baseUrl, ADMIN);
  const [category] = await api(ctx, token, 'GET', '/knowledgebase/api/category/list-create/');
  const chart = bigChart(NODES);
  const saved = await api(ctx, token, 'POST', '/flowchart/api/flow-charts/', chart);
  const article = await api(ctx, token, 'POST', '/knowledgebase/api/create/', {
    title: `Bench 200-step chart ${Date.now().toString(36)}`,
    article_category: category.id,
    flow_chart: saved.id,
    decision_chart: chart,
    status: 0,
  });

  const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'groundwork-bench-flow-'));
  let context;
  try {
    context = await chromium.launchPersistentContext(userDataDir, {
      executablePath: ctx.chromium.path,
      args: ctx.chromium.args,
      headless: true,
      baseURL: ctx.baseUrl,
      viewport: { width: 1280, height: 1000 },
      serviceWorkers: 'block',
    });
    const page = context.pages()[0] ?? (await context.newPage());
    const scripts = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response);
    });

    await page.goto('/auth/signin');
    await page.waitForLoadState('networkidle');
    await page.locator('input[name="email"]').fill(ADMIN.email);
    await page.locator('input[name="password"]').fill(ADMIN.password);
    await page.locator('button[type="submit"]').click();
    await page.waitForURL((u) => !u.pathname.startsWith('/auth/signin'));
    await page.goto('/account/dashboard/');
    await page.waitForLoadState('networkidle');
    const firstLoad = await scriptsHoldXyflow(page, [...new Set(scripts.map((r) => r.url()))]);

    // The editor's code: what opening the Decision Chart section fetches, on a cold cache.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await page.goto('/knowledgebase/articles/create');
    await page.locator('input[name="title"]').waitFor();
    await page.waitForLoadState('networkidle');
    scripts.length = 0;
    await page.getByRole('button', { name: 'Decision Chart' }).click();
    await page.getByTestId('flow-chart-editor').waitFor({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    let chunkBytes = 0;
    for (const response of scripts) {
      const gz = gzipSync(await response.body()).length;
      chunkBytes += gz;
      console.log(`  ${new URL(response.url()).pathname} ${(gz / 1024).toFixed(1)} KiB gzip`);
    }

    const editorTimes = [];
    const viewTimes = [];
    for (let i = 0; i < 3; i++) {
      await page.goto(`/knowledgebase/articles/${article.id}/edit`);
      editorTimes.push(
        await page.evaluate(chartDrawn, { selector: '[data-testid="flow-chart-editor"]', count: NODES }),
      );
      await page.goto(`/knowledgebase/articles/${article.id}`);
      viewTimes.push(await page.evaluate(chartDrawn, { selector: '[data-testid="flow-chart-view"]', count: NODES }));
    }

    return [
      {
        name: 'chart editor lazy code (gzip)',
        value: Math.round((chunkBytes / 1024) * 10) / 10,
        unit: 'KiB',
        target: '<= 120 KiB',
      },
      {
        name: 'xyflow scripts on /auth/signin and /account/dashboard/',
        value: firstLoad,
        unit: 'scripts',
        target: '= 0',
      },
      {
        name: `chart editor render, ${NODES} nodes (median of 3)`,
        value: Math.round(median(editorTimes)),
        unit: 'ms',
        target: '<= 1000',
      },
      {
        name: `chart read-only view render, ${NODES} nodes (median of 3)`,
        value: Math.round(median(viewTimes)),
        unit: 'ms',
        target: '<= 1000',
      },
    ];
  } finally {
    await context?.close();
    fs.rmSync(userDataDir, { recursive: true, force: true });
  }
}
