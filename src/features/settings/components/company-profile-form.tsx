// The Company Profile form: name, information (HTML, previewed through the sanitizer), language,
// weekend days and logo, saved in one multipart PATCH. Read-only for users who may not change it.
import { serverResponseText } from '../../../api/errors';
import { Box, Button, Field, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Company } from '../../../../contract/company';
import { sanitizeHtml } from '../../../lib/sanitize-html';
import { notify } from '../../../ui/toaster';
import { useUpdateCompanyProfile } from '../api/update-company';
import { LanguageSelect } from './language-select';
import { LogoField } from './logo-field';
import { WeekendDaysField } from './weekend-days-field';

const NAME_MAX = 200;

export function CompanyProfileForm({ company, editable }: { company: Company; editable: boolean }) {
  const { t } = useTranslation();
  const update = useUpdateCompanyProfile();
  const [name, setName] = useState(company.company_name);
  const [information, setInformation] = useState(company.company_information ?? '');
  const [language, setLanguage] = useState(company.language_code);
  const [weekend, setWeekend] = useState(company.company_weekend_info);
  const [logo, setLogo] = useState<File | null | undefined>(undefined);
  const [nameMissing, setNameMissing] = useState(false);
  const preview = useMemo(() => sanitizeHtml(information), [information]);
  const disabled = !editable || update.isPending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return setNameMissing(true);
    update.mutate(
      {
        company_name: name.trim(),
        company_information: information,
        language_code: language,
        company_weekend_info: weekend,
        logo,
      },
      {
        onSuccess: () => {
          setLogo(undefined);
          notify('success', t('settings.company.saved'));
        },
        onError: (error) => notify('error', serverResponseText(error)),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="5">
        {!editable && <Text color="fg.muted">{t('settings.company.readOnly')}</Text>}
        <Field.Root required invalid={nameMissing} disabled={disabled}>
          <Field.Label>{t('settings.company.name')}</Field.Label>
          <Input
            value={name}
            maxLength={NAME_MAX}
            onChange={(event) => {
              setName(event.currentTarget.value);
              setNameMissing(false);
            }}
          />
          <Field.ErrorText>{t('settings.required')}</Field.ErrorText>
        </Field.Root>
        <LogoField current={company.company_logo} value={logo} onChange={setLogo} disabled={disabled} />
        <Field.Root disabled={disabled}>
          <Field.Label>{t('settings.company.information')}</Field.Label>
          <Textarea rows={5} value={information} onChange={(event) => setInformation(event.currentTarget.value)} />
          <Field.HelperText>{t('settings.company.informationHelp')}</Field.HelperText>
        </Field.Root>
        {preview && (
          <Box borderWidth="1px" rounded="md" p="3" bg="bg.muted" fontSize="sm">
            <Text fontSize="xs" color="fg.muted" mb="2">
              {t('settings.company.preview')}
            </Text>
            <Box
              dangerouslySetInnerHTML={{ __html: preview }}
              css={{ '& a': { color: 'blue.500', textDecoration: 'underline' }, '& ul, & ol': { ps: '5' } }}
            />
          </Box>
        )}
        <Field.Root disabled={disabled}>
          <Field.Label htmlFor="company-language">{t('settings.company.language')}</Field.Label>
          <LanguageSelect id="company-language" value={language} onChange={setLanguage} disabled={disabled} />
        </Field.Root>
        <WeekendDaysField value={weekend} onChange={setWeekend} disabled={disabled} />
        {editable && (
          <Box>
            <Button type="submit" colorPalette="blue" loading={update.isPending}>
              {t('common.save')}
            </Button>
          </Box>
        )}
      </Stack>
    </form>
  );
}
