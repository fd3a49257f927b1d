// Journey of the decision chart editor (issue 5): an admin builds a chart in the article form with
// three node types (one dragged from the palette, two added by keyboard and moved with the arrow
// keys), two connections (one drawn between handles, one from the node menu) and their labels. The
// autosave makes exactly one create and then patches. After a reload the form shows the chart
// exactly as it was; published, the article shows it read-only, and again after a reload; the
// server holds the same chart. On a phone the article's chart pans and zooms by touch.
import type { Locator, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, launchBrowser, signIn, storedSession, url, type LaunchedBrowser } from './harness';
import { kbApi } from './knowledge-base-helpers';

interface Snapshot {
  nodes: { id: string; type: string; label: string; at: string }[];
  edgeLabels: string[];
  edges: number;
}

/** What the chart on screen shows: each node's type, label and place, and the connections' labels. */
function snapshot(page: Page, root: string): Promise<Snapshot> {
  return page.evaluate((root) => {
    const scope = document.querySelector(root)!;
    const nodes = Array.from(scope.querySelectorAll('.react-flow__node'), (e) => e as HTMLElement).map((n) => ({
      id: n.dataset.id ?? '',
      type: (n.querySelector('[data-node-type]') as HTMLElement | null)?.dataset.nodeType ?? '',
      label: n.innerText.trim(),
      at: n.style.transform,
    }));
    const edgeLabels = Array.from(scope.querySelectorAll('[data-testid="edge-label"]'))
      .map((e) => e.textContent ?? '')
      .filter((l) => l && l !== '+');
    return {
      nodes: nodes.sort((a, b) => a.id.localeCompare(b.id)),
      edgeLabels: edgeLabels.sort(),
      edges: scope.querySelectorAll('.react-flow__edge').length,
    };
  }, root);
}

const node = (page: Page, label: string) => page.locator('.react-flow__node', { hasText: label });

/** Whether the node (or something in it) has the keyboard focus. */
const hasFocus = (target: Locator) => target.evaluate((e) => e.contains(document.activeElement));

/**
 * Chooses an item of the node's menu once the menu is ready: it takes focus when it has opened, and
 * a click that comes before that (a busy machine shows the menu well before) selects nothing.
 */
async function chooseFromMenu(page: Page, item: string) {
  const menu = page.getByRole('menu');
  await menu.waitFor();
  await expect.poll(() => hasFocus(menu)).toBe(true);
  await menu.getByRole('menuitem', { name: item }).click();
}

async function editNode(page: Page, label: string, next: string, open: 'mouse' | 'keyboard') {
  const target = node(page, label);
  if (open === 'mouse') await target.click({ button: 'right' });
  else {
    // The menu key opens the menu of the node that has focus: press it once this one has it.
    await target.focus();
    await expect.poll(() => hasFocus(target)).toBe(true);
    await page.keyboard.press('Shift+F10');
  }
  await chooseFromMenu(page, 'Edit label and colours');
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Label').fill(next);
  await dialog.getByRole('button', { name: 'Save' }).click();
  // The dialog closes and hands focus back to the node a moment later, as a keyboard user sees.
  // Wait for it: on a busy machine that hand-back could otherwise land after the journey's next
  // focus and take the next key press to this node (seen under load: the menu opened for another).
  await dialog.waitFor({ state: 'hidden' });
  await expect.poll(() => hasFocus(node(page, next))).toBe(true);
}

/** Drags from one node's lower handle to another's upper handle, as a person connects them. */
async function connect(page: Page, from: string, to: string) {
  const source = (await node(page, from).locator('.react-flow__handle.source').boundingBox())!;
  const target = (await node(page, to).locator('.react-flow__handle.target').boundingBox())!;
  await page.mouse.move(source.x + source.width / 2, source.y + source.height / 2);
  await page.mouse.down();
  await page.mouse.move(target.x + target.width / 2, target.y + target.height / 2, { steps: 12 });
  await page.mouse.up();
}

async function labelEdge(page: Page, index: number, label: string) {
  await page.getByRole('button', { name: 'Add a label to this connection' }).nth(index).click();
  await page.getByRole('textbox', { name: 'Connection label' }).fill(label);
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: `Edit label ${label}` }).waitFor();
}

