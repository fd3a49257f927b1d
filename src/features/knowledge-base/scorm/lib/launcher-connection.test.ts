// The player's side of the launcher protocol (issue 6): it starts its own launcher frame when that
// frame says it is ready from the content origin, posting the start to that origin alone with a
// port; ready messages from another origin (another company's content origin too) or another window
// are ignored; what arrives over the port reaches the player, and anything it does not know is
// dropped. Only a launcher on the signed-in company's origin is taken (isCompanyLauncher).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { READY, START, type LauncherMessage } from '../../../../scorm-launcher/protocol';
import { connectLauncher, isCompanyLauncher, type LauncherStart } from './launcher-connection';

const CONTENT = 'http://c1.localhost:8081';
const OTHER_COMPANY = 'http://c2.localhost:8081';
const LAUNCHER = `${CONTENT}/knowledgebase/api/scorm/launcher/`;
const start: LauncherStart = {
  mode: 'play',
  version: '2004',
  launchUrl: `${CONTENT}/knowledgebase/api/scorm/content/1/2/3-x/index.html`,
  title: 'Fire safety',
  files: [],
  learner: { id: '7', name: 'Doe, Sam' },
  resume: { location: 'p3' },
};

let stop = () => {};
afterEach(() => {
  stop();
  document.body.innerHTML = '';
});

function setUp() {
  const frame = document.createElement('iframe');
  document.body.append(frame);
  const target = frame.contentWindow!;
  const posted = vi.spyOn(target, 'postMessage').mockImplementation(() => {});
  const received: LauncherMessage[] = [];
  stop = connectLauncher(frame, LAUNCHER, start, (message) => received.push(message));
  const ready = (origin: string, source: unknown) =>
    window.dispatchEvent(new MessageEvent('message', { data: { type: READY }, origin, source: source as Window }));
  return { frame, target, posted, received, ready };
}

describe('connectLauncher', () => {
  it('starts the launcher when its frame is ready on the content origin, addressed to that origin alone', () => {
    const { target, posted, ready } = setUp();
    ready(CONTENT, target);
    expect(posted).toHaveBeenCalledTimes(1);
    const [message, origin, transfer] = posted.mock.calls[0] as unknown as [unknown, string, MessagePort[]];
    expect(message).toEqual({ type: START, ...start });
    expect(origin).toBe(CONTENT);
    expect(transfer).toHaveLength(1);
  });

  it('ignores ready messages from another origin or another window', () => {
    const { target, posted, ready } = setUp();
    ready('https://evil.test', target);
    ready('http://localhost:8080', target);
    ready('http://localhost:8081', target);
    ready(OTHER_COMPANY, target);
    ready(CONTENT, window);
    expect(posted).not.toHaveBeenCalled();
  });

  it('hands what the launcher sends over the port to the player, and drops what it does not know', async () => {
    const { target, posted, received, ready } = setUp();
    ready(CONTENT, target);
    const [port] = (posted.mock.calls[0] as unknown as [unknown, string, MessagePort[]])[2];
    port!.postMessage({ type: 'enqueue', path: 'account/api/me/' });
    port!.postMessage({ type: 'commit', cmi: { location: 'p4' } });
    port!.postMessage({ type: 'cached', files: 3 });
    await vi.waitFor(() => expect(received).toHaveLength(2));
    expect(received).toEqual([
      { type: 'commit', cmi: { location: 'p4' } },
      { type: 'cached', files: 3 },
    ]);
  });

  it('stops listening once stopped', () => {
    const { target, posted, ready } = setUp();
    stop();
    ready(CONTENT, target);
    expect(posted).not.toHaveBeenCalled();
  });
});

describe('isCompanyLauncher', () => {
  const pkg = { launcher_url: LAUNCHER, launch_url: start.launchUrl };

  it("takes a launcher and package on the signed-in company's own content origin", () => {
    expect(isCompanyLauncher(pkg, 1)).toBe(true);
  });

  it("refuses another company's origin, the bare content host, a split origin, or no company", () => {
    expect(isCompanyLauncher(pkg, 2)).toBe(false);
    expect(isCompanyLauncher(pkg, 11)).toBe(false);
    expect(isCompanyLauncher(pkg, undefined)).toBe(false);
    const bare = 'http://localhost:8081/knowledgebase/api/scorm/launcher/';
    expect(isCompanyLauncher({ ...pkg, launcher_url: bare }, 1)).toBe(false);
    expect(isCompanyLauncher({ ...pkg, launch_url: `${OTHER_COMPANY}/x/index.html` }, 1)).toBe(false);
  });
});
