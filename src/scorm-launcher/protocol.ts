// What the app's player and the launcher on the SCORM content origin say to each other (issue 6).
// The package runs on the content origin, so it cannot read the app's storage; the two windows talk
// only through postMessage, with each side checking who speaks:
// 1. The launcher loads and tells its parent it is ready, posted to each app origin it was served
//    with (the browser drops it unless the parent is one of them). The ready message carries nothing.
// 2. The player takes a ready message only from its own launcher frame (event.source) and the
//    content origin, and answers with `start` posted to the content origin alone, handing over one
//    end of a MessageChannel: everything after goes over that port, which only the launcher holds.
// 3. The launcher takes `start` only from its parent window and an app origin, once.
// 4. Over the port the launcher sends each commit of the runtime, what went wrong in the package
//    (logged on the server, never shown as a dialog), the navigation a SCORM 2004 SCO asked for
//    when it ended, and whether the package's files were kept for offline play. The player reads them with readLauncherMessage, which drops
//    anything else.
// A package shares the launcher's origin, so it can reach whatever the launcher can (its window, the
// port): the protocol therefore carries nothing a package may not have anyway (its own learner and
// resume state, which the SCORM runtime hands it), and all the player takes back is commits for the
// package it started, which the package could make through the runtime as well.
// No imports at run time: the launcher's bundle stays apart from the app's code.
import type { ScormVersion } from '../../contract/scorm';

type Cmi = Record<string, unknown>;

export const READY = 'groundwork.scorm.ready';
export const START = 'groundwork.scorm.start';

export interface ReadyMessage {
  type: typeof READY;
}

export interface StartMessage {
  type: typeof START;
  /** play: run the package; cache: only keep its files (and the launcher's) for offline play. */
  mode: 'play' | 'cache';
  version: ScormVersion;
  /** The package's launch file, on the content origin. */
  launchUrl: string;
  /** The package's name, the title of its frame. */
  title: string;
  /** Every file of the package, kept on the device when online. */
  files: string[];
  learner: { id: string; name: string };
  resume: Cmi | null;
  /**
   * What the manifest gives this SCO's runtime before it starts (its pass mark, objectives, launch
   * data), as cmi data: SCORM 1.2 `{student_data: {mastery_score}, launch_data}`, 2004
   * `{scaled_passing_score, objectives: {0: {id}}, ...}`. Absent or null: nothing.
   */
  manifestData?: Cmi | null;
}

/** What a package asked of the player when it ended (SCORM 2004 adl.nav.request). */
export type NavigationRequest = 'continue' | 'previous' | 'exit' | 'exitAll' | 'suspendAll' | 'abandon' | 'abandonAll';

export type LauncherMessage =
  | { type: 'commit'; cmi: Cmi }
  | { type: 'log'; level: 'warn' | 'error'; message: string }
  | { type: 'navigate'; request: NavigationRequest | 'choice'; target?: string }
  | { type: 'cached'; files: number }
  | { type: 'cache-failed'; message: string }
  | { type: 'refused'; message: string };

/** A message event as both sides see it (a structural subset, so tests can build one). */
export interface IncomingMessage {
  data: unknown;
  origin: string;
  source: unknown;
  ports: readonly MessagePort[];
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

function isStart(data: unknown): data is StartMessage {
  if (!isObject(data) || data.type !== START) return false;
  const learner = data.learner;
  return (
    (data.mode === 'play' || data.mode === 'cache') &&
    (data.version === '1.2' || data.version === '2004') &&
    typeof data.launchUrl === 'string' &&
    typeof data.title === 'string' &&
    Array.isArray(data.files) &&
    data.files.every((f) => typeof f === 'string') &&
    isObject(learner) &&
    typeof learner.id === 'string' &&
    typeof learner.name === 'string' &&
    (data.resume === null || isObject(data.resume)) &&
    (data.manifestData === undefined || data.manifestData === null || isObject(data.manifestData))
  );
}

/**
 * The launcher's check: a start message from its parent window on one of the app's origins, with
 * the port to answer on; null for anything else (another frame, another origin, a malformed message).
 */
export function acceptStart(
  event: IncomingMessage,
  parent: unknown,
  appOrigins: readonly string[],
): { start: StartMessage; port: MessagePort } | null {
  if (event.source !== parent || !appOrigins.includes(event.origin)) return null;
  const [port] = event.ports;
  if (!port || event.ports.length !== 1 || !isStart(event.data)) return null;
  return { start: event.data, port };
}

/** The player's check: the ready message of its own launcher frame, from the content origin. */
export function isLauncherReady(event: IncomingMessage, frame: unknown, contentOrigin: string): boolean {
  return (
    frame !== null &&
    event.source === frame &&
    event.origin === contentOrigin &&
    isObject(event.data) &&
    event.data.type === READY
  );
}

const NAV_REQUESTS = new Set([
  'continue',
  'previous',
  'choice',
  'exit',
  'exitAll',
  'suspendAll',
  'abandon',
  'abandonAll',
]);

/** A message from the launcher's port, or null when it is not one the player knows. */
export function readLauncherMessage(data: unknown): LauncherMessage | null {
  if (!isObject(data)) return null;
  switch (data.type) {
    case 'commit':
      return isObject(data.cmi) ? { type: 'commit', cmi: data.cmi } : null;
    case 'cached':
      return typeof data.files === 'number' ? { type: 'cached', files: data.files } : null;
    case 'log':
      return (data.level === 'warn' || data.level === 'error') && typeof data.message === 'string'
        ? { type: 'log', level: data.level, message: data.message.slice(0, 2000) }
        : null;
    case 'navigate':
      return typeof data.request === 'string' && NAV_REQUESTS.has(data.request)
        ? {
            type: 'navigate',
            request: data.request as NavigationRequest | 'choice',
            ...(typeof data.target === 'string' ? { target: data.target } : {}),
          }
        : null;
    case 'cache-failed':
    case 'refused':
      return typeof data.message === 'string' ? { type: data.type, message: data.message } : null;
    default:
      return null;
  }
}

/** The app origins the launcher was served with (server/modules/knowledge-base/scorm-origin.ts). */
export function appOriginsOf(doc: Pick<Document, 'querySelector'>): string[] {
  const content = doc.querySelector('meta[name="groundwork-app-origins"]')?.getAttribute('content') ?? '';
  return content.split(/\s+/).filter((origin) => /^https?:\/\/[^/\s]+$/.test(origin));
}
