// Private info (spec people §2, §4): the staff member's language, or none of their own (the company's,
// spec shell §1). Saving a changed language on one's own profile reloads the page, so the whole app
// comes back in that language.
import { Button, Field, HStack, NativeSelect } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../api/current-user';
import { setLanguage, SUPPORTED_LANGUAGES } from '../../../i18n/i18n';
import { errorMessages } from '../../../api/errors';
import { notify } from '../../../ui/toaster';
import { useUpdatePrivateInfo } from '../api/private-info';
import { SectionBox } from './section-box';

const RELOAD_DELAY_MS = 1_200;

export function PrivateInfoSection({
  staffId,
  language,
  own,
  canEdit,
  onReload = () => window.location.reload(),
}: {
  staffId: number;
  language: string | null;
  own: boolean;
  canEdit: boolean;
  onReload?: () => void;
}) {
  const { t } = useTranslation();
  const update = useUpdatePrivateInfo();
  const [value, setValue] = useState(language ?? '');
  const companyLanguage = useCurrentUser().data?.company.language_code;

  async function save() {
    try {
      // The empty choice is the company's language: no language of one's own.
      await update.mutateAsync({ staffId, language_code: value || null });
      if (own && value !== (language ?? '')) {
        // Remembered on the device first, and the reload waits for the query cache's next write
        // (throttled to 1 s): the reloaded app starts from that cache, which must hold the new language.
        await setLanguage(value || companyLanguage);
        notify('success', t('people.profile.reloading'));
        setTimeout(onReload, RELOAD_DELAY_MS);
      } else notify('success', t('people.profile.saved'));
    } catch (error) {
      for (const message of errorMessages(error)) notify('error', message);
    }
  }

  return (
    <SectionBox id="private-info" title={t('people.profile.privateInfo')}>
      <HStack gap="3" alignItems="end" flexWrap="wrap">
        <Field.Root maxW="xs" disabled={!canEdit}>
          <Field.Label htmlFor="private-language">{t('people.fields.language')}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field id="private-language" value={value} onChange={(e) => setValue(e.currentTarget.value)}>
              <option value="">{t('people.profile.companyLanguage')}</option>
              {SUPPORTED_LANGUAGES.map((code) => (
                <option key={code} value={code}>
                  {t(`settings.languages.${code}`)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        {canEdit && (
          <Button
            colorPalette="blue"
            loading={update.isPending}
            disabled={value === (language ?? '')}
            onClick={() => void save()}
          >
            {t('common.save')}
          </Button>
        )}
      </HStack>
    </SectionBox>
  );
}
