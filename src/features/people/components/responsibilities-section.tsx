// The responsibilities a staff member holds (spec people §2 profile): listed for everyone who can
// see the profile; profile admins add them from the company's list (§9: the picker loads 100) and
// remove them.
import { Button, HStack, IconButton, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessages } from '../../../api/errors';
import { Icon } from '../../../ui/icons';
import { notify } from '../../../ui/toaster';
import {
  useAssignResponsibilities,
  useEmployeeResponsibilities,
  useRemoveEmployeeResponsibility,
  useResponsibilities,
} from '../api/responsibilities';
import { SectionBox } from './section-box';

export function ResponsibilitiesSection({ staffId, admin }: { staffId: number; admin: boolean }) {
  const { t } = useTranslation();
  const held = useEmployeeResponsibilities(staffId);
  const all = useResponsibilities();
  const assign = useAssignResponsibilities();
  const remove = useRemoveEmployeeResponsibility();
  const [choice, setChoice] = useState('');
  const heldIds = new Set(held.data?.results.map((r) => r.responsibility));

  async function run(action: () => Promise<unknown>) {
    try {
      await action();
    } catch (error) {
      for (const message of errorMessages(error)) notify('error', message);
    }
  }

  return (
    <SectionBox id="responsibilities" title={t('nav.employees.responsibilities')}>
      <Stack gap="3">
        <Stack as="ul" gap="2" listStyleType="none">
          {held.data?.results.length === 0 && <Text color="fg.muted">{t('people.responsibilities.noneHeld')}</Text>}
          {held.data?.results.map((r) => (
            <HStack as="li" key={r.id} justify="space-between" alignItems="start">
              <Stack gap="0">
                <Text fontWeight="semibold">{r.title}</Text>
                <Text fontSize="sm" color="fg.muted">
                  {r.description}
                </Text>
              </Stack>
              {admin && (
                <IconButton
                  size="sm"
                  variant="ghost"
                  aria-label={t('people.responsibilities.remove', { name: r.title })}
                  onClick={() => void run(() => remove.mutateAsync(r.id))}
                >
                  <Icon name="x" />
                </IconButton>
              )}
            </HStack>
          ))}
        </Stack>
        {admin && (
          <HStack gap="2" alignItems="end">
            <NativeSelect.Root maxW="sm">
              <NativeSelect.Field
                aria-label={t('people.responsibilities.add')}
                value={choice}
                onChange={(e) => setChoice(e.currentTarget.value)}
              >
                <option value="">{t('people.responsibilities.choose')}</option>
                {all.data?.results
                  .filter((r) => !heldIds.has(r.id))
                  .map((r) => (
                    <option key={r.id} value={r.id}>
                      {r.title}
                    </option>
                  ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            <Button
              variant="outline"
              disabled={!choice}
              loading={assign.isPending}
              onClick={() =>
                void run(async () => {
                  await assign.mutateAsync({ employee: staffId, responsibilities: [Number(choice)] });
                  setChoice('');
                })
              }
            >
              {t('people.responsibilities.add')}
            </Button>
          </HStack>
        )}
      </Stack>
    </SectionBox>
  );
}
