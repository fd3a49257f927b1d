// /knowledgebase/articles (the article list) and /knowledgebase/categories/:id (a category's page,
// the same list kept to that category and its subcategories): the category tree, the filters in the
// URL, unread markers for staff, selection and bulk actions for KB admins, paging.
import {
  Badge,
  Box,
  Button,
  Checkbox,
  Flex,
  Grid,
  Heading,
  Link as ChakraLink,
  Skeleton,
  Stack,
  Table,
  Text,
} from '@chakra-ui/react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format-date';
import { Link, useParams } from 'react-router-dom';
import { ArticleTypeBadge } from '../components/article-type-badge';
import type { ArticleListItem } from '../../../../contract/knowledge-base';
import { ARTICLE_PAGE_SIZE_DEFAULT } from '../../../../contract/knowledge-base-constants';
import { useCurrentUser } from '../../../api/current-user';
import { useArticles } from '../api/get-articles';
import { useCategories } from '../api/get-categories';
import { ArticleFilters } from '../components/article-filters';
import { BulkActions } from '../components/bulk-actions';
import { CategoryTree } from '../components/category-tree';
import { findCategory } from '../lib/category-tree';
import { isKbAdmin } from '../lib/permissions';
import { toQuery, useArticleFilter, type ArticleFilter } from '../lib/use-article-filter';
import { useKnowledgeBaseSetup } from '../lib/use-knowledge-base-setup';

const articleLink = (a: ArticleListItem) => `/knowledgebase/articles/${a.id}${a.status === 1 ? '/draft' : ''}`;

function ArticleRow({
  article,
  admin,
  selected,
  onSelect,
}: {
  article: ArticleListItem;
  admin: boolean;
  selected: boolean;
  onSelect: (on: boolean) => void;
}) {
  const { t, i18n } = useTranslation();
  const unread = !admin && article.is_assigned && !article.is_read;
  return (
    <Table.Row data-testid="article-row" fontWeight={unread ? 'semibold' : undefined}>
      {admin && (
        <Table.Cell width="8">
          <Checkbox.Root
            checked={selected}
            onCheckedChange={(d) => onSelect(d.checked === true)}
            aria-label={t('knowledgeBase.bulk.select', { title: article.title })}
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
          </Checkbox.Root>
        </Table.Cell>
      )}
      <Table.Cell>
        <Flex gap="2" align="center" wrap="wrap">
          {unread && (
            <Badge colorPalette="blue" data-testid="unread-marker">
              {t('knowledgeBase.list.unread')}
            </Badge>
          )}
          <ChakraLink asChild>
            <Link to={articleLink(article)}>{article.title}</Link>
          </ChakraLink>
          {article.status === 1 && <Badge colorPalette="orange">{t('knowledgeBase.list.draft')}</Badge>}
          {article.type_info && <ArticleTypeBadge type={article.type_info} />}
        </Flex>
      </Table.Cell>
      <Table.Cell hideBelow="md">{article.article_category_name}</Table.Cell>
      <Table.Cell hideBelow="sm" whiteSpace="nowrap">
        {formatDate(article.last_edited_on, i18n.language)}
      </Table.Cell>
    </Table.Row>
  );
}

export function ArticleListPage({ categoryId = null }: { categoryId?: number | null }) {
  useKnowledgeBaseSetup();
  const { t } = useTranslation();
  const admin = isKbAdmin(useCurrentUser().data);
  const [filter, setFilter] = useArticleFilter(categoryId);
  const query = useArticles(toQuery(filter, admin));
  const category = findCategory(useCategories().data ?? [], categoryId);
  const [selected, setSelected] = useState<number[]>([]);
  const onFilter = useCallback((patch: Partial<ArticleFilter>) => setFilter(patch), [setFilter]);
  const page = query.data;
  const pages = page ? Math.max(1, Math.ceil(page.count / ARTICLE_PAGE_SIZE_DEFAULT)) : 1;

  return (
    <Grid templateColumns={{ base: '1fr', lg: '240px 1fr' }} gap="6">
      <Box order={{ base: 1, lg: 0 }}>
        <CategoryTree canManage={admin} />
      </Box>
      <Stack gap="4" minW="0">
        <Flex justify="space-between" align="center" gap="3" wrap="wrap">
          <Heading as="h1" size="2xl">
            {category ? category.category : t('knowledgeBase.list.title')}
          </Heading>
          {admin && (
            <Button asChild colorPalette="blue">
              <Link to="/knowledgebase/articles/create">{t('knowledgeBase.list.create')}</Link>
            </Button>
          )}
        </Flex>
        <ArticleFilters filter={filter} onChange={onFilter} admin={admin} />
        {admin && <BulkActions selected={selected} onDone={() => setSelected([])} />}
        {query.isPending ? (
          <Skeleton height="200px" />
        ) : page && page.results.length === 0 ? (
          <Text color="fg.muted" py="6">
            {t('knowledgeBase.list.empty')}
          </Text>
        ) : (
          <Table.ScrollArea>
            <Table.Root size="sm" interactive>
              <Table.Header>
                <Table.Row>
                  {admin && (
                    <Table.ColumnHeader width="8">
                      <Checkbox.Root
                        aria-label={t('knowledgeBase.bulk.selectAll')}
                        checked={Boolean(page?.results.length) && page!.results.every((a) => selected.includes(a.id))}
                        onCheckedChange={(d) => setSelected(d.checked ? (page?.results.map((a) => a.id) ?? []) : [])}
                      >
                        <Checkbox.HiddenInput />
                        <Checkbox.Control />
                      </Checkbox.Root>
                    </Table.ColumnHeader>
                  )}
                  <Table.ColumnHeader>{t('knowledgeBase.form.name')}</Table.ColumnHeader>
                  <Table.ColumnHeader hideBelow="md">{t('knowledgeBase.form.category')}</Table.ColumnHeader>
                  <Table.ColumnHeader hideBelow="sm">{t('knowledgeBase.list.edited')}</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {page?.results.map((article) => (
                  <ArticleRow
                    key={article.id}
                    article={article}
                    admin={admin}
                    selected={selected.includes(article.id)}
                    onSelect={(on) => setSelected((s) => (on ? [...s, article.id] : s.filter((x) => x !== article.id)))}
                  />
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
        )}
        {pages > 1 && (
          <Flex gap="2" align="center" justify="center">
            <Button
              size="sm"
              variant="outline"
              disabled={filter.page <= 1}
              onClick={() => setFilter({ page: filter.page - 1 })}
            >
              {t('knowledgeBase.list.previous')}
            </Button>
            <Text fontSize="sm">{t('knowledgeBase.list.page', { page: filter.page, pages })}</Text>
            <Button
              size="sm"
              variant="outline"
              disabled={filter.page >= pages}
              onClick={() => setFilter({ page: filter.page + 1 })}
            >
              {t('knowledgeBase.list.next')}
            </Button>
          </Flex>
        )}
      </Stack>
    </Grid>
  );
}

export function CategoryPage() {
  const id = Number(useParams().id);
  return <ArticleListPage key={id} categoryId={Number.isInteger(id) ? id : null} />;
}
