// A real S3 implementation for the S3 suite (npm run test:s3): moto's server (Python, `pip install
// "moto[server]"`), started on 127.0.0.1 and a free port, in memory, and always stopped afterwards —
// also on failure and Ctrl-C (registered with onCleanup through startGroup's stop).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { onCleanup, startGroup } from './process.mjs';
import { freePort, waitForHttp } from './server.mjs';

export const MOTO_INSTALL_HINT =
  'pip install "moto[server]"   (python3 -m pip; Debian: apt-get install -y python3-pip first)';

/** How to start moto's server: its moto_server script on PATH, else python3 -m moto.server; null when missing. */
export function findMoto() {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    const script = dir && path.join(dir, 'moto_server');
    if (script && fs.existsSync(script)) {
      // A pyenv shim exists for every version once installed in one; ask it whether it runs.
      try {
        execFileSync(script, ['--help'], { stdio: 'ignore' });
        return { command: script, args: [] };
      } catch {
        break;
      }
    }
  }
  try {
    execFileSync('python3', ['-c', 'import moto.server, flask'], { stdio: 'ignore' });
    return { command: 'python3', args: ['-m', 'moto.server'] };
  } catch {
    return null;
  }
}

/** Starts moto's server; resolves with its endpoint and stop(). Throws when moto is missing or never answers. */
export async function startMoto({ quiet = true } = {}) {
  const moto = findMoto();
  if (!moto) throw new Error(`moto's S3 server was not found. Install it with: ${MOTO_INSTALL_HINT}`);
  const port = await freePort();
  const endpoint = `http://127.0.0.1:${port}`;
  const server = startGroup(moto.command, [...moto.args, '-H', '127.0.0.1', '-p', String(port)], {
    stdio: quiet ? 'ignore' : 'inherit',
    // moto's server allows every origin by default; S3 allows only what a bucket's CORS rules say.
    env: { ...process.env, MOTO_DISABLE_GLOBAL_CORS: 'true' },
  });
  const stop = onCleanup(server.stop);
  try {
    await waitForHttp(`${endpoint}/moto-api/`, server.exited, 60_000);
  } catch (error) {
    await stop();
    throw error;
  }
  console.log(`moto's S3 server (${moto.command}) at ${endpoint}`);
  return { endpoint, stop };
}
