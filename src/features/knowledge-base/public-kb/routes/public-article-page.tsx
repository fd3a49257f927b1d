// /articles/public/{company_slug}/details/{id}/ (spec knowledge-base §2): one public article, signed
// out, in the same view as the app's reader (ArticleContent: the cleaned body, the video, each file
// in its viewer and the decision chart). Any article that is not a published PUBLIC one of this
// company reads as not found.
import { Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { NotFoundApiError } from '../../../../api/errors';
import { ArticleContent } from '../../components/article-content';
import { usePublicArticle } from '../api/public-articles';
import { PublicKbFrame, PublicNotFound, publicKbUrls } from '../components/public-kb-frame';

export function PublicArticlePage() {
  const { companySlug = '', id = '' } = useParams();
  const articleId = /^[1-9]\d*$/.test(id) ? Number(id) : null;
  return articleId === null ? (
    <PublicKbFrame slug={companySlug} back={publicKbUrls.home(companySlug)}>
      <PublicNotFound />
    </PublicKbFrame>
  ) : (
    <PublicArticle slug={companySlug} id={articleId} />
  );
}

function PublicArticle({ slug, id }: { slug: string; id: number }) {
  const { t, i18n } = useTranslation();
  const article = usePublicArticle(slug, id);
  const a = article.data;
  let content;
  if (article.error instanceof NotFoundApiError) content = <PublicNotFound />;
  else if (article.isError) content = <Text role="alert">{t('publicKb.loadFailed')}</Text>;
  else if (!a) {
    content = (
      <Stack gap="3" aria-busy="true" aria-label={t('common.loading')}>
        <Skeleton height="8" width="60%" />
        <Skeleton height="200px" />
      </Stack>
    );
  } else {
    content = (
      <Stack as="article" gap="6">
        <Stack gap="1">
          <Heading as="h2" size="2xl">
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
        <ArticleContent article={a} headingLevel="h3" />
      </Stack>
    );
  }
  return (
    <PublicKbFrame
      slug={slug}
      companyName={a?.company_name}
      companyLogo={a?.company_logo}
      back={publicKbUrls.home(slug)}
    >
      {content}
    </PublicKbFrame>
  );
}
