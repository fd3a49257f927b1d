// Duplicating stats (spec people §4): the chosen stats are copied with a name prefix, for their own
// owners or for one owner chosen here, with or without their values.
import { Button, Checkbox, Dialog, Field, Input, NativeSelect, Portal, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { STAT_NAME_PREFIX_MAX } from '../../../../contract/statistics-constants';
import { useStatChoices } from '../api/get-stat-options';
import { useStatActions } from './use-stat-actions';

export function DuplicateDialog({
  statIds,
  open,
  onOpenChange,
}: {
  statIds: number[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const owners = useStatChoices().data?.owners ?? [];
  const actions = useStatActions();
  const [prefix, setPrefix] = useState(() => t('statistics.duplicate.defaultPrefix'));
  const [owner, setOwner] = useState('');
  const [copyValues, setCopyValues] = useState(false);

  const submit = () =>
    actions.duplicate(
      {
        stat_ids: statIds,
        name_prefix: prefix,
        stat_owner: owner ? Number(owner) : undefined,
        copy_values: copyValues,
      },
      () => onOpenChange(false),
    );

  return (
    <Dialog.Root open={open} onOpenChange={(d) => onOpenChange(d.open)} size="sm">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content
            as="form"
            onSubmit={(e) => {
              e.preventDefault();
              submit();
            }}
          >
            <Dialog.Header>
              <Dialog.Title>{t('statistics.duplicate.title', { count: statIds.length })}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <Field.Root>
                  <Field.Label>{t('statistics.duplicate.prefix')}</Field.Label>
                  <Input
                    value={prefix}
                    maxLength={STAT_NAME_PREFIX_MAX}
                    onChange={(e) => setPrefix(e.currentTarget.value)}
                  />
                </Field.Root>
                <Field.Root>
                  <Field.Label>{t('statistics.duplicate.owner')}</Field.Label>
                  <NativeSelect.Root>
                    <NativeSelect.Field value={owner} onChange={(e) => setOwner(e.currentTarget.value)}>
                      <option value="">{t('statistics.duplicate.keepOwners')}</option>
                      {owners.map((o) => (
                        <option key={o.id} value={o.id}>
                          {o.name}
                        </option>
                      ))}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                </Field.Root>
                <Checkbox.Root checked={copyValues} onCheckedChange={(d) => setCopyValues(d.checked === true)}>
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label>{t('statistics.duplicate.copyValues')}</Checkbox.Label>
                </Checkbox.Root>
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">{t('common.cancel')}</Button>
              </Dialog.ActionTrigger>
              <Button type="submit" loading={actions.busy}>
                {t('statistics.duplicate.submit')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
