// The launcher protocol's checks (issue 6): the launcher takes a start only from its parent window
// on an app origin, with one port; the player takes a ready message only from its launcher frame on
// the content origin; anything else, and any malformed message, is ignored.
import { describe, expect, it } from 'vitest';
import {
  acceptStart,
  appOriginsOf,
  isLauncherReady,
  readLauncherMessage,
  READY,
  START,
  type IncomingMessage,
  type StartMessage,
} from './protocol';

const APP = 'http://localhost:8080';
const CONTENT = 'http://localhost:8081';
const parent = { name: 'the app window' };
const start: StartMessage = {
  type: START,
  mode: 'play',
  version: '1.2',
  launchUrl: `${CONTENT}/knowledgebase/api/scorm/content/1/2/3-x/index.html`,
  title: 'Fire safety',
  files: [`${CONTENT}/knowledgebase/api/scorm/content/1/2/3-x/index.html`],
  learner: { id: '7', name: 'Doe, Sam' },
  resume: null,
};

function event(overrides: Partial<IncomingMessage> = {}): IncomingMessage {
  const { port1 } = new MessageChannel();
  return { data: start, origin: APP, source: parent, ports: [port1], ...overrides };
}

describe('acceptStart (the launcher)', () => {
  it('takes a start from its parent on an app origin, with the port to answer on', () => {
    const incoming = event();
    expect(acceptStart(incoming, parent, [APP])).toEqual({ start, port: incoming.ports[0] });
  });

  it('ignores a start from another origin, another window, or without exactly one port', () => {
    expect(acceptStart(event({ origin: 'https://evil.test' }), parent, [APP])).toBeNull();
    expect(acceptStart(event({ origin: CONTENT }), parent, [APP])).toBeNull();
    expect(acceptStart(event({ source: { name: 'another frame' } }), parent, [APP])).toBeNull();
    expect(acceptStart(event({ ports: [] }), parent, [APP])).toBeNull();
    const { port1, port2 } = new MessageChannel();
    expect(acceptStart(event({ ports: [port1, port2] }), parent, [APP])).toBeNull();
    // No app origins known (a launcher served without them): nobody can start it.
    expect(acceptStart(event(), parent, [])).toBeNull();
  });

  it('ignores malformed or foreign messages', () => {
    for (const data of [
      null,
      'start',
      { type: READY },
      { ...start, type: 'something.else' },
      { ...start, version: '2.0' },
      { ...start, mode: 'delete' },
      { ...start, learner: { id: 7, name: 'Doe' } },
      { ...start, files: [1, 2] },
      { ...start, resume: 'page=3' },
      { ...start, title: undefined },
    ]) {
      expect(acceptStart(event({ data }), parent, [APP]), JSON.stringify(data)).toBeNull();
    }
  });
});

describe('isLauncherReady (the player)', () => {
  const frame = { name: 'the launcher frame' };
  it('takes the ready message of its own launcher frame on the content origin only', () => {
    const ready = { data: { type: READY }, origin: CONTENT, source: frame, ports: [] };
    expect(isLauncherReady(ready, frame, CONTENT)).toBe(true);
    expect(isLauncherReady({ ...ready, origin: APP }, frame, CONTENT)).toBe(false);
    expect(isLauncherReady({ ...ready, source: { name: 'another frame' } }, frame, CONTENT)).toBe(false);
    expect(isLauncherReady({ ...ready, data: { type: START } }, frame, CONTENT)).toBe(false);
    expect(isLauncherReady(ready, null, CONTENT)).toBe(false);
  });
});

describe('readLauncherMessage (the player)', () => {
  it('reads commits and the offline outcome, and drops anything else', () => {
    expect(readLauncherMessage({ type: 'commit', cmi: { core: {} } })).toEqual({ type: 'commit', cmi: { core: {} } });
    expect(readLauncherMessage({ type: 'cached', files: 3 })).toEqual({ type: 'cached', files: 3 });
    expect(readLauncherMessage({ type: 'cache-failed', message: 'quota' })).toEqual({
      type: 'cache-failed',
      message: 'quota',
    });
    expect(readLauncherMessage({ type: 'commit', cmi: 'x' })).toBeNull();
    expect(readLauncherMessage({ type: 'cached', files: '3' })).toBeNull();
    expect(readLauncherMessage({ type: 'enqueue', path: 'account/api/me/' })).toBeNull();
    expect(readLauncherMessage('commit')).toBeNull();
  });

  it("reads a package's problems and the navigation it asked for, and nothing it should not", () => {
    expect(readLauncherMessage({ type: 'log', level: 'error', message: 'x'.repeat(3000) })).toEqual({
      type: 'log',
      level: 'error',
      message: 'x'.repeat(2000),
    });
    expect(readLauncherMessage({ type: 'log', level: 'alert', message: 'hi' })).toBeNull();
    expect(readLauncherMessage({ type: 'navigate', request: 'continue' })).toEqual({
      type: 'navigate',
      request: 'continue',
    });
    expect(readLauncherMessage({ type: 'navigate', request: 'choice', target: 'quiz' })).toEqual({
      type: 'navigate',
      request: 'choice',
      target: 'quiz',
    });
    expect(readLauncherMessage({ type: 'navigate', request: 'javascript:alert(1)' })).toBeNull();
  });
});

describe('appOriginsOf', () => {
  const doc = (content: string) => {
    const d = document.implementation.createHTMLDocument('launcher');
    const meta = d.createElement('meta');
    meta.name = 'groundwork-app-origins';
    meta.content = content;
    d.head.append(meta);
    return d;
  };

  it('reads the origins the server filled in, and nothing that is not an origin', () => {
    expect(appOriginsOf(doc(`${APP} https://learn.partner.test`))).toEqual([APP, 'https://learn.partner.test']);
    expect(appOriginsOf(doc('__GROUNDWORK_APP_ORIGINS__'))).toEqual([]);
    expect(appOriginsOf(doc('* javascript:alert(1) http://a.test/path'))).toEqual([]);
    expect(appOriginsOf(document.implementation.createHTMLDocument('none'))).toEqual([]);
  });
});
