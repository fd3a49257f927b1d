// The friendly crash screen (spec shell §4, §8): shown when a recognised crash keeps coming back
// after the automatic reloads. Links are plain anchors: the router may be what broke.
import { Box, Button, Heading, List, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { promptSupport } from '../../../lib/support';

export function CrashScreen() {
  const { t } = useTranslation();
  return (
    <Box role="alert" maxW="lg" mx="auto" my="16" px="6" textAlign="center">
      <Heading as="h1" size="2xl" mb="3">
        {t('shell.crash.title')}
      </Heading>
      <Text fontWeight="medium" mb="4">
        {t('shell.crash.dontRepeat')}
      </Text>
      <List.Root textAlign="start" gap="2" mb="6" ps="5" color="fg.muted">
        <List.Item>{t('shell.crash.anotherWay')}</List.Item>
        <List.Item>{t('shell.crash.wait')}</List.Item>
        <List.Item>{t('shell.crash.useChat')}</List.Item>
      </List.Root>
      <Stack direction={{ base: 'column', sm: 'row' }} justify="center" gap="3">
        <Button colorPalette="blue" onClick={() => promptSupport('manual')}>
          {t('shell.crash.openChat')}
        </Button>
        <Button variant="outline" asChild>
          <a href="/account/dashboard/">{t('pages.goToDashboard')}</a>
        </Button>
      </Stack>
    </Box>
  );
}
