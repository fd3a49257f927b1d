// `npm run dev`: the API server in watch mode on PORT (default 8080) next to the Vite dev server,
// which proxies every /{module}/api/ path to it (vite.config.ts). When either stops, both stop.
import path from 'node:path';
import fs from 'node:fs';
import os from 'node:os';
import { bin, ROOT } from './lib/paths.mjs';
import { main, onCleanup, startGroup } from './lib/process.mjs';

main(async () => {
  const apiPort = process.env.PORT || '8080';
  const apiUrl = `http://127.0.0.1:${apiPort}`;

  // A directory that does not exist: the API must not serve a stale dist/ build next to Vite.
  const noStatic = path.join(os.tmpdir(), `groundwork-dev-no-static-${process.pid}`);
  const api = startGroup(bin('tsx'), ['watch', 'server/main.ts'], {
    env: { ...process.env, PORT: apiPort, STATIC_DIR: noStatic },
    // stdin ignored: a background process group reading the terminal would be stopped (SIGTTIN).
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  onCleanup(() => api.stop());

  const children = [api.exited];
  if (fs.existsSync(path.join(ROOT, 'vite.config.ts'))) {
    // Vite picks its own port; the API's address is handed over for the proxy. PORT is removed so a
    // config that reads it can't mistake the API's port for its own.
    const viteEnv = { ...process.env, GROUNDWORK_API_URL: apiUrl, API_PORT: apiPort };
    delete viteEnv.PORT;
    const vite = startGroup(bin('vite'), [], { env: viteEnv, stdio: ['ignore', 'inherit', 'inherit'] });
    onCleanup(() => vite.stop());
    children.push(vite.exited);
  } else {
    console.warn('vite.config.ts is missing: running the API server only.');
  }

  // Whichever stops first ends the session; main() then stops the other.
  return Promise.race(children);
});
