// /account/org-chart/, the Auto Org Chart (spec people §2): everyone under their manager, built
// from the employee hierarchy, with a search that keeps the managers above each match.
import { HStack, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { PageSpinner } from '../../../ui/page-spinner';
import { useEmployeeHierarchy } from '../api/org-chart-api';
import { PeopleTree } from '../components/people-tree';
import { buildForest } from '../lib/tree';

export function AutoOrgChartPage() {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const query = useDeferredValue(search.trim());
  const nodes = useEmployeeHierarchy(query);
  const forest = useMemo(() => buildForest(nodes.data ?? []), [nodes.data]);
  return (
    <Stack gap="4">
      <HStack justify="space-between" flexWrap="wrap" gap="3">
        <Heading as="h1" size="2xl">
          {t('nav.employees.autoOrgChart')}
        </Heading>
        <HStack gap="3" flexWrap="wrap">
          <RouterLink to="/account/positional-org-chart/">{t('orgChart.positional')}</RouterLink>
          <Input
            type="search"
            maxW="xs"
            aria-label={t('orgChart.search')}
            placeholder={t('orgChart.search')}
            value={search}
            onChange={(e) => setSearch(e.currentTarget.value)}
          />
        </HStack>
      </HStack>
      {nodes.isPending && <PageSpinner />}
      {nodes.isError && <Text color="fg.error">{t('orgChart.loadError')}</Text>}
      {nodes.data?.length === 0 && <Text color="fg.muted">{t(query ? 'orgChart.noMatch' : 'orgChart.empty')}</Text>}
      {forest.length > 0 && (
        <PeopleTree forest={forest} label={t('nav.employees.autoOrgChart')} match={query} openDepth={query ? 99 : 3} />
      )}
    </Stack>
  );
}
