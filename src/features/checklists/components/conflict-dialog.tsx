// People §4 and ARCHITECTURE.md sync rule 7: someone else changed the same fields while this device's
// change waited. Each such field shows both values side by side; the user keeps one of them per
// field, and the outcome is sent in the change's place with the rest of the change merged around
// it: nothing of it reaches the server before the user has chosen, and the dialog says so.
import { Button, Dialog, Grid, Heading, Portal, RadioGroup, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChecklistConflictRecord } from '../offline/change-store';
import { mergeThreeWay, type Choices } from '../lib/merge';
import { checklistFields } from '../lib/fields';
import { fieldInfo, valueText } from './value-text';

export function ConflictDialog({
  record,
  onResolve,
  busy,
}: {
  record: ChecklistConflictRecord;
  onResolve: (choices: Choices) => void;
  busy: boolean;
}) {
  const { t } = useTranslation();
  const { conflicts } = mergeThreeWay(record.base, record.local, checklistFields(record.server));
  const [choices, setChoices] = useState<Record<string, 'local' | 'server'>>({});
  const complete = conflicts.every((c) => choices[c.key]);
  return (
    <Dialog.Root
      open
      role="alertdialog"
      closeOnInteractOutside={false}
      closeOnEscape={false}
      size={{ base: 'full', md: 'lg' }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="conflict-dialog">
            <Dialog.Header>
              <Dialog.Title>{t('checklists.conflict.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="5">
                <Text>{t('checklists.conflict.intro')}</Text>
                {conflicts.map((conflict) => {
                  const { label, kind } = fieldInfo(t, record.server, conflict.key);
                  const side = (which: 'local' | 'server') => (
                    <RadioGroup.Item
                      value={which}
                      alignItems="start"
                      borderWidth="1px"
                      rounded="md"
                      p="3"
                      data-testid={`conflict-${which}`}
                    >
                      <RadioGroup.ItemHiddenInput />
                      <RadioGroup.ItemIndicator />
                      <RadioGroup.ItemText>
                        <Text fontWeight="semibold">
                          {t(which === 'local' ? 'checklists.conflict.mine' : 'checklists.conflict.theirs')}
                        </Text>
                        <Text whiteSpace="pre-wrap" wordBreak="break-word">
                          {valueText(t, kind, which === 'local' ? conflict.local : conflict.server, record.server)}
                        </Text>
                      </RadioGroup.ItemText>
                    </RadioGroup.Item>
                  );
                  return (
                    <Stack key={conflict.key} gap="2">
                      <Heading as="h3" size="sm">
                        {label}
                      </Heading>
                      <RadioGroup.Root
                        aria-label={label}
                        value={choices[conflict.key] ?? null}
                        onValueChange={(d) =>
                          setChoices((c) => ({ ...c, [conflict.key]: d.value as 'local' | 'server' }))
                        }
                      >
                        <Grid templateColumns={{ base: '1fr', sm: '1fr 1fr' }} gap="3">
                          {side('local')}
                          {side('server')}
                        </Grid>
                      </RadioGroup.Root>
                    </Stack>
                  );
                })}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button loading={busy} disabled={!complete} onClick={() => onResolve(choices)}>
                {t('checklists.conflict.save')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
