// /knowledgebase/articles/:id (and /articles/:id): the article view (spec knowledge base §2): its
// header, video (with captions from the article's .vtt files) and files in their viewers, the
// sanitized body with definitions, the read-only decision chart, "mark as read" and the
// acknowledgement challenge; for KB admins, edit, the draft and version history.
import { Box, Button, Flex, Heading, Link as ChakraLink, List, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format-date';
import { Link, useParams } from 'react-router-dom';
import { useCurrentUser } from '../../../api/current-user';
import { StaleDataNote } from '../../../ui/stale-data-note';
import { useArticle } from '../api/get-article';
import { useVersionHistory } from '../api/get-versions';
import { ArticleContent } from '../components/article-content';
import { ArticleMeta } from '../components/article-meta';
import { LoadState } from '../components/load-state';
import { ReadActions } from '../components/read-actions';
import { isKbAdmin } from '../lib/permissions';
import { useKnowledgeBaseSetup } from '../lib/use-knowledge-base-setup';

function VersionHistory({ articleId }: { articleId: number }) {
  const { t, i18n } = useTranslation();
  const versions = useVersionHistory(articleId, true).data ?? [];
  return (
    <Box as="section" aria-labelledby="kb-versions">
      <Heading as="h2" size="md" id="kb-versions" mb="2">
        {t('knowledgeBase.view.versions')}
      </Heading>
      <List.Root ps="5">
        {versions.map((v) => (
          <List.Item key={v.id}>
            <ChakraLink asChild>
              <Link to={`/knowledgebase/articles/version/${v.id}`}>
                {t('knowledgeBase.view.version', {
                  number: v.version_number,
                  date: formatDateTime(v.created_on, i18n.language),
                })}
              </Link>
            </ChakraLink>
            {v.published_by_name && ` — ${v.published_by_name}`}
          </List.Item>
        ))}
      </List.Root>
    </Box>
  );
}

export function ArticlePage() {
  useKnowledgeBaseSetup();
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const admin = isKbAdmin(useCurrentUser().data);
  const query = useArticle('article', id);
  const [showVersions, setShowVersions] = useState(false);
  const article = query.data;
  if (!article) return <LoadState query={query} />;

  return (
    <Stack gap="6" maxW="4xl" as="article">
      <StaleDataNote query={query} />
      <Flex justify="space-between" gap="3" wrap="wrap" align="start">
        <ArticleMeta article={article} />
        {admin && (
          <Flex gap="2" wrap="wrap">
            <Button asChild colorPalette="blue">
              <Link to={`/knowledgebase/articles/${article.id}/edit`}>{t('knowledgeBase.view.edit')}</Link>
            </Button>
            {article.draft_id && (
              <Button asChild variant="outline">
                <Link to={`/knowledgebase/articles/${article.draft_id}/draft`}>
                  {t('knowledgeBase.view.openDraft')}
                </Link>
              </Button>
            )}
            <Button variant="outline" aria-expanded={showVersions} onClick={() => setShowVersions((s) => !s)}>
              {t('knowledgeBase.view.versions')}
            </Button>
          </Flex>
        )}
      </Flex>
      {showVersions && <VersionHistory articleId={article.id} />}
      <ArticleContent article={article} admin={admin} />
      <ReadActions article={article} />
    </Stack>
  );
}
