// /checklist/templates: the company's templates, searched and paged on the server; checklist admins
// get Create Template.
import { Button, Card, HStack, Heading, Input, LinkOverlay, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useCurrentUser } from '../../../api/current-user';
import { useTemplates } from '../api/get-templates';
import { LoadState } from '../components/load-state';
import { Pager, pageCount } from '../../../ui/pager';
import { isChecklistAdmin } from '../lib/permissions';

const PAGE_SIZE = 30;

export function TemplatesPage() {
  const { t } = useTranslation();
  const me = useCurrentUser().data;
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const search = params.get('search') ?? '';
  const query = useTemplates({ page, page_size: PAGE_SIZE, ...(search ? { search } : {}) });
  return (
    <Stack gap="4">
      <HStack justify="space-between" wrap="wrap">
        <Heading as="h1" size="2xl">
          {t('checklists.templates.title')}
        </Heading>
        {me && isChecklistAdmin(me) && (
          <Button asChild>
            <RouterLink to="/checklist/template/create">{t('checklists.templates.create')}</RouterLink>
          </Button>
        )}
      </HStack>
      <Input
        maxW="sm"
        type="search"
        aria-label={t('checklists.templates.search')}
        placeholder={t('checklists.templates.search')}
        defaultValue={search}
        onChange={(e) => setParams(e.target.value ? { search: e.target.value } : {}, { replace: true })}
      />
      <LoadState query={query} empty={query.data?.results.length === 0}>
        <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="3">
          {query.data?.results.map((template) => (
            <Card.Root key={template.id} size="sm">
              <Card.Body gap="1">
                <LinkOverlay asChild>
                  <RouterLink to={`/checklist/template/${template.id}`}>
                    <Text fontWeight="semibold">{template.name}</Text>
                  </RouterLink>
                </LinkOverlay>
                <Text fontSize="sm" color="fg.muted">
                  {t('checklists.templates.items', { count: template.item_count })}
                </Text>
              </Card.Body>
            </Card.Root>
          ))}
        </SimpleGrid>
      </LoadState>
      <Pager
        page={page}
        pages={pageCount(query.data?.count ?? 0, PAGE_SIZE)}
        onPage={(p) => setParams((prev) => ({ ...Object.fromEntries(prev), page: String(p) }))}
      />
    </Stack>
  );
}
