// What route handlers may use besides the request: the database, the token signer, the mailer and
// the configuration. Built once in buildApp() and reached through app.deps / ctx.deps.
import type { Database } from '../db/database';
import type { Mailer } from './mailer';
import type { S3Settings } from './s3-presign';
import type { TokenSigner } from './tokens';

export interface AppConfig {
  /** Base URL of the PWA, used in e-mailed links. */
  publicUrl: string;
  /**
   * The SCORM content host (SCORM_CONTENT_ORIGIN): each company's packages are served and played on
   * its subdomain `c{company}.` (never the app's origin, nor another company's), so a package's
   * scripts cannot read the signed-in user's tokens nor other companies' packages. Unset:
   * publicUrl's port + 1 (scorm-origin.ts).
   */
  scormContentOrigin?: string;
  /** Directory for uploaded files. */
  storageDir: string;
  /** Directory of the built PWA; served with an SPA fallback when it exists. */
  staticDir: string | null;
  /** Largest JSON body accepted, in bytes. */
  bodyLimit: number;
  /** Whether X-Forwarded-For names the client (only behind a trusted proxy). */
  trustProxy: boolean;
  /** Largest knowledge-base upload in bytes; default the spec's 30,000,000,000 (UPLOAD_MAX_BYTES). */
  uploadMaxBytes?: number;
  /** A Slack app for /connect/slack; unset, Slack is not configured. */
  slack?: { clientId: string; clientSecret: string; authorizeUrl: string; tokenUrl: string; scopes: string } | null;
  /** A hosted e-signature provider for /humesign/ (ESIGN_*); unset, e-signature is not configured. */
  esign?: { apiUrl: string; apiKey: string; webhookSecret: string } | null;
  /** The product's support address: support panel messages are e-mailed there too (SUPPORT_EMAIL). */
  supportEmail?: string;
  /** Other origins this service is reached at (REFERRAL_HOSTS), besides publicUrl's. */
  referralOrigins?: string[];
  /** S3-compatible storage for knowledge-base uploads; unset, they go to storageDir. */
  s3?: S3Settings | null;
  /** Most bytes and entries a SCORM package may unpack to; defaults in contract/scorm.ts (tests lower them). */
  scormMaxUnpackedBytes?: number;
  scormMaxEntries?: number;
  /** Most a SCORM package's unpacked size may be times its .zip's (zip bombs); default in contract/scorm.ts. */
  scormMaxRatio?: number;
  /** Bytes each company may store (STORAGE_QUOTA_BYTES); default contract/storage.ts's 10 GB. */
  storageQuotaBytes?: number;
  /** AI search and the writing assistant: calls per user a minute and per company an hour. */
  aiRateLimits?: { perUserPerMinute: number; perCompanyPerHour: number };
  /**
   * An answer sent before its body was read (unread-body.ts; tests lower them): how long a body that
   * stopped coming is waited for, the longest a connection lingers, and the bytes a second all
   * lingering connections read together.
   */
  unreadBodyLingerMs?: number;
  unreadBodyMaxMs?: number;
  unreadBodyBytesPerSecond?: number;
}

export interface AppDeps {
  db: Database;
  signer: TokenSigner;
  mailer: Mailer;
  config: AppConfig;
}
