// The category tree beside the article list: each category links to its page, with its article
// count; nested as the company arranged them. KB admins can add, edit and delete categories here.
import { Box, Button, Heading, Link as ChakraLink, List, Skeleton, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import type { ArticleCategory } from '../../../../contract/knowledge-base';
import { useCategories } from '../api/get-categories';
import { CategoryModal } from './category-modal';

function Branch({ categories, onEdit }: { categories: ArticleCategory[]; onEdit?: (c: ArticleCategory) => void }) {
  const { t } = useTranslation();
  return (
    <List.Root ps="3" listStyle="none" gap="1">
      {categories.map((category) => (
        <List.Item key={category.id}>
          <ChakraLink asChild fontSize="sm" _currentPage={{ fontWeight: 'bold' }}>
            <NavLink to={`/knowledgebase/categories/${category.id}`}>
              {category.category}
              <Text as="span" color="fg.muted" ms="1">
                ({category.article_count})
              </Text>
            </NavLink>
          </ChakraLink>
          {onEdit && (
            <Button
              size="2xs"
              variant="ghost"
              ms="1"
              aria-label={t('knowledgeBase.categories.editNamed', { name: category.category })}
              onClick={() => onEdit(category)}
            >
              ✎
            </Button>
          )}
          {category.subcategories.length > 0 && <Branch categories={category.subcategories} onEdit={onEdit} />}
        </List.Item>
      ))}
    </List.Root>
  );
}

export function CategoryTree({ canManage }: { canManage: boolean }) {
  const { t } = useTranslation();
  const query = useCategories();
  const [modal, setModal] = useState<{ category: ArticleCategory | null } | null>(null);
  return (
    <Box as="nav" aria-labelledby="kb-categories">
      <Heading as="h2" size="sm" id="kb-categories" mb="2">
        {t('knowledgeBase.categories.title')}
      </Heading>
      {query.isPending ? (
        <Skeleton height="24" />
      ) : (
        <Branch categories={query.data ?? []} onEdit={canManage ? (category) => setModal({ category }) : undefined} />
      )}
      {canManage && (
        <Button size="xs" variant="outline" mt="2" onClick={() => setModal({ category: null })}>
          {t('knowledgeBase.categories.add')}
        </Button>
      )}
      {modal && <CategoryModal tree={query.data ?? []} category={modal.category} onClose={() => setModal(null)} />}
    </Box>
  );
}
