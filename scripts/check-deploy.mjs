// `npm run check:deploy`: what CI can check of the production path without a container engine
// (issue 23). The compiled server (npm run build:server) starts from dist-server/ with node alone,
// migrates and seeds a fresh embedded database, serves the built PWA and signs a user in; and
// compose.yaml parses, with the services and settings the README promises (checked with Python's
// YAML parser, which Debian's python3 has).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureBuild } from './lib/build.mjs';
import { ROOT } from './lib/paths.mjs';
import { main, onCleanup, run, startGroup } from './lib/process.mjs';
import { freePort, waitForHttp } from './lib/server.mjs';

function fail(message) {
  console.error(`check:deploy: ${message}`);
  return 1;
}

function composeServices() {
  const script = 'import json, sys, yaml; print(json.dumps(yaml.safe_load(open(sys.argv[1]))))';
  const parsed = JSON.parse(
    execFileSync('python3', ['-c', script, path.join(ROOT, 'compose.yaml')], { encoding: 'utf8' }),
  );
  return parsed.services ?? {};
}

main(async () => {
  const services = composeServices();
  for (const name of ['postgres', 'app1', 'app2', 'lb', 's3']) {
    if (!services[name]) return fail(`compose.yaml has no "${name}" service`);
  }
  for (const name of ['app1', 'app2']) {
    const env = services[name].environment ?? {};
    for (const key of ['DATABASE_URL', 'JWT_SECRET', 'S3_BUCKET', 'TRUST_PROXY']) {
      if (!env[key]) return fail(`compose.yaml: ${name} does not set ${key}`);
    }
  }
  const dockerfile = fs.readFileSync(path.join(ROOT, 'Dockerfile'), 'utf8');
  if (!/^USER node$/m.test(dockerfile)) return fail('the Dockerfile does not run as a non-root user');
  if (!dockerfile.includes('dist-server/main.js')) return fail('the Dockerfile does not start dist-server/main.js');

  if ((await ensureBuild()) !== 0) return fail('the PWA build failed');
  if ((await run('node', [path.join(ROOT, 'scripts/build-server.mjs')])) !== 0) return fail('the server build failed');

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'groundwork-deploy-'));
  onCleanup(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  // node alone: no tsx, no TypeScript, as the Dockerfile runs it.
  const server = startGroup(process.execPath, ['dist-server/main.js'], {
    cwd: ROOT,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      SEED_DEMO: '1',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  onCleanup(() => server.stop());
  await waitForHttp(`${baseUrl}/account/api/me/`, server.exited, 120_000);
  const page = await fetch(`${baseUrl}/auth/signin`);
  if (page.status !== 200 || !(await page.text()).includes('<div id="root">')) return fail('the PWA is not served');
  const login = await fetch(`${baseUrl}/account/api/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'staff@acme.test', password: 'groundwork' }),
  });
  if (login.status !== 200) return fail(`signing in answered ${login.status}`);
  await server.stop();
  console.log(
    'check:deploy: compose.yaml and the Dockerfile are as documented; dist-server/main.js starts with node alone and signs a user in.',
  );
  return 0;
});
