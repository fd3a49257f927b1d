// The PWA build freshness check shared by `npm start`, `npm run test:e2e` and `npm run bench`:
// rebuild only when dist/index.html is missing or older than anything the build reads.
import fs from 'node:fs';
import path from 'node:path';
import { bin, ROOT } from './paths.mjs';
import { precompress } from '../precompress.mjs';
import { run } from './process.mjs';

export const DIST_INDEX = path.join(ROOT, 'dist', 'index.html');

// What `vite build` reads. contract/ is included too: the PWA bundles its paths and schemas, so a
// contract change must rebuild even when src/ did not change.
const BUILD_INPUTS = ['src', 'sw', 'public', 'contract', 'index.html', 'scorm-launcher.html', 'vite.config.ts'];

/** Newest modification time (ms) among the files under `entry`, or 0 when it does not exist. */
function newestMtime(entry) {
  let stat;
  try {
    stat = fs.statSync(entry);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const name of fs.readdirSync(entry)) newest = Math.max(newest, newestMtime(path.join(entry, name)));
  return newest;
}

/** Why a build is needed, or null when dist/ is up to date. */
export function staleReason() {
  if (!fs.existsSync(DIST_INDEX)) return 'dist/index.html is missing';
  const built = fs.statSync(DIST_INDEX).mtimeMs;
  for (const input of BUILD_INPUTS) {
    if (newestMtime(path.join(ROOT, input)) > built) return `${input} changed since the last build`;
  }
  return null;
}

/** True when the PWA sources exist at all (index.html and vite.config.ts). */
export function hasPwaSources() {
  return fs.existsSync(path.join(ROOT, 'index.html')) && fs.existsSync(path.join(ROOT, 'vite.config.ts'));
}

/** Builds the PWA when it is stale. Resolves with the build's exit code (0 when nothing to do). */
export async function ensureBuild() {
  const reason = staleReason();
  if (!reason) return 0;
  console.log(`Building the PWA (${reason}) ...`);
  const code = await run(bin('vite'), ['build']);
  if (code !== 0) return code;
  console.log(`Pre-compressed ${precompress()} files`);
  return 0;
}
