// `npm run test:cluster`: several instances on one PostgreSQL behind a real load balancer (issue 23).
// tests/cluster/cluster.test.ts starts a throwaway PostgreSQL cluster, an SMTP server, three
// servers and nginx in front of them, and stops them all; this script checks that PostgreSQL,
// nginx and Chromium are installed, builds the PWA when it is missing or older than its sources
// (one case runs the app in Chromium through the balancer) and runs that file
// (`vitest run --project cluster`). Extra arguments go to vitest.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { ensureBuild } from './lib/build.mjs';
import { CHROMIUM_INSTALL_HINT, CHROMIUM_PATH, chromiumAvailable } from './lib/chromium.mjs';
import { bin } from './lib/paths.mjs';
import { findPgBin, POSTGRES_INSTALL_HINT } from './lib/postgres.mjs';
import { main, run } from './lib/process.mjs';

function nginxInstalled() {
  try {
    // Debian's nginx lives in /usr/sbin, which is not on every user's PATH.
    execFileSync(fs.existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

main(async () => {
  if (!findPgBin()) {
    console.error(`PostgreSQL was not found. Install it with: ${POSTGRES_INSTALL_HINT}`);
    return 1;
  }
  if (!nginxInstalled()) {
    console.error('nginx was not found. Install it with: apt-get install -y nginx-light');
    return 1;
  }
  if (!chromiumAvailable()) {
    console.error(`Chromium was not found at ${CHROMIUM_PATH}. Install it with: ${CHROMIUM_INSTALL_HINT}`);
    return 1;
  }
  const built = await ensureBuild();
  if (built !== 0) return built;
  const env = { ...process.env, CLUSTER_TEST: '1' };
  return run(bin('vitest'), ['run', '--project', 'cluster', ...process.argv.slice(2)], { env });
});
