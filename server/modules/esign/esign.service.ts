// E-signature requests (contract/esign.ts): a company admin sends one PDF — a company file or an
// upload — to one active employee; the provider makes the request and answers the signing page,
// stored here with status "sent". Admins see and cancel the company's requests; everyone else sees
// only the ones they are asked to sign, and only the signer is given the signing page. Another
// company's request, or someone else's for a non-admin, is not found.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { NON_FIELD_ERRORS } from '../../../contract/errors';
import {
  ESIGN_DOCUMENT_BOTH,
  ESIGN_DOCUMENT_MISSING,
  ESIGN_MAX_BYTES,
  ESIGN_NOT_CANCELLABLE,
  ESIGN_NOT_CONFIGURED,
  ESIGN_NOT_PDF,
  ESIGN_NOT_SIGNED,
  ESIGN_SETTINGS,
  ESIGN_SIGNER_UNKNOWN,
  ESIGN_TOO_LARGE,
  type ESignChoices,
  type esignCreateSchema,
  type esignListQuerySchema,
  type ESignRequest,
  type ESignServerStatus,
} from '../../../contract/esign';
import { FILE_NOT_FOUND } from '../../../contract/people-constants';
import type { Database } from '../../db/database';
import type { AppDeps } from '../../lib/deps';
import { ForbiddenError, NotFoundError, ValidationError } from '../../lib/errors';
import { containsPattern } from '../../lib/like';
import { paginated, pageWindow } from '../../lib/pagination';
import { created, type AuthContext } from '../../lib/route';
import { fileStore } from '../../lib/stored-files';
import { recordAction } from '../people/action-history';
import { companyFileStore } from '../people/company-files.service';
import { fullName } from '../people/staff.repository';
import { esignProvider, providerRefusal } from './esign-provider';

export const isAdmin = (auth: AuthContext) => auth.userTypeSlug === 'admin';
export const esignFileStore = (storageDir: string) => fileStore(storageDir, 'esign');
const isPdf = (data: Uint8Array) => Buffer.from(data.subarray(0, 5)).toString('latin1') === '%PDF-';

export function getESignStatus(deps: AppDeps): ESignServerStatus {
  return { configured: esignProvider(deps.config).configured, settings: [...ESIGN_SETTINGS] };
}

