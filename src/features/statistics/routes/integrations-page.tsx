// /statistics/external/ Integrations: import values from a CSV file, and push them from other
// systems with the company's API token (made and replaced by stat admins).
import { Heading, SimpleGrid, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../api/current-user';
import { ApiTokenCard } from '../components/api-token-card';
import { ImportCard } from '../components/import-card';
import { PushEndpointCard } from '../components/push-endpoint-card';
import { isStatAdmin } from '../lib/permissions';

export function IntegrationsPage() {
  const { t } = useTranslation();
  const me = useCurrentUser().data;
  return (
    <Stack gap="4">
      <Heading as="h1" size="2xl">
        {t('statistics.integrations.title')}
      </Heading>
      <ImportCard />
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4" alignItems="start">
        <PushEndpointCard />
        {me && isStatAdmin(me) && <ApiTokenCard />}
      </SimpleGrid>
    </Stack>
  );
}
