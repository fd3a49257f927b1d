// /checklist/checklists/:id (and /checklist/create/:id): a checklist to fill in, online or not. Each
// entry is saved on the device first and sent by the outbox; the items show the device's values
// until the server has them. When someone else changed the checklist meanwhile, the warning of
// people §4 shows, what does not collide merges on its own, and colliding fields are asked about.
import { Alert, Badge, Box, Button, Card, HStack, Heading, Progress, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { CHECKLIST_UPDATED_ELSEWHERE, isItemDone } from '../../../../contract/checklist-constants';
import type { Checklist } from '../../../../contract/checklists';
import { useCurrentUser } from '../../../api/current-user';
import { notify } from '../../../ui/toaster';
import { useChecklist } from '../api/get-checklist';
import { ConflictDialog } from '../components/conflict-dialog';
import { ItemField } from '../components/item-field';
import { LoadState } from '../components/load-state';
import { itemKey, withLocalChanges } from '../lib/fields';
import type { Choices, FieldValue } from '../lib/merge';
import { isChecklistAdmin } from '../lib/permissions';
import { resolveConflict } from '../offline/merge-conflict';
import { saveEdit, saveImage } from '../offline/save-edit';
import { useChecklistDatabase, useChecklistQueue } from '../offline/use-checklist-queue';
import { onUpdatedElsewhere } from '../offline/updated-elsewhere';

export function FillChecklistPage() {
  const id = Number(useParams().id);
  // Live: someone else's entries show up while this page is open.
  const query = useChecklist(id, { live: true });
  return <LoadState query={query}>{query.data && <FillChecklist checklist={query.data} />}</LoadState>;
}

function FillChecklist({ checklist: server }: { checklist: Checklist }) {
  const { t, i18n } = useTranslation();
  const me = useCurrentUser().data;
  const db = useChecklistDatabase();
  const queue = useChecklistQueue(server.id);
  const checklist = withLocalChanges(server, queue.waiting);
  const [warning, setWarning] = useState(false);
  const [resolving, setResolving] = useState(false);

  useEffect(
    () =>
      onUpdatedElsewhere((checklistId) => {
        if (checklistId !== server.id) return;
        setWarning(true);
        notify('warning', t('checklists.updatedElsewhere', { defaultValue: CHECKLIST_UPDATED_ELSEWHERE }));
      }),
    [server.id, t],
  );

  const save = (key: string, value: FieldValue, shown: FieldValue) =>
    saveEdit(server, key, value, shown).catch((error: unknown) => notify('error', String(error)));
  const conflict = queue.conflicts[0];
  const done = checklist.items.filter((item) => isItemDone(item.kind, item.value)).length;

  const resolve = async (choices: Choices) => {
    if (!db || !conflict) return;
    setResolving(true);
    try {
      const item = await db.outbox.get(conflict.outbox_id);
      if (item) await resolveConflict(db, item, conflict, choices);
      // Resolved: the page shows the merged checklist now; the warning has done its job.
      setWarning(false);
    } finally {
      setResolving(false);
    }
  };

  return (
    <Stack gap="4" maxW="3xl">
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          {checklist.title}
        </Heading>
        {checklist.description && <Text color="fg.muted">{checklist.description}</Text>}
        <HStack wrap="wrap" gap="2">
          {checklist.due_date && <Badge>{t('checklists.due', { date: checklist.due_date })}</Badge>}
          {server.is_completed && <Badge colorPalette="green">{t('checklists.completed')}</Badge>}
          {queue.count > 0 && (
            <Badge colorPalette="orange" data-testid="checklist-waiting">
              {t('checklists.fill.waiting', { count: queue.count })}
            </Badge>
          )}
        </HStack>
      </Stack>
      {(warning || conflict) && (
        <Alert.Root status="warning" data-testid="updated-elsewhere">
          <Alert.Indicator />
          <Alert.Title>{t('checklists.updatedElsewhere')}</Alert.Title>
        </Alert.Root>
      )}
      <Progress.Root
        value={(done / Math.max(1, checklist.items.length)) * 100}
        size="sm"
        aria-label={t('checklists.progress')}
      >
        <Progress.Track>
          <Progress.Range />
        </Progress.Track>
        <Progress.ValueText>{t('checklists.progressText', { done, total: checklist.items.length })}</Progress.ValueText>
      </Progress.Root>
      <Stack gap="3" as="ol" listStyleType="none" ps="0">
        {checklist.items.map((item) => {
          const key = itemKey(item.id);
          const serverItem = server.items.find((i) => i.id === item.id)!;
          return (
            <Card.Root as="li" key={item.id} size="sm" data-testid={`item-${item.label}`}>
              <Card.Body gap="2">
                <HStack justify="space-between" align="start" wrap="wrap">
                  <Text asChild fontWeight="medium">
                    <label htmlFor={`item-${item.id}`}>
                      {item.label}
                      {item.required && (
                        <Text as="span" color="red.500" title={t('checklists.required')}>
                          {' *'}
                        </Text>
                      )}
                    </label>
                  </Text>
                  {key in queue.waiting ? (
                    <Badge colorPalette={queue.failed[key] ? 'red' : 'orange'}>
                      {queue.failed[key] ? t('checklists.fill.refused') : t('checklists.fill.savedOnDevice')}
                    </Badge>
                  ) : (
                    serverItem.completed_by_name && (
                      <Text fontSize="sm" color="fg.muted">
                        {t('checklists.completedBy', {
                          name: serverItem.completed_by_name,
                          // When it was done on the device, in the person's language.
                          date: new Date(serverItem.completed_at!).toLocaleString(i18n.language),
                        })}
                      </Text>
                    )
                  )}
                </HStack>
                {queue.failed[key] && <Text color="red.600">{queue.failed[key]}</Text>}
                <ItemField
                  item={serverItem}
                  value={item.value}
                  onChange={(value) => void save(key, value, item.value)}
                  onImage={(image) => void saveImage(server, item.id, image, item.value)}
                />
              </Card.Body>
            </Card.Root>
          );
        })}
      </Stack>
      <HStack wrap="wrap">
        <Button asChild variant="outline">
          <RouterLink to={`/checklist/display/${server.id}`}>{t('checklists.display.open')}</RouterLink>
        </Button>
        {me && isChecklistAdmin(me) && (
          <Button asChild variant="outline">
            <RouterLink to={`/checklist/edit/${server.id}`}>{t('checklists.edit.open')}</RouterLink>
          </Button>
        )}
      </HStack>
      <Box>
        {conflict && (
          <ConflictDialog key={conflict.id} record={conflict} busy={resolving} onResolve={(c) => void resolve(c)} />
        )}
      </Box>
    </Stack>
  );
}
