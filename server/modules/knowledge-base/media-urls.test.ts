// An article's media (video_url, file_url, file_urls) is opened by everyone who reads the article,
// so it is only ever a web address (http or https) or a file this server stores: `javascript:`,
// `data:` and other schemes answer 400 naming the field, on create and on edit.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEDIA_URL_INVALID, type Article } from '../../../contract/knowledge-base';
import type { PresignResponse } from '../../../contract/uploads';
import { createTestApp, createTestCompany, type TestCompany, type TestContext } from '../../test/helpers';
import { api, createArticle, KB, seedCategory } from './knowledge-base.fixtures';

let ctx: TestContext;
let c: TestCompany;
let category: number;

beforeAll(async () => {
  ctx = await createTestApp();
  c = await createTestCompany(ctx);
  category = await seedCategory(ctx.database.db, c.companyId, 'Safety');
});
afterAll(() => ctx.close());

const HOSTILE = [
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'java\tscript:alert(1)',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'vbscript:msgbox(1)',
  'file:///etc/passwd',
  '//evil.example/x.mp4',
  'evil.example/x.mp4',
  '/account/api/me/',
];

const create = (payload: Record<string, unknown>) =>
  api(ctx, c.admin, {
    method: 'POST',
    url: `${KB}/create/`,
    payload: { title: 'Lifting', article_category: category, ...payload },
  });

describe('article media fields', () => {
  it('refuse other schemes on create, naming the field', async () => {
    for (const value of HOSTILE) {
      for (const field of ['video_url', 'file_url'] as const) {
        const res = await create({ [field]: value });
        expect(res.statusCode, `${field}: ${value}`).toBe(400);
        expect(res.json()).toEqual({ [field]: [MEDIA_URL_INVALID] });
      }
      const list = await create({ file_urls: ['https://files.example/a.pdf', value] });
      expect(list.statusCode, `file_urls: ${value}`).toBe(400);
      expect(list.json()).toEqual({ 'file_urls.1': [MEDIA_URL_INVALID] });
    }
  });

  it('refuse them on edit too, and leave the article as it was', async () => {
    const article = await createArticle(ctx, c.admin, {
      article_category: category,
      video_url: 'https://videos.example/v.mp4',
    });
    const res = await api(ctx, c.admin, {
      method: 'PATCH',
      url: `${KB}/retrieve-update-delete/${article.id}/`,
      payload: { video_url: 'javascript:alert(document.cookie)' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ video_url: [MEDIA_URL_INVALID] });
    const after = await api(ctx, c.admin, { method: 'GET', url: `${KB}/retrieve-update-delete/${article.id}/` });
    expect(after.json<Article>().video_url).toBe('https://videos.example/v.mp4');
  });

  it('accept web addresses, files this server stores, and nothing', async () => {
    const presigned = await api(ctx, c.admin, {
      method: 'POST',
      url: `${KB}/generate-s3-presigned-url/`,
      payload: { file_name: 'clip.mp4', file_content_type: 'video/mp4' },
    });
    expect(presigned.statusCode, presigned.body).toBe(200);
    const stored = presigned.json<PresignResponse>().file_url;
    const article = await createArticle(ctx, c.admin, {
      article_category: category,
      video_url: stored,
      file_url: 'http://intranet.example/forms/lift.pdf',
      // The editor keeps a stored file's own name in the fragment (withFileName in the PWA).
      file_urls: ['https://files.example/a.pdf', `${stored}#Lifting%20plan%20(v2).pdf`],
    });
    expect(article).toMatchObject({
      video_url: stored,
      file_urls: ['https://files.example/a.pdf', `${stored}#Lifting%20plan%20(v2).pdf`],
    });
    const none = await createArticle(ctx, c.admin, { article_category: category, video_url: '', file_url: null });
    expect(none.file_url).toBeNull();
  });
});
