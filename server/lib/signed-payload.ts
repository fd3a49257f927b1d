// Small claims carried by the browser and handed back later (a multipart upload's handle, a
// cross-host sign-in token, an OAuth state): base64url JSON and the server's MAC over it and its
// purpose, so one kind can never be passed off as another. Readable by anyone, forgeable by no one;
// checking expiry and who may use them is the caller's.
import type { TokenSigner } from './tokens';
import { sameText } from './tokens';

const macText = (purpose: string, payload: string) => `${purpose}\n${payload}`;

export function signPayload(signer: TokenSigner, purpose: string, claims: object): string {
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${payload}.${signer.mac(macText(purpose, payload))}`;
}

/** The claims when `text` was signed by this server for `purpose`, else null. */
export function readSignedPayload<T>(signer: TokenSigner, purpose: string, text: string): T | null {
  const [payload = '', signature = ''] = text.split('.');
  if (!sameText(signature, signer.mac(macText(purpose, payload)))) return null;
  try {
    return JSON.parse(Buffer.from(payload, 'base64url').toString()) as T;
  } catch {
    return null;
  }
}
