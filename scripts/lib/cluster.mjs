// Several server instances and nginx in front of them, for the cluster test (tests/cluster) and the
// instances bench (tests/bench/instances.bench.mjs). The caller gives the environment (one
// DATABASE_URL and JWT_SECRET for all) and stops what it started.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './paths.mjs';
import { freePort, waitForHttp } from './server.mjs';

/** Debian's nginx lives in /usr/sbin, which is not on every user's PATH. */
export const NGINX = fs.existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx';

/**
 * One server on free ports, its data directory under `workDir`; resolves once it answers HTTP.
 * It is node itself with tsx's loader, not the tsx command: that one runs the server in a child of
 * its own, which a SIGKILL of the command would leave running. With `onOutput`, each line the server
 * writes to its standard output (its log) goes there instead of to this process's.
 */
export async function startInstance(workDir, index, env, { onOutput } = {}) {
  const port = await freePort();
  const contentPort = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: {
      ...env,
      HOST: '127.0.0.1',
      PORT: String(port),
      SCORM_CONTENT_PORT: String(contentPort),
      LOG_LEVEL: env.LOG_LEVEL ?? 'warn',
      DATA_DIR: path.join(workDir, `data-${index}`),
    },
    stdio: ['ignore', onOutput ? 'pipe' : 'inherit', 'inherit'],
  });
  if (onOutput) {
    let rest = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk) => {
      const lines = (rest + chunk).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) onOutput(line);
    });
  }
  const exited = new Promise((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  await waitForHttp(`${url}/account/api/me/`, exited, 120_000);
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  return { url, child, exited, stop };
}

/**
 * nginx on a free port in front of `upstreams` (base URLs): round robin, no stickiness, a failed
 * instance left out for 5 s. Each answer says which instance gave it (X-Upstream).
 */
export async function startNginx(workDir, upstreams, name = 'nginx') {
  const port = await freePort();
  const dir = path.join(workDir, name);
  fs.mkdirSync(dir, { recursive: true });
  const conf = path.join(dir, 'nginx.conf');
  fs.writeFileSync(
    conf,
    `worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  upstream groundwork {
${upstreams.map((url) => `    server ${new URL(url).host} max_fails=1 fail_timeout=5s;`).join('\n')}
    keepalive 32;
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://groundwork;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      add_header X-Upstream $upstream_addr always;
    }
  }
}
`,
  );
  const child = spawn(NGINX, ['-p', dir, '-c', conf, '-g', 'daemon off;'], { stdio: ['ignore', 'inherit', 'inherit'] });
  const exited = new Promise((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  await waitForHttp(`${url}/account/api/me/`, exited, 20_000);
  return {
    url,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