/** The send form's choices: active employees matching `search` (at most 50), the company's PDFs. */
export async function getESignChoices(db: Database, auth: AuthContext, search = ''): Promise<ESignChoices> {
  let staff = db
    .selectFrom('staff as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .select(['s.id', fullName('u').as('name'), 'u.email'])
    .where('s.company_id', '=', auth.companyId)
    .where('s.is_active', '=', true)
    .where('u.is_active', '=', true);
  const text = search.trim();
  if (text) {
    const pattern = containsPattern(text);
    staff = staff.where((eb) => eb.or([eb(fullName('u'), 'ilike', pattern), eb('u.email', 'ilike', pattern)]));
  }
  const [people, files] = await Promise.all([
    staff.orderBy('u.first_name').orderBy('u.last_name').orderBy('s.id').limit(50).execute(),
    db
      .selectFrom('company_files')
      .select(['id', 'title', 'file_name'])
      .where('company_id', '=', auth.companyId)
      .where('content_type', '=', 'application/pdf')
      .orderBy('title')
      .orderBy('id')
      .execute(),
  ]);
  return { staff: people, files };
}

function requestSelect(db: Database, companyId: number) {
  return db
    .selectFrom('esign_requests as r')
    .innerJoin('staff as s', 's.id', 'r.signer_staff_id')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .leftJoin('staff as bs', 'bs.id', 'r.created_by_staff_id')
    .leftJoin('users as bu', 'bu.id', 'bs.user_id')
    .select([
      'r.id',
      'r.title',
      'r.file_name',
      'r.message',
      'r.status',
      'r.signer_staff_id',
      'u.email as signer_email',
      fullName('u').as('signer_name'),
      'bu.email as sent_by_email',
      'bu.first_name as sent_by_first',
      'bu.last_name as sent_by_last',
      'r.created_at',
      'r.signed_at',
      'r.declined_at',
      'r.cancelled_at',
      'r.signing_url',
      'r.signed_storage_name',
      'r.provider_request_id',
      'r.company_id',
    ])
    .where('r.company_id', '=', companyId);
}
type RequestRow = Awaited<ReturnType<ReturnType<typeof requestSelect>['executeTakeFirstOrThrow']>>;

const iso = (value: Date | null) => (value ? value.toISOString() : null);

function present(auth: AuthContext, row: RequestRow): ESignRequest {
  const sentBy =
    row.sent_by_email === null
      ? null
      : `${row.sent_by_first ?? ''} ${row.sent_by_last ?? ''}`.trim() || row.sent_by_email;
  return {
    id: row.id,
    title: row.title,
    file_name: row.file_name,
    message: row.message,
    status: row.status,
    signer: { id: row.signer_staff_id, name: row.signer_name, email: row.signer_email },
    sent_by: sentBy,
    created_at: row.created_at.toISOString(),
    signed_at: iso(row.signed_at),
    declined_at: iso(row.declined_at),
    cancelled_at: iso(row.cancelled_at),
    // The signing page acts as the signer: nobody else is given it.
    signing_url: row.status === 'sent' && row.signer_staff_id === auth.staffId ? row.signing_url : null,
    signed_document_url: row.signed_storage_name ? `/company/api/esign/requests/${row.id}/signed/` : null,
  };
}

/** One request the caller may see: an admin any of the company's, anyone else their own. */
async function findRequest(db: Database, auth: AuthContext, id: number): Promise<RequestRow> {
  let query = requestSelect(db, auth.companyId).where('r.id', '=', id);
  if (!isAdmin(auth)) query = query.where('r.signer_staff_id', '=', auth.staffId);
  const row = await query.executeTakeFirst();
  if (!row) throw new NotFoundError();
  return row;
}

export const getESignRequest = async (db: Database, auth: AuthContext, id: number) =>
  present(auth, await findRequest(db, auth, id));

export async function listESignRequests(
  db: Database,
  auth: AuthContext,
  query: z.output<typeof esignListQuerySchema>,
  request: FastifyRequest,
) {
  let rows = requestSelect(db, auth.companyId);
  let count = db.selectFrom('esign_requests as r').where('r.company_id', '=', auth.companyId);
  if (!isAdmin(auth) || query.mine) {
    rows = rows.where('r.signer_staff_id', '=', auth.staffId);
    count = count.where('r.signer_staff_id', '=', auth.staffId);
  }
  if (query.status) {
    rows = rows.where('r.status', '=', query.status);
    count = count.where('r.status', '=', query.status);
  }
  const { limit, offset } = pageWindow(query);
  const [results, total] = await Promise.all([
    rows.orderBy('r.created_at', 'desc').orderBy('r.id', 'desc').limit(limit).offset(offset).execute(),
    count.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow(),
  ]);
  return paginated(
    request,
    query,
    Number(total.count),
    results.map((row) => present(auth, row)),
  );
}

/** The document to send: the chosen company file (a PDF) or the uploaded PDF. */
async function chooseDocument(
  db: Database,
  deps: AppDeps,
  auth: AuthContext,
  input: z.output<typeof esignCreateSchema>,
): Promise<{ data: Buffer; fileName: string; title: string; companyFileId: number | null }> {
  if (input.company_file && input.file) throw ValidationError.field('file', ESIGN_DOCUMENT_BOTH);
  if (input.company_file) {
    const row = await db
      .selectFrom('company_files')
      .select(['id', 'title', 'file_name', 'content_type', 'storage_name'])
      .where('company_id', '=', auth.companyId)
      .where('id', '=', input.company_file)
      .executeTakeFirst();
    if (!row) throw ValidationError.field('company_file', FILE_NOT_FOUND);
    if (row.content_type !== 'application/pdf') throw ValidationError.field('company_file', ESIGN_NOT_PDF);
    const data = await companyFileStore(deps.config.storageDir).read(auth.companyId, row.storage_name);
    return { data, fileName: row.file_name, title: row.title, companyFileId: row.id };
  }
  if (!input.file || input.file.length === 0) throw ValidationError.field('file', ESIGN_DOCUMENT_MISSING);
  if (input.file.length > ESIGN_MAX_BYTES) throw ValidationError.field('file', ESIGN_TOO_LARGE);
  if (!isPdf(input.file)) throw ValidationError.field('file', ESIGN_NOT_PDF);
  const fileName = input.file_name.trim().slice(0, 200) || 'document.pdf';
  return {
    data: Buffer.from(input.file),
    fileName,
    title: fileName.replace(/\.pdf$/i, ''),
    companyFileId: null,
  };
}

export async function createESignRequest(
  db: Database,
  deps: AppDeps,
  auth: AuthContext,
  input: z.output<typeof esignCreateSchema>,
) {
  const provider = esignProvider(deps.config);
  if (!provider.configured) throw new ForbiddenError(ESIGN_NOT_CONFIGURED);
  const signer = await db
    .selectFrom('staff as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .select(['s.id', 'u.email', fullName('u').as('name')])
    .where('s.company_id', '=', auth.companyId)
    .where('s.id', '=', input.signer)
    .where('s.is_active', '=', true)
    .where('u.is_active', '=', true)
    .executeTakeFirst();
  if (!signer) throw ValidationError.field('signer', ESIGN_SIGNER_UNKNOWN);
  const document = await chooseDocument(db, deps, auth, input);
  const title = input.title || document.title;
  const answer = await provider
    .createRequest({
      title,
      message: input.message,
      document: { fileName: document.fileName, data: document.data },
      signer: { name: signer.name, email: signer.email },
      redirectUrl: `${deps.config.publicUrl.replace(/\/+$/, '')}/humesign/`,
      metadata: { company_id: String(auth.companyId), signer_staff_id: String(signer.id) },
    })
    .catch((err: unknown) => {
      throw providerRefusal(err);
    });
  const row = await db
    .insertInto('esign_requests')
    .values({
      company_id: auth.companyId,
      signer_staff_id: signer.id,
      created_by_staff_id: auth.staffId,
      company_file_id: document.companyFileId,
      title,
      file_name: document.fileName,
      message: input.message,
      provider_request_id: answer.id,
      signing_url: answer.signingUrl,
      status: 'sent',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await recordAction(db, auth, {
    action: 'create',
    entity: 'esign_request',
    entity_id: row.id,
    summary: `Sent ${document.fileName} to ${signer.name} for signature`,
  });
  return created(await getESignRequest(db, auth, row.id));
}

export async function cancelESignRequest(db: Database, deps: AppDeps, auth: AuthContext, id: number) {
  const row = await findRequest(db, auth, id);
  if (row.status !== 'sent') throw ValidationError.field(NON_FIELD_ERRORS, ESIGN_NOT_CANCELLABLE);
  await esignProvider(deps.config)
    .cancelRequest(row.provider_request_id)
    .catch((err: unknown) => {
      throw providerRefusal(err);
    });
  await db
    .updateTable('esign_requests')
    .set({ status: 'cancelled', cancelled_at: new Date() })
    .where('company_id', '=', auth.companyId)
    .where('id', '=', id)
    .execute();
  await recordAction(db, auth, {
    action: 'update',
    entity: 'esign_request',
    entity_id: id,
    summary: `Cancelled the signature request for ${row.file_name} (${row.signer_name})`,
    changes: { status: 'cancelled' },
  });
  return getESignRequest(db, auth, id);
}

/** The signed PDF, for an admin or the signer. */
export async function sendSignedDocument(
  db: Database,
  deps: AppDeps,
  auth: AuthContext,
  id: number,
  reply: FastifyReply,
) {
  const row = await findRequest(db, auth, id);
  if (!row.signed_storage_name) throw new NotFoundError(ESIGN_NOT_SIGNED);
  const data = await esignFileStore(deps.config.storageDir).read(auth.companyId, row.signed_storage_name);
  const name = `${row.file_name.replace(/\.pdf$/i, '')} (signed).pdf`;
  reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(name)}`)
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store');
  return data;
}
