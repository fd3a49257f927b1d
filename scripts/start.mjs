// `npm start`: builds the PWA when its sources are newer than dist/, then runs the API server, which
// also serves the build and prints its URL and the demo sign-ins. Ctrl-C / SIGTERM are passed on to
// the server so it shuts down gracefully, and its exit code becomes ours.
import { spawn } from 'node:child_process';
import { ensureBuild, hasPwaSources } from './lib/build.mjs';
import { bin, ROOT } from './lib/paths.mjs';
import { exitCode } from './lib/process.mjs';

if (hasPwaSources()) {
  const built = await ensureBuild();
  if (built !== 0) {
    console.error('The PWA build failed; not starting the server.');
    process.exit(built);
  }
} else {
  console.warn('index.html or vite.config.ts is missing: serving the API only, without the PWA.');
}

const server = spawn(bin('tsx'), ['server/main.ts'], { cwd: ROOT, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (server.exitCode === null) server.kill(signal);
  });
}
server.on('error', (err) => {
  console.error(`Could not start the server: ${err.message}`);
  process.exit(1);
});
server.on('exit', (code, signal) => process.exit(exitCode(code, signal)));
