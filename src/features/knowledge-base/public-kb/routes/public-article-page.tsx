// /articles/public/{company_slug}/details/{id}/ (spec knowledge-base §2): one public article, signed
// out. The body goes through ArticleBody, which cleans the HTML with the same allowlist as the app
// before rendering it. Any article that is not a published PUBLIC one of this company reads as not found.
import { Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { NotFoundApiError } from '../../../../api/errors';
import { ArticleBody } from '../../components/article-body';
import { usePublicArticle } from '../api/public-articles';
import { PublicKbFrame, PublicNotFound } from '../components/public-kb-frame';

export function PublicArticlePage() {
  const { companySlug = '', id = '' } = useParams();
  const articleId = /^[1-9]\d*$/.test(id) ? Number(id) : null;
  return (
    <PublicKbFrame slug={companySlug}>
      {articleId === null ? <PublicNotFound /> : <PublicArticle slug={companySlug} id={articleId} />}
    </PublicKbFrame>
  );
}

function PublicArticle({ slug, id }: { slug: string; id: number }) {
  const { t, i18n } = useTranslation();
  const article = usePublicArticle(slug, id);
  if (article.error instanceof NotFoundApiError) return <PublicNotFound />;
  if (article.isError) return <Text role="alert">{t('publicKb.loadFailed')}</Text>;
  if (article.isPending) {
    return (
      <Stack gap="3" aria-busy="true" aria-label={t('common.loading')}>
        <Skeleton height="8" width="60%" />
        <Skeleton height="200px" />
      </Stack>
    );
  }
  const a = article.data;
  return (
    <Stack as="article" gap="4">
      <Stack gap="1">
        <Heading as="h2" size="xl">
          {a.title}
        </Heading>
        <Text color="fg.muted" fontSize="sm">
          {[
            a.article_category_name,
            a.published_on &&
              t('publicKb.published', { date: new Date(a.published_on).toLocaleDateString(i18n.language) }),
          ]
            .filter(Boolean)
            .join(' · ')}
        </Text>
      </Stack>
      <ArticleBody html={a.body} />
    </Stack>
  );
}
