// The e-signature provider's webhook (contract/esign.ts): believed only with a valid
// Esign-Signature (HMAC-SHA256 of "{t}.{body}" with ESIGN_WEBHOOK_SECRET) no older than five
// minutes. "signed" fetches the signed PDF from the provider and stores it, then marks the request
// signed with its time; "declined" marks it declined. Only a request still waiting moves, so a
// repeated or late event changes nothing; an event for a request we do not know answers 404, so the
// provider tries it again later. If the signed PDF cannot be fetched the answer is 502, so the provider retries.
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  ESIGN_REQUEST_UNKNOWN,
  ESIGN_SIGNATURE_HEADER,
  ESIGN_SIGNATURE_INVALID,
  ESIGN_WEBHOOK_TOLERANCE_SECONDS,
  esignWebhookEventSchema,
} from '../../../contract/esign';
import type { Database } from '../../db/database';
import type { AppDeps } from '../../lib/deps';
import { HttpError, NotFoundError, ValidationError } from '../../lib/errors';
import { readWebhookBody, validWebhookSignature } from '../../lib/signed-webhooks';
import { chargeStorage } from '../../lib/storage-quota';
import { zodToFieldErrors } from '../../lib/validation';
import { esignProvider } from './esign-provider';
import { esignFileStore } from './esign.service';

/** Who the action history names for a change the provider reported. */
export const PROVIDER_ACTOR = 'E-signature service';

function parseEvent(body: string) {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    throw ValidationError.field('body', 'The webhook body is not JSON.');
  }
  const parsed = esignWebhookEventSchema.safeParse(json);
  if (!parsed.success) throw new ValidationError(zodToFieldErrors(parsed.error, json));
  return parsed.data;
}

export async function receiveESignWebhook(db: Database, deps: AppDeps, request: FastifyRequest, reply: FastifyReply) {
  const provider = esignProvider(deps.config);
  if (!provider.webhookSecret) throw new NotFoundError();
  const body = await readWebhookBody(request);
  const header = request.headers[ESIGN_SIGNATURE_HEADER];
  const signed = validWebhookSignature(
    typeof header === 'string' ? header : undefined,
    body,
    provider.webhookSecret,
    Date.now(),
    ESIGN_WEBHOOK_TOLERANCE_SECONDS,
  );
  if (!signed) throw ValidationError.field('signature', ESIGN_SIGNATURE_INVALID);
  const event = parseEvent(body);
  const row = await db
    .selectFrom('esign_requests')
    .select(['id', 'company_id', 'file_name', 'status'])
    .where('provider_request_id', '=', event.request_id)
    .executeTakeFirst();
  // Not (yet) ours: 404, so the provider delivers it again — its event may overtake the commit of
  // the request it is about. One that has already moved on is acknowledged and changes nothing.
  if (!row) throw new NotFoundError(ESIGN_REQUEST_UNKNOWN);
  if (row.status !== 'sent') return { received: true };
  const at = event.occurred_at ? new Date(event.occurred_at) : new Date();

  let changes: { status: 'signed' | 'declined'; signed_at?: Date; declined_at?: Date };
  let storedName: string | null = null;
  let size: number | null = null;
  if (event.event === 'signed') {
    const data = await provider.signedDocument(event.request_id).catch((err: unknown) => {
      throw new HttpError(502, 'server_error', `The signed document could not be fetched: ${(err as Error).message}`);
    });
    if (data.subarray(0, 5).toString('latin1') !== '%PDF-') {
      throw new HttpError(502, 'server_error', 'The signed document is not a PDF.');
    }
    storedName = await esignFileStore(deps.config.storageDir).save(reply, row.company_id, data, 'pdf');
    size = data.length;
    changes = { status: 'signed', signed_at: at };
  } else {
    changes = { status: 'declined', declined_at: at };
  }
  await db.transaction().execute(async (trx) => {
    const moved = await trx
      .updateTable('esign_requests')
      .set({ ...changes, signed_storage_name: storedName, signed_size: size })
      .where('id', '=', row.id)
      .where('status', '=', 'sent')
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) === 0) {
      // Another delivery of the event got there first: its file is the one kept.
      esignFileStore(deps.config.storageDir).removeOnSuccess(reply, row.company_id, storedName);
      return;
    }
    if (storedName !== null && size !== null) {
      // Counted, never refused: the document was signed, and the company must keep it.
      const signed = { store: esignFileStore(deps.config.storageDir).folder, name: storedName, bytes: size };
      await chargeStorage(trx, deps, row.company_id, signed, { enforce: false });
    }
    await trx
      .insertInto('action_history')
      .values({
        company_id: row.company_id,
        actor_staff_id: null,
        actor_name: PROVIDER_ACTOR,
        action: 'update',
        entity: 'esign_request',
        entity_id: row.id,
        summary: `${row.file_name} was ${changes.status}`,
        changes: JSON.stringify({ status: changes.status }),
      })
      .execute();
  });
  return { received: true };
}
