// Tenant-isolation cases of the knowledge-base upload routes (consumed by server/test/isolation.test.ts).
// Signing and the editor's image upload act on the caller's company only; an article id of
// another company is not found; the public upload target and file paths answer another company's
// company id with a refusal (the company is part of the signature) or not found; a multipart upload
// handle signed for another company is not found.
import type { IsolationCase, IsolationTarget } from '../../test/isolation';
import { multipart, pngFile } from '../company/company.fixtures';
import { KB, seedCategory } from './knowledge-base.fixtures';
import { encodeHandle } from './multipart-uploads';

async function victimArticle(t: IsolationTarget) {
  const db = t.ctx.database.db;
  const category = await seedCategory(db, t.victim.companyId, `victim-category-${t.victim.companyId}`);
  const row = await db
    .insertInto('kb_articles')
    .values({ company_id: t.victim.companyId, status: 0, title: 'Theirs', article_category_id: category })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const video = { file_name: 'induction.mp4', file_content_type: 'video/mp4' };
const KEY = `${'a'.repeat(32)}.mp4`;

/** A multipart upload handle this server signed for the victim's company. */
const victimUpload = (t: IsolationTarget) =>
  encodeHandle(t.ctx.app.deps, {
    c: t.victim.companyId,
    k: `kb/${t.victim.companyId}/${KEY}`,
    u: 'victim-upload',
    t: 'video/mp4',
    m: 'video',
    s: 300 * 1024 * 1024,
    p: 16 * 1024 * 1024,
    e: Math.floor(Date.now() / 1000) + 3600,
  });
const multipartCase = (call: string, extra: Record<string, unknown> = {}): IsolationCase => ({
  route: `POST /knowledgebase/api/multipart-upload/${call}/`,
  expect: 'foreign-404',
  request: (t) => ({
    method: 'POST',
    url: `${KB}/multipart-upload/${call}/`,
    payload: { upload: victimUpload(t), ...extra },
  }),
  staffForbidden: (t) => ({
    method: 'POST',
    url: `${KB}/multipart-upload/${call}/`,
    payload: { upload: victimUpload(t), ...extra },
  }),
});

export const isolationCases: IsolationCase[] = [
  {
    route: 'POST /knowledgebase/api/generate-s3-presigned-url/',
    expect: 'own-company',
    request: () => ({ method: 'POST', url: `${KB}/generate-s3-presigned-url/`, payload: video }),
    staffForbidden: () => ({ method: 'POST', url: `${KB}/generate-s3-presigned-url/`, payload: video }),
  },
  {
    route: 'POST /knowledgebase/api/video-upload/:id/',
    expect: 'foreign-404',
    request: async (t) => ({ method: 'POST', url: `${KB}/video-upload/${await victimArticle(t)}/`, payload: video }),
    staffForbidden: async (t) => ({
      method: 'POST',
      url: `${KB}/video-upload/${await victimArticle(t)}/`,
      payload: video,
    }),
  },
  // Another company's upload handle is not found, whatever storage is configured.
  multipartCase('parts', { part_numbers: [1] }),
  multipartCase('complete'),
  multipartCase('abort'),
  {
    // Public (a presigned PUT carries no token): a URL naming B's company without B's signature is refused.
    route: 'PUT /knowledgebase/api/uploads/:key/',
    expect: 'public',
    request: (t) => ({
      method: 'PUT',
      url: `${KB}/uploads/${KEY}/?company=${t.victim.companyId}&mode=video&expires=9999999999&signature=forged`,
      headers: { 'content-type': 'video/mp4' },
      payload: Buffer.alloc(64),
    }),
  },
  {
    // Public (a <video> sends no token): a name B's company never issued is simply not found.
    route: 'GET /knowledgebase/api/files/:company/:file',
    expect: 'public',
    request: (t) => ({ method: 'GET', url: `${KB}/files/${t.victim.companyId}/${KEY}` }),
  },
  {
    route: 'POST /knowledgebase/upload_file/jodit/1/',
    expect: 'own-company',
    request: async () => ({
      method: 'POST',
      url: '/knowledgebase/upload_file/jodit/1/',
      ...(await multipart({ file: pngFile() })),
    }),
    staffForbidden: async () => ({
      method: 'POST',
      url: '/knowledgebase/upload_file/jodit/1/',
      ...(await multipart({ file: pngFile() })),
    }),
  },
];
