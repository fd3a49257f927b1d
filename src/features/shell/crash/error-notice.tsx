// The quiet fallback for errors the boundary does not recognise (see handle-crash.ts): one line and
// a way out, without the crash screen, reloads or a support prompt.
import { Box, Button, HStack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

export function ErrorNotice() {
  const { t } = useTranslation();
  return (
    <Box role="alert" maxW="md" mx="auto" my="16" px="6" textAlign="center">
      <Text mb="4">{t('errors.generic')}</Text>
      <HStack justify="center" gap="3">
        <Button size="sm" variant="outline" onClick={() => window.location.reload()}>
          {t('shell.crash.reload')}
        </Button>
        <Button size="sm" variant="ghost" asChild>
          <a href="/account/dashboard/">{t('pages.goToDashboard')}</a>
        </Button>
      </HStack>
    </Box>
  );
}
