// `npm run test:cluster`: several instances on one PostgreSQL behind a real load balancer (issue 23).
// tests/cluster/cluster.test.ts starts a throwaway PostgreSQL cluster, an SMTP server, three
// servers and nginx in front of them, and stops them all; this script checks that PostgreSQL and
// nginx are installed and runs that file (`vitest run --project cluster`). Extra arguments go to
// vitest.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
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
  const env = { ...process.env, CLUSTER_TEST: '1' };
  return run(bin('vitest'), ['run', '--project', 'cluster', ...process.argv.slice(2)], { env });
});
