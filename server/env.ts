// The only reader of process.env: validates configuration once at start and hands out a typed object.
import { z } from 'zod';

const boolish = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', ''])
  .transform((v) => v === '1' || v === 'true' || v === 'yes');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.url().optional(),
  SEED_DEMO: boolish.optional(),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  PUBLIC_URL: z.url().optional(),
  /** Other addresses this service is reached at, comma-separated (a company's referral_url is one). */
  /**
   * Where SCORM packages are served (an origin of their own, so a package's scripts cannot read the
   * app's storage). Unset: PUBLIC_URL's host on SCORM_CONTENT_PORT, which this server listens on.
   */
  SCORM_CONTENT_ORIGIN: z
    .url()
    .transform((url) => new URL(url).origin)
    .optional(),
  /** A second port this server listens on for the SCORM content origin (default with no origin set: PORT + 1). */
  SCORM_CONTENT_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  REFERRAL_HOSTS: z
    .string()
    .default('')
    .transform((text) =>
      text
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.url().transform((url) => new URL(url).origin))),
  SMTP_URL: z.url().optional(),
  MAIL_FROM: z.string().default('Groundwork <no-reply@groundwork.local>'),
  /** Where support panel messages are e-mailed too (besides the company's admins). */
  SUPPORT_EMAIL: z.email().optional(),
  STORAGE_DIR: z.string().optional(),
  /** Largest knowledge-base upload in bytes (spec: 30,000,000,000). Lower it to test the limit. */
  UPLOAD_MAX_BYTES: z.coerce.number().int().positive().default(30_000_000_000),
  /** Bytes each company may store, uploads and unpacked SCORM packages together (default 10 GB). */
  STORAGE_QUOTA_BYTES: z.coerce.number().int().positive().default(10_000_000_000),
  /** AI search and the writing assistant: calls a user may make a minute, and a company an hour. */
  AI_RATE_LIMIT_PER_USER_PER_MINUTE: z.coerce.number().int().positive().default(20),
  AI_RATE_LIMIT_PER_COMPANY_PER_HOUR: z.coerce.number().int().positive().default(200),
  /** How often the purge of companies past their restore window runs, in ms (at start, then this often; unset, hourly). */
  COMPANY_PURGE_INTERVAL_MS: z.coerce.number().int().min(100).optional(),
  /** S3-compatible storage for knowledge-base uploads: all of endpoint, bucket and keys, or none. */
  S3_ENDPOINT: z.url().optional(),
  S3_BUCKET: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_PATH_STYLE: boolish.default(true),
  S3_PUBLIC_URL: z.url().optional(),
  /** A hosted billing provider with a Stripe-compatible API; unset, the built-in provider. */
  BILLING_API_URL: z.url().default('https://api.stripe.com'),
  BILLING_API_KEY: z.string().min(1).optional(),
  BILLING_PRICE_ID: z.string().min(1).optional(),
  BILLING_WEBHOOK_SECRET: z.string().min(1).optional(),
  /** A Slack app for /connect/slack (OAuth v2); unset, the screen tells an admin what to set. */
  SLACK_CLIENT_ID: z.string().min(1).optional(),
  SLACK_CLIENT_SECRET: z.string().min(1).optional(),
  SLACK_AUTHORIZE_URL: z.url().default('https://slack.com/oauth/v2/authorize'),
  SLACK_TOKEN_URL: z.url().default('https://slack.com/api/oauth.v2.access'),
  SLACK_SCOPES: z.string().default('chat:write,channels:read'),
  /** A hosted e-signature provider for /humesign/; unset, the screen tells an admin what to set. */
  ESIGN_API_URL: z.url().optional(),
  ESIGN_API_KEY: z.string().min(1).optional(),
  ESIGN_WEBHOOK_SECRET: z.string().min(1).optional(),
  AI_BASE_URL: z.url().optional(),
  AI_API_KEY: z.string().optional(),
  AI_MODEL: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  STATIC_DIR: z.string().default('./dist'),
  /** Set when a proxy or load balancer in front sets X-Forwarded-For; otherwise clients could forge it. */
  TRUST_PROXY: boolish.default(false),
});

/** Why a PostgreSQL deployment must name its token secret (issue 23); bootstrap.ts says it too. */
export const JWT_SECRET_REQUIRED =
  'JWT_SECRET is required with DATABASE_URL: instances sharing a database must sign tokens with one secret ' +
  '(a secret generated per instance would sign users out whenever a request reaches another instance)';

const checkedEnvSchema = envSchema.superRefine((env, ctx) => {
  // The embedded database is one process per DATA_DIR (lock.ts), so a secret generated and kept
  // there is shared by everything that serves it. PostgreSQL is how several instances share data.
  if (env.DATABASE_URL && !env.JWT_SECRET) {
    ctx.addIssue({ code: 'custom', path: ['JWT_SECRET'], message: JWT_SECRET_REQUIRED });
  }
  if (Boolean(env.BILLING_API_KEY) !== Boolean(env.BILLING_PRICE_ID)) {
    ctx.addIssue({
      code: 'custom',
      path: ['BILLING_API_KEY'],
      message: 'A hosted billing provider needs BILLING_API_KEY and BILLING_PRICE_ID together',
    });
  }
  const esign = [env.ESIGN_API_URL, env.ESIGN_API_KEY, env.ESIGN_WEBHOOK_SECRET];
  if (esign.some(Boolean) && !esign.every(Boolean)) {
    ctx.addIssue({
      code: 'custom',
      path: ['ESIGN_API_URL'],
      message: 'An e-signature provider needs ESIGN_API_URL, ESIGN_API_KEY and ESIGN_WEBHOOK_SECRET together',
    });
  }
  const s3 = [env.S3_ENDPOINT, env.S3_BUCKET, env.S3_ACCESS_KEY_ID, env.S3_SECRET_ACCESS_KEY];
  if (s3.some(Boolean) && !s3.every(Boolean)) {
    ctx.addIssue({
      code: 'custom',
      path: ['S3_ENDPOINT'],
      message: 'S3 storage needs S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY together',
    });
  }
});

export type Env = z.infer<typeof envSchema>;

export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = checkedEnvSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return parsed.data;
}

/** The AI provider settings alone, read when the AI writing proxy is called (no provider is fine). */
export type AiSettings = Pick<Env, 'AI_BASE_URL' | 'AI_API_KEY' | 'AI_MODEL'>;
export function readAiSettings(source: NodeJS.ProcessEnv = process.env): AiSettings {
  const parsed = envSchema.pick({ AI_BASE_URL: true, AI_API_KEY: true, AI_MODEL: true }).safeParse(source);
  return parsed.success ? parsed.data : {};
}
