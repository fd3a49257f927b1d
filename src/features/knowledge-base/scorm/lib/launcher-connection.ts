// The player's side of the launcher protocol (src/scorm-launcher/protocol.ts): once the launcher in
// `frame` says it is ready (from that frame and the content origin only), it is started with
// `start`, posted to the content origin alone with one end of a MessageChannel; what the launcher
// sends back over it (commits, the offline copy) goes to `onMessage`. Messages from anywhere else
// are ignored. Answers a function that stops listening for the launcher's ready message; the port
// stays open, so the last commit of a launcher being closed still arrives.
// The content origin is the company's own (issue 17): a launcher is framed only when it and the
// package are on the signed-in company's origin (isCompanyLauncher), so the exact origin the ready
// message must come from, and the start is posted to, is that company's.
import { isCompanyContentUrl } from '../../../../../contract/scorm-paths';
import {
  isLauncherReady,
  readLauncherMessage,
  START,
  type IncomingMessage,
  type LauncherMessage,
  type StartMessage,
} from '../../../../scorm-launcher/protocol';

export type LauncherStart = Omit<StartMessage, 'type'>;

export function connectLauncher(
  frame: HTMLIFrameElement,
  launcherUrl: string,
  start: LauncherStart,
  onMessage: (message: LauncherMessage) => void,
): () => void {
  const contentOrigin = new URL(launcherUrl).origin;
  const onReady = (event: MessageEvent) => {
    const target = frame.contentWindow;
    if (!target || !isLauncherReady(event as IncomingMessage, target, contentOrigin)) return;
    const channel = new MessageChannel();
    channel.port1.onmessage = (message) => {
      const known = readLauncherMessage(message.data);
      if (known) onMessage(known);
    };
    const message: StartMessage = { type: START, ...start };
    target.postMessage(message, contentOrigin, [channel.port2]);
  };
  window.addEventListener('message', onReady);
  return () => window.removeEventListener('message', onReady);
}

/**
 * Whether a package's launcher and launch file are both on the content origin of `companyId` (the
 * signed-in company): anything else (a copy saved under another company, or from before origins
 * were per company) is never framed nor started.
 */
export function isCompanyLauncher(
  pkg: { launcher_url: string; launch_url: string },
  companyId: number | undefined,
): boolean {
  return (
    companyId !== undefined &&
    isCompanyContentUrl(pkg.launcher_url, companyId) &&
    new URL(pkg.launch_url).origin === new URL(pkg.launcher_url).origin
  );
}
