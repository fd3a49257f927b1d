// A save that gets no answer online is queued under the Idempotency-Key it was sent with, so if it
// did reach the server the replay is answered from the server's record instead of saving again.
import 'fake-indexeddb/auto';
import { QueryClient } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { API_PATHS } from '../../../../contract/paths';
import { apiUrl } from '../../../api/client';
import { setSession } from '../../../api/session';
import { userDatabase } from '../../../offline/db';
import { listOutbox } from '../../../offline/outbox';
import { setupApiServer } from '../../../test/render';
import { emptyArticleForm } from '../lib/article-form';
import { registerSaveArticleKind, SAVE_ARTICLE_KIND } from '../offline/save-article-kind';
import { saveArticle } from './save-article';

const server = setupApiServer();
registerSaveArticleKind(new QueryClient());

describe('saveArticle', () => {
  it('queues a save that got no answer under the key it was sent with', async () => {
    setSession({ token: 'access-1', refresh: 'refresh-1', userId: 41, companyId: 42 });
    const sentKeys: Array<string | null> = [];
    server.use(
      http.post(apiUrl(API_PATHS.kbDraftCreate), ({ request }) => {
        sentKeys.push(request.headers.get('idempotency-key'));
        return HttpResponse.error();
      }),
    );
    const values = emptyArticleForm({ title: 'Forklift checks' });
    const outcome = await saveArticle({
      target: { mode: 'create' },
      intent: 'draft',
      values,
      initial: emptyArticleForm(),
      autosaveKey: 'local:1',
    });
    expect(outcome).toEqual({ kind: 'queued' });
    const [queued] = await listOutbox(userDatabase(41, 42));
    expect(queued).toMatchObject({ kind: SAVE_ARTICLE_KIND, path: API_PATHS.kbDraftCreate });
    expect(sentKeys).toEqual([queued!.id]);
  });
});
