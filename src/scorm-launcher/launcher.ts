// The launcher page on the SCORM content origin (scorm-launcher.html, served by the server with the
// app origins it may talk to): it waits for the app's player to start it (protocol.ts), then
// - play: puts the SCORM runtime on its own window (scorm-runtime.ts), given what the manifest says
//   of the SCO, and frames the SCO (sandboxed without modal dialogs), which finds window.parent.API
//   in its own origin and calls it synchronously; each commit, what went wrong and the navigation
//   the SCO asked for go to the player over the port, and leaving the page commits what was set;
// - cache: loads the runtime only, so its code is among the files kept;
// and, online, keeps the package and itself on the device for offline play (offline.ts), telling the
// player whether that worked. The package never shares an origin with the app's tokens, nor with
// another company's packages: each company has a content origin of its own (issue 17).
import {
  acceptStart,
  READY,
  type IncomingMessage,
  type LauncherMessage,
  type NavigationRequest,
  type StartMessage,
} from './protocol';
import { installRuntime, loadRuntime } from './scorm-runtime';
import { keepForOffline } from './offline';

/** What a package may do in its frame: everything a course needs, but no modal dialogs. */
export const PACKAGE_SANDBOX = [
  'allow-scripts',
  'allow-same-origin',
  'allow-forms',
  'allow-popups',
  'allow-popups-to-escape-sandbox',
  'allow-downloads',
  'allow-pointer-lock',
  'allow-presentation',
  'allow-orientation-lock',
].join(' ');

/** How many distinct problems one launch reports. */
const MAX_LOGS = 20;

export interface LauncherOptions {
  /** The app's addresses allowed to start this launcher. */
  appOrigins: readonly string[];
  /** Settles once the content origin's worker is active (offline play needs it), or fails. */
  workerReady: Promise<unknown>;
  /** Keeps the files for offline play; answers the package's file count (offline.ts by default). */
  keep?: (files: string[]) => Promise<number>;
}

type LauncherWindow = Pick<Window, 'parent' | 'location' | 'document' | 'navigator' | 'performance'> & {
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  addEventListener(type: 'pagehide', listener: () => void, options: { once: boolean }): void;
  removeEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
};

/** Listens for the player's start (only the first one accepted counts) and tells the player it is ready. */
export function startLauncher(win: LauncherWindow, options: LauncherOptions): void {
  const onMessage = (event: MessageEvent) => {
    const accepted = acceptStart(event as IncomingMessage, win.parent, options.appOrigins);
    if (!accepted) return;
    win.removeEventListener('message', onMessage);
    void run(win, options, accepted.start, accepted.port);
  };
  win.addEventListener('message', onMessage);
  // To each app origin: the browser delivers it only if the parent is that origin.
  for (const origin of options.appOrigins) win.parent.postMessage({ type: READY }, origin);
}

async function run(win: LauncherWindow, options: LauncherOptions, start: StartMessage, port: MessagePort) {
  const send = (message: LauncherMessage) => port.postMessage(message);
  // Only a package of this origin (its company's): the runtime must never be handed to a page
  // elsewhere, and nothing of another origin is fetched into this origin's cache.
  const ownOrigin = (url: string) => new URL(url, win.location.href).origin === win.location.origin;
  if (!ownOrigin(start.launchUrl) || !start.files.every(ownOrigin)) {
    send({ type: 'refused', message: 'The package is not on the content origin.' });
    return;
  }
  if (start.mode === 'play') {
    const logged = new Set<string>();
    const remove = await installRuntime({
      version: start.version,
      learner: start.learner,
      resume: start.resume,
      manifestData: start.manifestData ?? null,
      onCommit: (cmi) => send({ type: 'commit', cmi }),
      onLog: (level, message) => {
        // A package repeating one failing call must not flood the server: each message once, a few.
        if (logged.has(message) || logged.size >= MAX_LOGS) return;
        logged.add(message);
        send({ type: 'log', level, message });
      },
      onNavigate: (request, target) =>
        send({ type: 'navigate', request: request as NavigationRequest, ...(target ? { target } : {}) }),
    });
    win.addEventListener('pagehide', remove, { once: true });
    const frame = win.document.createElement('iframe');
    frame.title = start.title;
    // No allow-modals: a package's alert(), confirm() and prompt() never stop the learner (real
    // packages raise dozens when a call fails); the runtime's errors go to the server's log instead.
    frame.setAttribute('sandbox', PACKAGE_SANDBOX);
    frame.src = start.launchUrl;
    frame.allow = 'fullscreen; autoplay';
    win.document.body.append(frame);
  } else {
    await loadRuntime(start.version);
  }
  if (win.navigator.onLine === false) return;
  try {
    await options.workerReady;
    const files = await (options.keep ?? ((list) => keepForOffline(win, list)))(start.files);
    send({ type: 'cached', files });
  } catch (err) {
    send({ type: 'cache-failed', message: err instanceof Error ? err.message : String(err) });
  }
}