describe('decision chart editor', () => {
  let browser: LaunchedBrowser;
  let phone: LaunchedBrowser;
  const title = `Guard check ${Date.now()}`;

  beforeAll(async () => {
    // Tall enough for the form's 800 px editor to be on screen whole, under the header.
    browser = await launchBrowser({ viewport: { width: 1280, height: 1100 } });
    phone = await launchBrowser({ viewport: { width: 390, height: 844 } });
  });
  afterAll(async () => {
    await browser?.close();
    await phone?.close();
  });

  it('builds a chart that autosaves (one create, then patches) and shows it exactly after reloads', async () => {
    const page = await browser.context.newPage();
    const calls: string[] = [];
    page.on('request', (request: Request) => {
      const path = new URL(request.url()).pathname;
      if (path.startsWith('/flowchart/api/flow-charts/')) calls.push(`${request.method()} ${path}`);
    });
    await signIn(page, DEMO.acmeAdmin.email, DEMO.acmeAdmin.password);
    await page.goto(url('/knowledgebase/articles/create'));
    await page.locator('input[name="title"]').fill(title);
    await page.getByRole('combobox', { name: 'Category', exact: true }).selectOption({ label: 'Safety' });
    await page.getByRole('button', { name: 'Decision Chart' }).click();
    const editor = page.getByTestId('flow-chart-editor');
    await editor.waitFor({ timeout: 20_000 });
    expect(await editor.evaluate((e) => e.getBoundingClientRect().height)).toBe(800);
    await editor.evaluate((e) => e.scrollIntoView({ block: 'center' }));

    // A start node dragged from the palette onto the chart.
    const pane = editor.locator('.react-flow__pane');
    await editor.getByRole('button', { name: 'Start / End' }).dragTo(pane, { targetPosition: { x: 420, y: 80 } });
    await node(page, 'Start / End').waitFor();
    // A decision and a process node added by keyboard and moved down with the arrow keys.
    await editor.getByRole('button', { name: 'Decision', exact: true }).focus();
    await page.keyboard.press('Enter');
    await node(page, 'Decision').focus();
    await page.keyboard.press('Shift+ArrowUp');
    await editor.getByRole('button', { name: 'Process', exact: true }).press('Enter');
    await node(page, 'Process').focus();
    for (let i = 0; i < 4; i++) await page.keyboard.press('Shift+ArrowDown');

    await editNode(page, 'Start / End', 'Machine stopped', 'mouse');
    await editNode(page, 'Decision', 'Guard closed?', 'keyboard');
    await editNode(page, 'Process', 'Start the machine', 'mouse');

    await connect(page, 'Machine stopped', 'Guard closed?');
    await expect.poll(() => editor.locator('.react-flow__edge').count()).toBe(1);
    await node(page, 'Guard closed?').click({ button: 'right' });
    await chooseFromMenu(page, 'Connect to…');
    await page.getByRole('dialog').getByRole('combobox').selectOption({ label: 'Start the machine' });
    await page.getByRole('dialog').getByRole('button', { name: 'Connect' }).click();
    await expect.poll(() => editor.locator('.react-flow__edge').count()).toBe(2);
    // New connections start with an empty label.
    await expect.poll(() => page.getByRole('button', { name: 'Add a label to this connection' }).count()).toBe(2);
    await labelEdge(page, 0, 'Check');
    await labelEdge(page, 0, 'Yes');

    const built = await snapshot(page, '[data-testid="flow-chart-editor"]');
    expect(built.nodes.map((n) => [n.type, n.label])).toEqual([
      ['startEndNode', 'Machine stopped'],
      ['decisionNode', 'Guard closed?'],
      ['processNode', 'Start the machine'],
    ]);
    expect(built.edgeLabels).toEqual(['Check', 'Yes']);
    expect(new Set(built.nodes.map((n) => n.at)).size).toBe(3);

    // The autosave: it is done once the server holds what the screen shows (the last edit's patch
    // lands 500 ms after it at the soonest, later on a busy machine: waited for, not assumed).
    await expect.poll(() => calls.filter((c) => c.startsWith('PATCH')).length, { timeout: 10_000 }).toBeGreaterThan(0);
    const chartId = Number(/(\d+)\/$/.exec(calls.find((c) => c.startsWith('PATCH'))!)![1]);
    const { token } = await storedSession(page);
    const onServer = async () => {
      const saved = await kbApi<{
        nodes: { id: string; type: string; position: { x: number; y: number }; data: { label: string } }[];
        edges: { data: { label: string } }[];
      }>(token, 'GET', `flowchart/api/flow-charts/${chartId}/`);
      return {
        nodes: saved.nodes
          .map((n) => ({
            id: n.id,
            type: n.type,
            label: n.data.label,
            at: `translate(${n.position.x}px, ${n.position.y}px)`,
          }))
          .sort((a, b) => a.id.localeCompare(b.id)),
        edgeLabels: saved.edges.map((e) => e.data.label).sort(),
      };
    };
    await expect.poll(onServer, { timeout: 20_000 }).toEqual({ nodes: built.nodes, edgeLabels: ['Check', 'Yes'] });
    // Exactly one create, then patches.
    expect(calls.filter((c) => c.startsWith('POST'))).toEqual(['POST /flowchart/api/flow-charts/']);
    expect(
      calls.filter((c) => !c.startsWith('POST')).every((c) => /^PATCH \/flowchart\/api\/flow-charts\/\d+\/$/.test(c)),
    ).toBe(true);

    // Reloaded, the form shows the chart exactly, and makes no second create.
    await page.reload();
    await editor.waitFor({ timeout: 20_000 });
    await node(page, 'Start the machine').waitFor();
    expect(await snapshot(page, '[data-testid="flow-chart-editor"]')).toEqual(built);
    await page.waitForTimeout(800);
    expect(calls.filter((c) => c.startsWith('POST'))).toHaveLength(1);

    // Published, the article shows it read-only, and again after a reload.
    await page.getByRole('button', { name: 'Save & Publish' }).click();
    await page.waitForURL((u) => /^\/knowledgebase\/articles\/\d+$/.test(u.pathname), { timeout: 20_000 });
    const view = page.getByTestId('flow-chart-view');
    await view.locator('.react-flow__node', { hasText: 'Start the machine' }).waitFor({ timeout: 20_000 });
    const shown = await snapshot(page, '[data-testid="flow-chart-view"]');
    expect(shown).toEqual(built);
    await page.reload();
    await view.locator('.react-flow__node', { hasText: 'Start the machine' }).waitFor({ timeout: 20_000 });
    expect(await snapshot(page, '[data-testid="flow-chart-view"]')).toEqual(built);
    const articleId = Number(/(\d+)$/.exec(new URL(page.url()).pathname)![1]);
    const article = await kbApi<{ flow_chart: number | null }>(
      token,
      'GET',
      `knowledgebase/api/retrieve-update-delete/${articleId}/`,
    );
    expect(article.flow_chart).toBe(chartId);
    await page.close();
  });

  it('a reader on a phone pans and zooms the article chart by touch', async () => {
    const page = await phone.context.newPage();
    // A touch screen, from the start: the chart decides at load whether to listen for touches.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 5 });
    await signIn(page, DEMO.acmeStaff.email, DEMO.acmeStaff.password);
    await page.goto(url(`/knowledgebase/articles?search=${encodeURIComponent(title)}`));
    await page.getByRole('link', { name: title }).click();
    const view = page.getByTestId('flow-chart-view');
    await view.locator('.react-flow__node', { hasText: 'Guard closed?' }).waitFor({ timeout: 20_000 });
    await view.scrollIntoViewIfNeeded();
    const viewport = view.locator('.react-flow__viewport');
    const matrix = () =>
      viewport.evaluate((e) => {
        const m = new DOMMatrix(getComputedStyle(e).transform);
        return { x: m.e, y: m.f, zoom: m.a };
      });
    const before = await matrix();
    const box = (await view.locator('.react-flow__pane').boundingBox())!;
    const touch = async (type: 'touchStart' | 'touchMove' | 'touchEnd', points: { x: number; y: number }[]) =>
      cdp.send('Input.dispatchTouchEvent', { type, touchPoints: points.map((p, id) => ({ ...p, id })) });
    const cx = box.x + box.width / 2;
    const cy = box.y + box.height / 2;
    // One finger pans.
    await touch('touchStart', [{ x: cx, y: cy }]);
    for (let i = 1; i <= 8; i++) await touch('touchMove', [{ x: cx - i * 10, y: cy + i * 5 }]);
    await touch('touchEnd', []);
    const panned = await matrix();
    expect(panned.x).toBeLessThan(before.x - 30);
    expect(panned.y).toBeGreaterThan(before.y + 15);
    expect(panned.zoom).toBe(before.zoom);
    // Two fingers spreading zoom in.
    await touch('touchStart', [
      { x: cx - 20, y: cy },
      { x: cx + 20, y: cy },
    ]);
    for (let i = 1; i <= 8; i++) {
      await touch('touchMove', [
        { x: cx - 20 - i * 10, y: cy },
        { x: cx + 20 + i * 10, y: cy },
      ]);
    }
    await touch('touchEnd', []);
    expect((await matrix()).zoom).toBeGreaterThan(panned.zoom * 1.2);
    // Read-only: nothing to drag, connect or edit.
    expect(await view.locator('[data-testid="edge-label"]').evaluateAll((els) => els.map((e) => e.tagName))).toEqual([
      'SPAN',
      'SPAN',
    ]);
    await page.close();
  });
});
