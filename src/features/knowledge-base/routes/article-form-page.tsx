// The form's routes (spec knowledge base §2): /knowledgebase/articles/create (Create Article),
// /knowledgebase/articles/:id/edit (Edit Article) and /knowledgebase/articles/:id/draft (the draft,
// Edit Draft Article, with a preview of how it reads). KB admins only (src/app guards them); a 404
// shows the not-found view.
import { Button, Stack } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { useOnline } from '../../../lib/use-online';
import { getArticleQueryOptions, useArticle } from '../api/get-article';
import { ArticleBody } from '../components/article-body';
import { ArticleForm } from '../components/article-form';
import { ArticleMeta } from '../components/article-meta';
import { LoadState } from '../components/load-state';
import { useKnowledgeBaseSetup } from '../lib/use-knowledge-base-setup';

export function CreateArticlePage() {
  useKnowledgeBaseSetup();
  return (
    <>
      <ArticleForm mode={{ mode: 'create' }} />
    </>
  );
}

function EditArticle() {
  const online = useOnline();
  const query = useQuery({ ...getArticleQueryOptions('article', Number(useParams().id)), refetchOnMount: 'always' });
  // The form compares unsaved edits kept on this device with the article as the server has it now:
  // online, it waits for this visit's answer rather than a copy kept from earlier (the reader's, or
  // the one saved for offline reading), which would hide a newer version published meanwhile.
  const current = query.isFetchedAfterMount || query.isError || !online;
  if (!query.data || !current) return <LoadState query={{ ...query, error: query.data ? null : query.error }} />;
  return <ArticleForm key={query.data.id} mode={{ mode: 'edit', article: query.data }} />;
}

export function EditArticlePage() {
  useKnowledgeBaseSetup();
  return (
    <>
      <EditArticle />
    </>
  );
}

function Draft() {
  const { t } = useTranslation();
  const query = useArticle('draft', Number(useParams().id));
  const [preview, setPreview] = useState(false);
  const draft = query.data;
  if (!draft) return <LoadState query={query} />;
  return (
    <Stack gap="4">
      <Button alignSelf="end" size="sm" variant="outline" aria-pressed={preview} onClick={() => setPreview((p) => !p)}>
        {t(preview ? 'knowledgeBase.draft.edit' : 'knowledgeBase.draft.preview')}
      </Button>
      {preview ? (
        <Stack gap="4" maxW="4xl">
          <ArticleMeta article={draft} />
          <ArticleBody html={draft.body} />
        </Stack>
      ) : (
        <ArticleForm key={draft.id} mode={{ mode: 'draft', draft }} />
      )}
    </Stack>
  );
}

export function DraftPage() {
  useKnowledgeBaseSetup();
  return (
    <>
      <Draft />
    </>
  );
}
