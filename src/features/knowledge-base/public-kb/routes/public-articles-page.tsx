// /articles/public/{company_slug}/ and /articles/public/{company_slug}/{publicKBUrl}/ (spec
// knowledge-base §2): a company's public articles by category, signed out; on a base's own page only
// that base's articles. {publicKBUrl} is the base's id (contract/paths.ts says why).
import { Heading, Link as ChakraLink, List, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { NotFoundApiError } from '../../../../api/errors';
import { usePublicArticles, usePublicCategories } from '../api/public-articles';
import { PublicKbFrame, PublicNotFound, publicKbUrls } from '../components/public-kb-frame';

/** A base id from the URL; anything but a positive whole number names no base. */
function baseIdOf(segment: string | undefined): number | null | 'invalid' {
  if (segment === undefined) return null;
  return /^[1-9]\d*$/.test(segment) ? Number(segment) : 'invalid';
}

export function PublicArticlesPage() {
  const { companySlug = '', publicKBUrl } = useParams();
  const baseId = baseIdOf(publicKBUrl);
  if (baseId === 'invalid') {
    return (
      <PublicKbFrame slug={companySlug}>
        <PublicNotFound />
      </PublicKbFrame>
    );
  }
  return <PublicArticlesList slug={companySlug} baseId={baseId ?? undefined} />;
}

function PublicArticlesList({ slug, baseId }: { slug: string; baseId?: number }) {
  const { t } = useTranslation();
  const page = usePublicArticles(slug, baseId);
  const categories = usePublicCategories(slug, baseId);
  const notFound = page.error instanceof NotFoundApiError || categories.error instanceof NotFoundApiError;
  const failed = !notFound && (page.isError || categories.isError);
  return (
    <PublicKbFrame
      slug={slug}
      companyName={page.data?.company_name}
      knowledgebases={page.data?.knowledgebases}
      current={page.data?.knowledgebase?.id ?? null}
    >
      {notFound && <PublicNotFound />}
      {failed && <Text role="alert">{t('publicKb.loadFailed')}</Text>}
      {(page.isPending || categories.isPending) && !notFound && !failed && (
        <Stack gap="3" aria-busy="true" aria-label={t('common.loading')}>
          <Skeleton height="6" width="40%" />
          <Skeleton height="4" />
          <Skeleton height="4" />
        </Stack>
      )}
      {page.data && categories.data && (
        <Stack gap="6">
          {page.data.knowledgebase && (
            <Heading as="h2" size="xl">
              {page.data.knowledgebase.name}
            </Heading>
          )}
          {categories.data.length === 0 && <Text>{t('publicKb.empty')}</Text>}
          {categories.data.map((group) => (
            <Stack
              key={group.id ?? 'none'}
              as="section"
              gap="2"
              aria-label={group.category || t('publicKb.uncategorised')}
            >
              <Heading as="h3" size="md">
                {group.category || t('publicKb.uncategorised')}
              </Heading>
              <List.Root ps="5">
                {group.articles.map((article) => (
                  <List.Item key={article.id}>
                    <ChakraLink asChild>
                      <Link to={publicKbUrls.article(slug, article.id)}>{article.title}</Link>
                    </ChakraLink>
                  </List.Item>
                ))}
              </List.Root>
            </Stack>
          ))}
        </Stack>
      )}
    </PublicKbFrame>
  );
}
