// Serving a SCORM package's files to the launcher's iframe: knowledgebase/api/scorm/content/
// {company}/{package}/{access}/<path>, on that company's content origin only (scorm-origin.ts): asked
// on another company's origin (or anywhere else) it is 404, so no package of one company is ever
// on the origin, and in the storage, of another's. The iframe sends
// no bearer token, and its relative links must keep working, so the permission is the access code
// in the path (scorm-storage.ts), checked on every request together with the person still being an
// active member of the company with the knowledge base active.
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyReply } from 'fastify';
import type { Database } from '../../db/database';
import type { AppDeps } from '../../lib/deps';
import { NotFoundError } from '../../lib/errors';
import type { ContentHost } from './scorm-origin';
import { packageRow } from './scorm.service';
import { safeRelative } from './scorm-manifest';
import { packageFolder, staffOfAccessCode } from './scorm-storage';

/** Types of what a web course holds; anything else is served as bytes. */
const TYPES: Readonly<Record<string, string>> = {
  html: 'text/html; charset=utf-8',
  htm: 'text/html; charset=utf-8',
  xhtml: 'application/xhtml+xml',
  js: 'text/javascript; charset=utf-8',
  mjs: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  json: 'application/json',
  xml: 'application/xml',
  xsd: 'application/xml',
  txt: 'text/plain; charset=utf-8',
  vtt: 'text/vtt',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  svg: 'image/svg+xml',
  webp: 'image/webp',
  ico: 'image/x-icon',
  mp3: 'audio/mpeg',
  wav: 'audio/wav',
  ogg: 'audio/ogg',
  m4a: 'audio/mp4',
  mp4: 'video/mp4',
  webm: 'video/webm',
  woff: 'font/woff',
  woff2: 'font/woff2',
  ttf: 'font/ttf',
  otf: 'font/otf',
  pdf: 'application/pdf',
  wasm: 'application/wasm',
};

export interface ContentParams {
  company: number;
  package: number;
  access: string;
  '*': string;
}

async function isActiveMember(db: Database, companyId: number, staffId: number): Promise<boolean> {
  const row = await db
    .selectFrom('staff')
    .innerJoin('users', 'users.id', 'staff.user_id')
    .innerJoin('company_apps', 'company_apps.company_id', 'staff.company_id')
    .innerJoin('apps', 'apps.id', 'company_apps.app_id')
    .select('staff.id')
    .where('staff.id', '=', staffId)
    .where('staff.company_id', '=', companyId)
    .where('staff.is_active', '=', true)
    .where('users.is_active', '=', true)
    .where('apps.app_name', '=', 'knowledge_base')
    .executeTakeFirst();
  return Boolean(row);
}

export async function serveContent(
  db: Database,
  deps: AppDeps,
  reply: FastifyReply,
  params: ContentParams,
  host: ContentHost,
) {
  if (host.kind !== 'company' || host.companyId !== params.company) throw new NotFoundError();
  const staffId = staffOfAccessCode(deps, params.company, params.package, params.access);
  if (staffId === null || !(await isActiveMember(db, params.company, staffId))) throw new NotFoundError();
  const row = await packageRow(db, params.company, params.package);
  // Fastify has already decoded the path: "..%2F" arrives as "../" and is refused here.
  const relative = safeRelative(params['*']);
  if (!relative) throw new NotFoundError();
  const root = packageFolder(deps, params.company, row.folder);
  const file = path.resolve(root, relative);
  if (!file.startsWith(root + path.sep)) throw new NotFoundError();
  const stat = await fs.lstat(file).catch(() => null);
  if (!stat?.isFile()) throw new NotFoundError();
  const ext = path.extname(file).slice(1).toLowerCase();
  reply
    .header('content-type', TYPES[ext] ?? 'application/octet-stream')
    .header('content-length', String(stat.size))
    // Checked again each time online; the player keeps its own copy for offline play.
    .header('cache-control', 'private, no-cache')
    .header('x-content-type-options', 'nosniff')
    .header('referrer-policy', 'same-origin');
  return createReadStream(file);
}
