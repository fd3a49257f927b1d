// /org-chart/?company={slug}: the public org chart (spec people §2), without signing in, for a
// company that has published it; anything else reads as not found.
import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { PageSpinner } from '../../../ui/page-spinner';
import { usePublicOrgChart } from '../api/org-chart-api';
import { PeopleTree } from '../components/people-tree';
import { buildForest } from '../lib/tree';

export function PublicOrgChartPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const company = params.get('company') ?? '';
  const chart = usePublicOrgChart(company);
  const forest = useMemo(() => buildForest(chart.data?.nodes ?? []), [chart.data]);
  return (
    <Box as="main" p={{ base: '4', md: '8' }}>
      <Stack gap="4">
        <Heading as="h1" size="2xl">
          {chart.data ? t('orgChart.publicTitle', { company: chart.data.company_name }) : t('orgChart.publicHeading')}
        </Heading>
        {company && chart.isPending && <PageSpinner />}
        {(!company || chart.isError) && <Text>{t('orgChart.publicNotFound')}</Text>}
        {forest.length > 0 && <PeopleTree forest={forest} label={t('orgChart.publicHeading')} openDepth={3} />}
      </Stack>
    </Box>
  );
}
