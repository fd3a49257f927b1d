// Settings › Change Password: the form lives on its own route (/auth/change-password).
import { Button, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { SectionCard } from './section-card';

export function ChangePasswordSection() {
  const { t } = useTranslation();
  return (
    <SectionCard id="change-password" title={t('nav.settings.changePassword')}>
      <Text color="fg.muted" mb="4">
        {t('settings.password.text')}
      </Text>
      <Button variant="outline" alignSelf="flex-start" asChild>
        <RouterLink to="/auth/change-password">{t('settings.password.button')}</RouterLink>
      </Button>
    </SectionCard>
  );
}
