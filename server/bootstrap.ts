// Turns configuration into a running app: opens (and migrates) the database, seeds the demo data
// when asked, loads or creates the token secret, builds the Fastify app, clears away uploads a
// previous run left unfinished (at start, then every hour) and starts the scheduled purge of deleted
// companies.
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, DEFAULT_BODY_LIMIT } from './app';
import { openDatabase, type OpenDatabase } from './db/database';
import { JWT_SECRET_REQUIRED, type Env } from './env';
import { createMailer } from './lib/smtp-mailer';
import { createTokenSigner, newSecret } from './lib/tokens';
import { removeUnfinishedUploads } from './lib/unfinished-uploads';
import { seedDemo } from './seed/demo';
import { setBillingProvider, setBuiltInCheckout } from './modules/subscription';
import { createHostedProvider } from './modules/subscription/hosted-provider';
import { contentOriginSettings } from './modules/knowledge-base/scorm-origin';
import { startCompanyPurge } from './modules/company/company-purge';
import { companyFileStore } from './modules/people/company-files.service';
import { purgeExpiredTrash } from './modules/people/trash';

/**
 * The JWT secret: JWT_SECRET when set, else, for the embedded database only, one generated once and
 * kept in DATA_DIR (one process per directory, so everything serving it shares the file). With
 * PostgreSQL several instances share the data, and a secret of each one's own would sign users out
 * whenever a request reached another: createServer refuses to start without JWT_SECRET.
 */
