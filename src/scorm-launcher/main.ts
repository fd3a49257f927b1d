// Entry of the launcher page (scorm-launcher.html) on the SCORM content origin: registers the
// content origin's worker (offline play) and waits for the app's player (launcher.ts).
import { startLauncher } from './launcher';
import { appOriginsOf } from './protocol';

const workerReady =
  'serviceWorker' in navigator
    ? navigator.serviceWorker.register('/scorm-content-sw.js', { scope: '/' }).then(() => navigator.serviceWorker.ready)
    : Promise.reject(new Error('This browser has no service workers.'));
// Reported to the player with the offline copy (launcher.ts); never an unhandled rejection here.
workerReady.catch(() => {});

startLauncher(window, { appOrigins: appOriginsOf(document), workerReady });
