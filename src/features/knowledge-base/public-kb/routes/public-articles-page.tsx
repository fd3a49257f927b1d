// /articles/public/{company_slug}/ and /articles/public/{company_slug}/{publicKBUrl}/ (spec
// knowledge-base §2): a company's public articles by category, signed out; on a base's own page only
// that base's articles. {publicKBUrl} is the base's id (contract/paths.ts says why). With ?q= the
// page lists the public articles matching the visitor's search instead.
import { Heading, Link as ChakraLink, List, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import type { PublicArticlesPage as Page } from '../../../../../contract/public-knowledge-bases';
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
  const query = (useSearchParams()[0].get('q') ?? '').trim();
  const baseId = baseIdOf(publicKBUrl);
  if (baseId === 'invalid') {
    return (
      <PublicKbFrame slug={companySlug}>
        <PublicNotFound />
      </PublicKbFrame>
    );
  }
  return query ? (
    <PublicSearch slug={companySlug} baseId={baseId ?? undefined} query={query} />
  ) : (
    <PublicArticlesList slug={companySlug} baseId={baseId ?? undefined} />
  );
}

function Loading() {
  const { t } = useTranslation();
  return (
    <Stack gap="3" aria-busy="true" aria-label={t('common.loading')}>
      <Skeleton height="6" width="40%" />
      <Skeleton height="4" />
      <Skeleton height="4" />
    </Stack>
  );
}

/** The frame's company and bases, from the list answer once it is there. */
const frameOf = (page: Page | undefined) => ({
  companyName: page?.company_name,
  companyLogo: page?.company_logo,
  knowledgebases: page?.knowledgebases,
  current: page?.knowledgebase?.id ?? null,
});

function PublicSearch({ slug, baseId, query }: { slug: string; baseId?: number; query: string }) {
  const { t } = useTranslation();
  const page = usePublicArticles(slug, baseId, query);
  const home = baseId ? publicKbUrls.base(slug, baseId) : publicKbUrls.home(slug);
  const notFound = page.error instanceof NotFoundApiError;
  return (
    <PublicKbFrame slug={slug} {...frameOf(page.data)} current={baseId ?? null} query={query} back={home}>
      {notFound && <PublicNotFound />}
      {page.isError && !notFound && <Text role="alert">{t('publicKb.loadFailed')}</Text>}
      {page.isPending && <Loading />}
      {page.data && (
        <Stack gap="4" as="section" aria-labelledby="public-kb-results">
          <Heading as="h2" size="lg" id="public-kb-results">
            {t('publicKb.results', { query })}
          </Heading>
          <Text role="status" color="fg.muted">
            {page.data.results.length === 0 ? t('publicKb.noResults', { query }) : null}
          </Text>
          {page.data.results.length > 0 && (
            <List.Root gap="3" listStyle="none" data-testid="public-kb-results">
              {page.data.results.map((article) => (
                <List.Item key={article.id} display="block">
                  <ChakraLink asChild fontWeight="semibold" colorPalette="blue">
                    <Link to={publicKbUrls.article(slug, article.id)}>{article.title}</Link>
                  </ChakraLink>
                  {article.article_category_name && (
                    <Text fontSize="sm" color="fg.muted">
                      {article.article_category_name}
                    </Text>
                  )}
                </List.Item>
              ))}
            </List.Root>
          )}
        </Stack>
      )}
    </PublicKbFrame>
  );
}

function PublicArticlesList({ slug, baseId }: { slug: string; baseId?: number }) {
  const { t } = useTranslation();
  const page = usePublicArticles(slug, baseId);
  const categories = usePublicCategories(slug, baseId);
  const notFound = page.error instanceof NotFoundApiError || categories.error instanceof NotFoundApiError;
  const failed = !notFound && (page.isError || categories.isError);
  return (
    <PublicKbFrame slug={slug} {...frameOf(page.data)}>
      {notFound && <PublicNotFound />}
      {failed && <Text role="alert">{t('publicKb.loadFailed')}</Text>}
      {(page.isPending || categories.isPending) && !notFound && !failed && <Loading />}
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
              <Heading as={page.data.knowledgebase ? 'h3' : 'h2'} size="md">
                {group.category || t('publicKb.uncategorised')}
              </Heading>
              <List.Root ps="5" gap="1">
                {group.articles.map((article) => (
                  <List.Item key={article.id}>
                    <ChakraLink asChild colorPalette="blue">
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