function loadSecret(env: Env): string {
  if (env.JWT_SECRET) return env.JWT_SECRET;
  const file = path.resolve(env.DATA_DIR, 'jwt-secret');
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const secret = newSecret(48);
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export interface Server {
  app: FastifyInstance;
  database: OpenDatabase;
  seeded: boolean;
  /** The second port to listen on for the SCORM content origin (scorm-origin.ts), or null. */
  contentPort: number | null;
}

export async function createServer(env: Env): Promise<Server> {
  const publicUrl = env.PUBLIC_URL ?? `http://localhost:${env.PORT}`;
  const content = contentOriginSettings({
    origin: env.SCORM_CONTENT_ORIGIN,
    port: env.SCORM_CONTENT_PORT,
    publicUrl,
    appPort: env.PORT,
    appOrigins: env.REFERRAL_HOSTS,
  });
  // Refused before the database is opened (readEnv() refuses it already; this guards an Env built
  // some other way): see loadSecret.
  if (env.DATABASE_URL && !env.JWT_SECRET)
    throw new Error(`Invalid configuration:\n  JWT_SECRET: ${JWT_SECRET_REQUIRED}`);
  const database = await openDatabase(
    env.DATABASE_URL ? { kind: 'postgres', url: env.DATABASE_URL } : { kind: 'pglite', dataDir: env.DATA_DIR },
  );
  try {
    // A hosted billing provider by configuration; otherwise the built-in one stays.
    if (env.BILLING_API_KEY && env.BILLING_PRICE_ID) {
      setBillingProvider(
        createHostedProvider({
          apiUrl: env.BILLING_API_URL,
          apiKey: env.BILLING_API_KEY,
          priceId: env.BILLING_PRICE_ID,
          webhookSecret: env.BILLING_WEBHOOK_SECRET,
          publicUrl,
        }),
      );
    } else if (env.NODE_ENV === 'production') {
      // The built-in checkout charges nothing: in production it would give Premium away.
      setBuiltInCheckout(false);
    }
    const shouldSeed = env.SEED_DEMO ?? !env.DATABASE_URL;
    const seeded = shouldSeed ? await seedDemo(database.db) : false;
    const app = await buildApp({
      logger: env.LOG_LEVEL === 'silent' ? false : { level: env.LOG_LEVEL },
      deps: {
        db: database.db,
        signer: createTokenSigner(loadSecret(env)),
        mailer: createMailer(env.SMTP_URL, env.MAIL_FROM),
        config: {
          publicUrl,
          scormContentOrigin: content.origin,
          storageDir: path.resolve(env.STORAGE_DIR ?? path.join(env.DATA_DIR, 'files')),
          staticDir: path.resolve(env.STATIC_DIR),
          bodyLimit: DEFAULT_BODY_LIMIT,
          trustProxy: env.TRUST_PROXY,
          referralOrigins: env.REFERRAL_HOSTS,
          supportEmail: env.SUPPORT_EMAIL,
          slack:
            env.SLACK_CLIENT_ID && env.SLACK_CLIENT_SECRET
              ? {
                  clientId: env.SLACK_CLIENT_ID,
                  clientSecret: env.SLACK_CLIENT_SECRET,
                  authorizeUrl: env.SLACK_AUTHORIZE_URL,
                  tokenUrl: env.SLACK_TOKEN_URL,
                  scopes: env.SLACK_SCOPES,
                }
              : null,
          esign:
            env.ESIGN_API_URL && env.ESIGN_API_KEY && env.ESIGN_WEBHOOK_SECRET
              ? { apiUrl: env.ESIGN_API_URL, apiKey: env.ESIGN_API_KEY, webhookSecret: env.ESIGN_WEBHOOK_SECRET }
              : null,
          uploadMaxBytes: env.UPLOAD_MAX_BYTES,
          storageQuotaBytes: env.STORAGE_QUOTA_BYTES,
          aiRateLimits: {
            perUserPerMinute: env.AI_RATE_LIMIT_PER_USER_PER_MINUTE,
            perCompanyPerHour: env.AI_RATE_LIMIT_PER_COMPANY_PER_HOUR,
          },
          s3:
            env.S3_ENDPOINT && env.S3_BUCKET && env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
              ? {
                  endpoint: env.S3_ENDPOINT,
                  bucket: env.S3_BUCKET,
                  region: env.S3_REGION,
                  accessKeyId: env.S3_ACCESS_KEY_ID,
                  secretAccessKey: env.S3_SECRET_ACCESS_KEY,
                  pathStyle: env.S3_PATH_STYLE,
                  publicUrl: env.S3_PUBLIC_URL,
                }
              : null,
        },
      },
    });
    const storageDir = app.deps.config.storageDir;
    const sweep = async (options?: { maxAgeMs: number }) => {
      const removed = await removeUnfinishedUploads(storageDir, options);
      if (removed.length > 0) app.log.info({ removed }, 'removed unfinished uploads');
      // Deletions whose undo window ended (issue 21); also purged whenever the trash is used.
      const purged = await purgeExpiredTrash(database.db, { store: companyFileStore(storageDir) });
      if (purged > 0) app.log.info({ purged }, 'purged expired deletions');
    };
    // Files inside the locked data directory of the embedded database are this process's alone:
    // at start, every .part there is left over. Shared storage keeps the age rule.
    const exclusive = !env.DATABASE_URL && !path.relative(path.resolve(env.DATA_DIR), storageDir).startsWith('..');
    await sweep(exclusive ? { maxAgeMs: 0 } : undefined);
    const sweeper = setInterval(
      () => void sweep().catch((err: unknown) => app.log.warn({ err }, 'upload sweep failed')),
      3600_000,
    );
    sweeper.unref();
    app.addHook('onClose', async () => clearInterval(sweeper));
    // Deleted companies past their restore window are purged at start and then hourly.
    const stopPurge = startCompanyPurge(database.db, app.deps.config, {
      intervalMs: env.COMPANY_PURGE_INTERVAL_MS,
      onPurged: (ids) => app.log.info({ companies: ids }, 'purged deleted companies'),
      onError: (err) => app.log.error({ err }, 'company purge failed'),
      onBatch: (company, deleted) => app.log.info({ company, deleted }, 'deleted stored objects of a purged company'),
    });
    app.addHook('onClose', async () => {
      await stopPurge();
      await database.close();
    });
    return { app, database, seeded, contentPort: content.listenPort };
  } catch (err) {
    await database.close();
    throw err;
  }
}
