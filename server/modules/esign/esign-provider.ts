// The e-signature provider behind /humesign/ (ARCHITECTURE "Integrations"): it takes one PDF and
// one signer and answers its request id and the page the signer signs at; it cancels a request;
// it hands back the signed PDF. The built-in default is "not configured": it answers what to set
// (ESIGN_NOT_CONFIGURED) and calls nobody. The hosted provider speaks a generic e-signature REST
// API (ESIGN_API_URL, bearer ESIGN_API_KEY):
//   POST {url}/signature-requests {title, message, document: {file_name, content_type,
//        content_base64}, signer: {name, email}, redirect_url, metadata} → {id, signing_url}
//   POST {url}/signature-requests/{id}/cancel
//   GET  {url}/signature-requests/{id}/signed-document → the signed PDF
// and calls back company/api/esign/webhook/ when a signer signs or declines (esign-webhook.ts).
import { NON_FIELD_ERRORS } from '../../../contract/errors';
import { ESIGN_NOT_CONFIGURED, esignProviderFailed } from '../../../contract/esign';
import type { AppConfig } from '../../lib/deps';
import { ForbiddenError, ValidationError } from '../../lib/errors';

export interface SignatureRequestInput {
  title: string;
  message: string;
  document: { fileName: string; data: Buffer };
  signer: { name: string; email: string };
  /** Where the provider sends the signer when they are done. */
  redirectUrl: string;
  metadata: Record<string, string>;
}

export interface ESignProvider {
  readonly configured: boolean;
  /** The secret its webhooks are signed with; null when there is no provider. */
  readonly webhookSecret: string | null;
  createRequest(input: SignatureRequestInput): Promise<{ id: string; signingUrl: string }>;
  cancelRequest(id: string): Promise<void>;
  signedDocument(id: string): Promise<Buffer>;
}

/** An http(s) address: the signing page is put in a link, so nothing else (javascript:) is taken. */
function webAddress(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

/** The provider answered with an error or could not be reached. */
export class ESignProviderError extends Error {}

const refuse = (): never => {
  throw new ForbiddenError(ESIGN_NOT_CONFIGURED);
};

export const notConfiguredProvider: ESignProvider = {
  configured: false,
  webhookSecret: null,
  createRequest: async () => refuse(),
  cancelRequest: async () => refuse(),
  signedDocument: async () => refuse(),
};

export function createHostedESignProvider(settings: NonNullable<AppConfig['esign']>): ESignProvider {
  const base = settings.apiUrl.replace(/\/+$/, '');
  const requestPath = (id: string) => `/signature-requests/${encodeURIComponent(id)}`;

  async function call(method: 'GET' | 'POST', path: string, body?: object): Promise<Response> {
    let response: Response;
    try {
      response = await fetch(`${base}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${settings.apiKey}`,
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(30_000),
      });
    } catch (err) {
      throw new ESignProviderError(`unreachable: ${(err as Error).message}`);
    }
    if (!response.ok) {
      const answer = (await response.json().catch(() => ({}))) as { error?: string | { message?: string } };
      const reason = typeof answer.error === 'string' ? answer.error : answer.error?.message;
      throw new ESignProviderError(reason ?? `status ${response.status}`);
    }
    return response;
  }

  return {
    configured: true,
    webhookSecret: settings.webhookSecret,
    async createRequest(input) {
      const response = await call('POST', '/signature-requests', {
        title: input.title,
        message: input.message,
        document: {
          file_name: input.document.fileName,
          content_type: 'application/pdf',
          content_base64: input.document.data.toString('base64'),
        },
        signer: input.signer,
        redirect_url: input.redirectUrl,
        metadata: input.metadata,
      });
      const answer = (await response.json().catch(() => ({}))) as { id?: unknown; signing_url?: unknown };
      if (typeof answer.id !== 'string' || !answer.id || !webAddress(answer.signing_url)) {
        throw new ESignProviderError('no request id or signing address in its answer');
      }
      return { id: answer.id, signingUrl: answer.signing_url };
    },
    async cancelRequest(id) {
      await call('POST', `${requestPath(id)}/cancel`, {});
    },
    async signedDocument(id) {
      const response = await call('GET', `${requestPath(id)}/signed-document`);
      return Buffer.from(await response.arrayBuffer());
    },
  };
}

/** The provider for this app's configuration. */
export const esignProvider = (config: AppConfig): ESignProvider =>
  config.esign ? createHostedESignProvider(config.esign) : notConfiguredProvider;

/** A provider failure as the 400 the admin's form shows. */
export function providerRefusal(err: unknown): unknown {
  return err instanceof ESignProviderError
    ? ValidationError.field(NON_FIELD_ERRORS, esignProviderFailed(err.message))
    : err;
}
