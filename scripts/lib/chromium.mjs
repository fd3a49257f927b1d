// The one Chromium the browser suite and benches use: Debian's /usr/bin/chromium (no browser
// downloads here), with flags that keep it headless, sandbox-free inside containers, and quiet
// (no update checks, sync or background traffic that would skew measurements).
import fs from 'node:fs';

export const CHROMIUM_PATH = '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
export const CHROMIUM_INSTALL_HINT = 'apt-get update && apt-get install -y chromium';

export function chromiumAvailable() {
  return fs.existsSync(CHROMIUM_PATH);
}

export function chromiumMissingMessage(what) {
  return `${what} skipped: Chromium not found at ${CHROMIUM_PATH}. Install it with: ${CHROMIUM_INSTALL_HINT}`;
}
