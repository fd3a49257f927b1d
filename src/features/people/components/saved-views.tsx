// The Employee List's saved views (custom views of type "employees"): pick one to apply its filters,
// save the current filters under a name (shared with the company or not), or rename one's own.
import { Button, Checkbox, HStack, Input, NativeSelect } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../api/current-user';
import { errorMessages } from '../../../api/errors';
import { notify } from '../../../ui/toaster';
import { useCustomViews, useSaveCustomView } from '../api/custom-views';
import { RenameViewDialog } from './rename-view-dialog';

export const EMPLOYEE_VIEW_TYPE = 'employees';

export function SavedViews({
  current,
  onApply,
}: {
  current: Record<string, string>;
  onApply: (filters: Record<string, string>) => void;
}) {
  const { t } = useTranslation();
  const views = useCustomViews(EMPLOYEE_VIEW_TYPE);
  const save = useSaveCustomView();
  const [name, setName] = useState('');
  const [shared, setShared] = useState(false);
  const [renaming, setRenaming] = useState(false);
  const staffId = useCurrentUser().data?.staff_id;
  const own = views.data?.filter((v) => v.owner === staffId) ?? [];

  async function submit() {
    try {
      await save.mutateAsync({ type: EMPLOYEE_VIEW_TYPE, name: name.trim(), config: current, is_shared: shared });
      setName('');
      notify('success', t('people.views.saved'));
    } catch (error) {
      for (const message of errorMessages(error)) notify('error', message);
    }
  }

  return (
    <HStack gap="2" flexWrap="wrap">
      <NativeSelect.Root maxW="56" size="sm">
        <NativeSelect.Field
          aria-label={t('people.views.apply')}
          value=""
          onChange={(e) => {
            const view = views.data?.find((v) => String(v.id) === e.currentTarget.value);
            if (view) onApply(view.config as Record<string, string>);
          }}
        >
          <option value="">{t('people.views.apply')}</option>
          {views.data?.map((v) => (
            <option key={v.id} value={v.id}>
              {v.name}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <Input
        size="sm"
        maxW="48"
        aria-label={t('people.views.name')}
        placeholder={t('people.views.name')}
        value={name}
        onChange={(e) => setName(e.currentTarget.value)}
      />
      <Checkbox.Root size="sm" checked={shared} onCheckedChange={(d) => setShared(d.checked === true)}>
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>{t('people.views.shared')}</Checkbox.Label>
      </Checkbox.Root>
      <Button
        size="sm"
        variant="outline"
        disabled={!name.trim()}
        loading={save.isPending}
        onClick={() => void submit()}
      >
        {t('people.views.save')}
      </Button>
      {own.length > 0 && (
        <Button size="sm" variant="ghost" onClick={() => setRenaming(true)}>
          {t('people.views.rename')}
        </Button>
      )}
      {renaming && <RenameViewDialog views={own} onClose={() => setRenaming(false)} />}
    </HStack>
  );
}
