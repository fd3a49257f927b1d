// An article's header: title, category, type (in its colour), tags, status and edit time.
import { Badge, Flex, Heading, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format-date';
import { Link } from 'react-router-dom';
import type { ArticleListItem } from '../../../../contract/knowledge-base';
import { ArticleTypeBadge } from './article-type-badge';

export function ArticleMeta({ article, heading = 'h1' }: { article: ArticleListItem; heading?: 'h1' | 'h2' }) {
  const { t, i18n } = useTranslation();
  return (
    <Stack gap="2">
      <Heading as={heading} size="2xl">
        {article.title}
      </Heading>
      <Flex gap="2" wrap="wrap" align="center" fontSize="sm" color="fg.muted">
        {article.article_category !== null && (
          <ChakraLink asChild colorPalette="blue">
            <Link to={`/knowledgebase/categories/${article.article_category}`}>{article.article_category_name}</Link>
          </ChakraLink>
        )}
        {article.type_info && <ArticleTypeBadge type={article.type_info} />}
        {article.status === 1 && <Badge colorPalette="orange">{t('knowledgeBase.list.draft')}</Badge>}
        {article.tags.map((tag) => (
          <Badge key={tag} variant="outline">
            {tag}
          </Badge>
        ))}
        <Text>{t('knowledgeBase.view.edited', { date: formatDate(article.last_edited_on, i18n.language) })}</Text>
      </Flex>
    </Stack>
  );
}
