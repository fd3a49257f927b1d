// /knowledgebase/articles/version/:id: one published version of an article, read-only.
import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format-date';
import { Link, useParams } from 'react-router-dom';
import { useVersion } from '../api/get-versions';
import { ArticleBody } from '../components/article-body';
import { LoadState } from '../components/load-state';

export function VersionPage() {
  const { t, i18n } = useTranslation();
  const query = useVersion(Number(useParams().id));
  const version = query.data;
  if (!version) return <LoadState query={query} />;
  return (
    <Stack gap="4" maxW="4xl" as="article">
      <Button asChild variant="ghost" alignSelf="start" size="sm">
        <Link to={`/knowledgebase/articles/${version.article}`}>{t('knowledgeBase.view.backToArticle')}</Link>
      </Button>
      <Heading as="h1" size="2xl">
        {version.title}
      </Heading>
      <Text color="fg.muted" fontSize="sm">
        {t('knowledgeBase.view.version', {
          number: version.version_number,
          date: formatDateTime(version.created_on, i18n.language),
        })}
        {version.published_by_name && ` — ${version.published_by_name}`}
      </Text>
      <ArticleBody html={version.body} />
    </Stack>
  );
}
