// /checklist/checklists/: the checklists assigned to the user (checklist admins: everyone's, or their
// own), open ones first, filtered and paged on the server; the page and filters live in the URL.
import {
  Badge,
  Card,
  HStack,
  Heading,
  LinkOverlay,
  NativeSelect,
  Progress,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useCurrentUser } from '../../../api/current-user';
import { CHECKLIST_PAGE_SIZE, checklistListQuery, useChecklists } from '../api/get-checklists';
import { LoadState } from '../components/load-state';
import { Pager, pageCount } from '../../../ui/pager';
import { isChecklistAdmin } from '../lib/permissions';

export function ChecklistsPage() {
  const { t } = useTranslation();
  const me = useCurrentUser().data;
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const status = (params.get('status') as 'open' | 'completed' | null) ?? undefined;
  const mine = params.get('mine') === '1';
  const query = useChecklists(checklistListQuery({ page, status, mine }));
  const set = (key: string, value: string | null) =>
    setParams((p) => {
      const next = new URLSearchParams(p);
      if (value) next.set(key, value);
      else next.delete(key);
      if (key !== 'page') next.delete('page');
      return next;
    });

  return (
    <Stack gap="4">
      <Heading as="h1" size="2xl">
        {t('checklists.assigned.title')}
      </Heading>
      <HStack wrap="wrap" gap="3">
        <NativeSelect.Root maxW="xs" size="sm">
          <NativeSelect.Field
            aria-label={t('checklists.assigned.status')}
            value={status ?? ''}
            onChange={(e) => set('status', e.target.value || null)}
          >
            <option value="">{t('checklists.assigned.all')}</option>
            <option value="open">{t('checklists.assigned.open')}</option>
            <option value="completed">{t('checklists.assigned.completed')}</option>
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        {me && isChecklistAdmin(me) && (
          <NativeSelect.Root maxW="xs" size="sm">
            <NativeSelect.Field
              aria-label={t('checklists.assigned.whose')}
              value={mine ? '1' : ''}
              onChange={(e) => set('mine', e.target.value || null)}
            >
              <option value="">{t('checklists.assigned.everyone')}</option>
              <option value="1">{t('checklists.assigned.mine')}</option>
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        )}
      </HStack>
      <LoadState query={query} empty={query.data?.results.length === 0}>
        <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="3">
          {query.data?.results.map((c) => (
            <Card.Root key={c.id} size="sm" data-testid="checklist-card">
              <Card.Body gap="2">
                <LinkOverlay asChild>
                  <RouterLink to={`/checklist/checklists/${c.id}`}>
                    <Text fontWeight="semibold">{c.title}</Text>
                  </RouterLink>
                </LinkOverlay>
                <Text fontSize="sm" color="fg.muted">
                  {c.assignees.map((a) => a.name).join(', ')}
                </Text>
                <HStack gap="2" wrap="wrap">
                  {c.is_completed ? (
                    <Badge colorPalette="green">{t('checklists.completed')}</Badge>
                  ) : (
                    <Badge>{t('checklists.assigned.open')}</Badge>
                  )}
                  {c.due_date && <Badge variant="outline">{t('checklists.due', { date: c.due_date })}</Badge>}
                </HStack>
                <Progress.Root
                  value={(c.items_done / Math.max(1, c.item_count)) * 100}
                  size="xs"
                  aria-label={t('checklists.progress')}
                >
                  <Progress.Track>
                    <Progress.Range />
                  </Progress.Track>
                </Progress.Root>
                <Text fontSize="xs">{t('checklists.progressText', { done: c.items_done, total: c.item_count })}</Text>
              </Card.Body>
            </Card.Root>
          ))}
        </SimpleGrid>
      </LoadState>
      <Pager
        page={page}
        pages={pageCount(query.data?.count ?? 0, CHECKLIST_PAGE_SIZE)}
        onPage={(p) => set('page', String(p))}
      />
    </Stack>
  );
}
