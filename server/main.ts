// Starts the API server (and the built PWA) on PORT, and the SCORM content origin on its own port
// when it has one (scorm-origin.ts); shuts down gracefully on SIGINT/SIGTERM: stop accepting,
// finish requests in flight, close the database, release the data-directory lock.
import http from 'node:http';
import { createServer } from './bootstrap';
import { readEnv } from './env';
import { DEMO_LICENSE_CODES, DEMO_LOGINS } from './seed/demo';

async function main(): Promise<void> {
  const env = readEnv();
  const { app, contentPort } = await createServer(env);
  if (contentPort !== null) {
    // The same app answers there; its host gate serves only SCORM content on that host.
    const content = http.createServer((request, response) => app.routing(request, response));
    app.addHook('onClose', () => new Promise<void>((resolve) => content.close(() => resolve())));
    await new Promise<void>((resolve, reject) => {
      content.once('error', reject);
      content.listen(contentPort, env.HOST, resolve);
    });
  }
  await app.listen({ port: env.PORT, host: env.HOST });
  // PUBLIC_URL (by default http://localhost:PORT), not the address bound: the SCORM content origins
  // are derived from it and frame only inside it, so that is the address to open.
  console.log(`\nGroundwork is running at ${app.deps.config.publicUrl}`);
  const content = new URL(app.deps.config.scormContentOrigin!);
  console.log(`SCORM packages play from ${content.protocol}//c{company id}.${content.host}`);
  if (!env.DATABASE_URL || env.SEED_DEMO) {
    console.log('Demo sign-ins (password for all: groundwork):');
    for (const login of DEMO_LOGINS) console.log(`  ${login.email.padEnd(22)} ${login.description}`);
    console.log(`App-deal licence codes (/auth/app-sumo-register, one sign-up each): ${DEMO_LICENSE_CODES.join(', ')}`);
  }

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    console.log(`${signal} received, shutting down`);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    app.close().then(
      () => process.exit(0),
      (err: unknown) => {
        console.error(err);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
