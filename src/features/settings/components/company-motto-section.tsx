// Settings › Company Motto (anchor #company-motto; profile admins, spec shell §2.3, people §6): one
// short line everyone sees on the dashboard. Saving an empty motto removes it. A refused save shows
// the server's answer as text, like the company profile (shell §8).
import { serverResponseText } from '../../../api/errors';
import { Button, Field, HStack, Input, Skeleton, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { COMPANY_MOTTO_MAX_LENGTH } from '../../../../contract/people-constants';
import { notify } from '../../../ui/toaster';
import { useCompanyMotto, useUpdateCompanyMotto } from '../api/company-motto';
import { SectionCard } from './section-card';

function MottoForm({ saved }: { saved: string }) {
  const { t } = useTranslation();
  const update = useUpdateCompanyMotto();
  const [motto, setMotto] = useState(saved);
  const changed = motto.trim() !== saved;

  function submit(event: FormEvent) {
    event.preventDefault();
    update.mutate(motto.trim(), {
      onSuccess: ({ company_motto }) => {
        setMotto(company_motto);
        notify('success', t(company_motto ? 'settings.motto.saved' : 'settings.motto.cleared'));
      },
      onError: (error) => notify('error', serverResponseText(error)),
    });
  }

  return (
    <form onSubmit={submit} noValidate>
      <Field.Root>
        <Field.Label>{t('settings.motto.label')}</Field.Label>
        <HStack gap="3" w="full" alignItems="start" flexWrap={{ base: 'wrap', md: 'nowrap' }}>
          <Input
            value={motto}
            maxLength={COMPANY_MOTTO_MAX_LENGTH}
            placeholder={t('settings.motto.placeholder')}
            onChange={(e) => setMotto(e.currentTarget.value)}
          />
          <Button type="submit" colorPalette="blue" disabled={!changed} loading={update.isPending}>
            {t('common.save')}
          </Button>
        </HStack>
        <Field.HelperText>
          {t('settings.motto.help', { count: COMPANY_MOTTO_MAX_LENGTH - motto.length })}
        </Field.HelperText>
      </Field.Root>
    </form>
  );
}

export function CompanyMottoSection() {
  const { t } = useTranslation();
  const motto = useCompanyMotto();
  return (
    <SectionCard
      id="company-motto"
      title={t('nav.settings.companyMotto')}
      description={t('settings.motto.description')}
    >
      {motto.data ? (
        <MottoForm saved={motto.data.company_motto} />
      ) : motto.isError ? (
        <Text color="fg.muted">{t('settings.loadError')}</Text>
      ) : (
        <Skeleton h="10" />
      )}
    </SectionCard>
  );
}
