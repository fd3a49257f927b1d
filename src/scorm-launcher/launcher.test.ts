// The launcher with the real scorm-again runtime (issue 6): it says it is ready to each app origin
// only, ignores starts from anywhere but its parent on an app origin, and once started puts the
// runtime on its window, frames the package, sends each commit over the port, keeps the files for
// offline play (or says why not), and refuses a package, or files to keep, of another origin (another
// company's, issue 17).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startLauncher, type LauncherOptions } from './launcher';
import { READY, START, type LauncherMessage, type StartMessage } from './protocol';

const APP = 'http://localhost:8080';
const CONTENT = 'http://c1.localhost:8081';
const OTHER_COMPANY = 'http://c2.localhost:8081';
const LAUNCH = `${CONTENT}/knowledgebase/api/scorm/content/1/2/3-x/index.html`;

type Api12 = {
  LMSInitialize(p: string): string;
  LMSSetValue(k: string, v: string): string;
  LMSCommit(p: string): string;
};
const host = window as unknown as { API?: Api12 };

const start = (overrides: Partial<StartMessage> = {}): StartMessage => ({
  type: START,
  mode: 'play',
  version: '1.2',
  launchUrl: LAUNCH,
  title: 'Fire safety',
  files: [LAUNCH],
  learner: { id: '7', name: 'Doe, Sam' },
  resume: null,
  ...overrides,
});

let launched: { win: EventTarget } | null = null;
afterEach(() => {
  // Leaving the page removes the runtime, as the browser's pagehide does.
  launched?.win.dispatchEvent(new Event('pagehide'));
  launched = null;
  document.body.innerHTML = '';
});

/** A launcher on a stand-in window (jsdom's own has no parent of another origin). */
function launch(options: Partial<LauncherOptions> = {}) {
  const parent = { postMessage: vi.fn() };
  const win = Object.assign(new EventTarget(), {
    parent,
    location: new URL(`${CONTENT}/knowledgebase/api/scorm/launcher/`),
    document,
    navigator: { onLine: true },
    performance,
  });
  const keep = vi.fn(async (files: string[]) => files.length);
  startLauncher(win as never, { appOrigins: [APP], workerReady: Promise.resolve(), keep, ...options });
  const received: LauncherMessage[] = [];
  const channel = new MessageChannel();
  channel.port1.onmessage = (event) => received.push(event.data as LauncherMessage);
  const send = (data: unknown, from: { origin?: string; source?: unknown } = {}) =>
    win.dispatchEvent(
      Object.assign(new Event('message'), {
        data,
        origin: from.origin ?? APP,
        source: from.source ?? parent,
        ports: [channel.port2],
      }),
    );
  launched = { win };
  return { win, parent, keep, received, send };
}

describe('startLauncher', () => {
  it('tells its parent it is ready, addressed to each app origin alone', () => {
    const { parent } = launch({ appOrigins: [APP, 'https://learn.partner.test'] });
    expect(parent.postMessage.mock.calls).toEqual([
      [{ type: READY }, APP],
      [{ type: READY }, 'https://learn.partner.test'],
    ]);
  });

  it('ignores a start from another origin or another window: nothing runs', async () => {
    const { send, keep } = launch();
    send(start(), { origin: 'https://evil.test' });
    send(start(), { source: { postMessage() {} } });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(host.API).toBeUndefined();
    expect(document.querySelector('iframe')).toBeNull();
    expect(keep).not.toHaveBeenCalled();
  });

  it('runs the package: the runtime on its window, the package framed, each commit sent over the port', async () => {
    const { send, received, keep } = launch();
    send(start());
    await vi.waitFor(() => expect(document.querySelector('iframe')).not.toBeNull());
    const frame = document.querySelector('iframe')!;
    expect(frame.title).toBe('Fire safety');
    expect(frame.src).toBe(LAUNCH);
    // Sandboxed without allow-modals: the package's alert() and confirm() never reach the learner.
    const sandbox = frame.getAttribute('sandbox')!.split(' ');
    expect(sandbox).toEqual(expect.arrayContaining(['allow-scripts', 'allow-same-origin', 'allow-forms']));
    expect(sandbox).not.toContain('allow-modals');
    const api = host.API!;
    expect(api.LMSInitialize('')).toBe('true');
    api.LMSSetValue('cmi.core.score.raw', '90');
    api.LMSCommit('');
    await vi.waitFor(() => expect(received.some((m) => m.type === 'commit')).toBe(true));
    const commit = received.find((m) => m.type === 'commit') as unknown as {
      cmi: { core: { score: { raw: string } } };
    };
    expect(commit.cmi.core.score.raw).toBe('90');
    await vi.waitFor(() => expect(received).toContainEqual({ type: 'cached', files: 1 }));
    expect(keep).toHaveBeenCalledWith([LAUNCH]);
    // A second start (another page's, or a replay) is not taken.
    send(start({ title: 'Again' }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(document.querySelectorAll('iframe')).toHaveLength(1);
  });

  it('says the package was not kept when its worker could not start', async () => {
    const { send, received } = launch({ workerReady: Promise.reject(new Error('denied')) });
    send(start({ mode: 'cache' }));
    await vi.waitFor(() => expect(received).toContainEqual({ type: 'cache-failed', message: 'denied' }));
    // Cache mode plays nothing.
    expect(document.querySelector('iframe')).toBeNull();
    expect(host.API).toBeUndefined();
  });

  it('refuses a package on another origin than its own', async () => {
    const { send, received, keep } = launch();
    send(start({ launchUrl: `${APP}/knowledgebase/api/scorm/content/1/2/3-x/index.html` }));
    await vi.waitFor(() => expect(received.map((m) => m.type)).toEqual(['refused']));
    expect(document.querySelector('iframe')).toBeNull();
    expect(host.API).toBeUndefined();
    expect(keep).not.toHaveBeenCalled();
  });

  it("refuses to keep another company's files in its origin's cache", async () => {
    const { send, received, keep } = launch();
    send(start({ mode: 'cache', files: [LAUNCH, `${OTHER_COMPANY}/knowledgebase/api/scorm/content/2/5/9-y/a.html`] }));
    await vi.waitFor(() => expect(received.map((m) => m.type)).toEqual(['refused']));
    expect(keep).not.toHaveBeenCalled();
  });
});
