// Settings › System Preferences (admin user type): layout and theme (controls the shell provides,
// composed in by the app) and the user's language, which is saved and then reloads the page
// (spec shell §7).
import { serverResponseText } from '../../../api/errors';
import { Box, Button, Field, HStack, Stack } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../api/current-user';
import { languageForUser, setLanguage } from '../../../i18n/i18n';
import { notify } from '../../../ui/toaster';
import { useUpdateLanguage } from '../api/update-language';
import { LanguageSelect } from './language-select';
import { SectionCard } from './section-card';

/** The query cache is written to storage at most once a second; let it save the new user first. */
const RELOAD_DELAY_MS = 1_200;

export function SystemPreferencesSection({
  layoutControl,
  themeControl,
}: {
  layoutControl: ReactNode;
  themeControl: ReactNode;
}) {
  const { t } = useTranslation();
  const me = useCurrentUser().data;
  const update = useUpdateLanguage();
  const [language, setChosen] = useState<string>(() => (me ? languageForUser(me) : 'en'));
  if (!me) return null;

  const save = () =>
    update.mutate(
      { staffId: me.staff_id, languageCode: language },
      {
        onSuccess: () => {
          void setLanguage(language);
          notify('success', t('settings.preferences.reloading'));
          setTimeout(() => window.location.reload(), RELOAD_DELAY_MS);
        },
        onError: (error) => notify('error', serverResponseText(error)),
      },
    );

  return (
    <SectionCard
      id="system-preferences"
      title={t('nav.settings.systemPreferences')}
      description={t('settings.preferences.description')}
    >
      <Stack gap="6">
        <Field.Root>
          <Field.Label>{t('shell.layout.title')}</Field.Label>
          <Box>{layoutControl}</Box>
        </Field.Root>
        <Field.Root>
          <Field.Label>{t('settings.preferences.theme')}</Field.Label>
          <Box>{themeControl}</Box>
        </Field.Root>
        <Field.Root>
          <Field.Label htmlFor="user-language">{t('settings.preferences.language')}</Field.Label>
          <HStack gap="3" wrap="wrap">
            <LanguageSelect id="user-language" value={language} onChange={setChosen} disabled={update.isPending} />
            <Button size="sm" colorPalette="blue" loading={update.isPending} onClick={save}>
              {t('common.save')}
            </Button>
          </HStack>
        </Field.Root>
      </Stack>
    </SectionCard>
  );
}
