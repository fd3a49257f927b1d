// /account/positional-org-chart/ (spec people §2): the division → position hierarchy as a chart,
// each division a block in its colour with its positions under the positions they report to and who
// holds each. The nodes sit where the saved layout (company/api/horizontalorg/) put them; profile
// admins drag them and save (LayoutFlow). The search outlines the matching positions. The
// position-chart mode hides the division order (§3).
import { ReactFlowProvider, type Edge, type Node } from '@xyflow/react';
import { HStack, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DivisionHierarchy, SavedChart } from '../../../../contract/org-chart';
import { useCurrentUser } from '../../../api/current-user';
import { PageSpinner } from '../../../ui/page-spinner';
import { useDivisionHierarchy, useSavedChart } from '../api/org-chart-api';
import { LayoutFlow } from '../components/layout-flow';
import { DivisionLabelNode, PositionNode, SearchContext } from '../components/position-node';
import { planPositionalChart } from '../lib/positional-layout';

const nodeTypes = { position: PositionNode, divisionLabel: DivisionLabelNode };

function PositionalChart({
  hierarchy,
  saved,
  admin,
}: {
  hierarchy: DivisionHierarchy[];
  saved: SavedChart;
  admin: boolean;
}) {
  const { t } = useTranslation();
  const { nodes, edges } = useMemo(() => {
    const plan = planPositionalChart(hierarchy);
    return {
      nodes: plan.nodes as Node[],
      edges: plan.edges.map((e): Edge => ({ ...e, type: 'smoothstep' })),
    };
  }, [hierarchy]);
  return (
    <LayoutFlow
      kind="horizontalorg"
      layout={saved.layout}
      planned={nodes}
      edges={edges}
      nodeTypes={nodeTypes}
      admin={admin}
      label={t('orgChart.positional')}
    />
  );
}

export function PositionalOrgChartPage() {
  const { t } = useTranslation();
  const me = useCurrentUser().data;
  const [search, setSearch] = useState('');
  const match = useDeferredValue(search.trim().toLowerCase());
  const hierarchy = useDivisionHierarchy();
  const saved = useSavedChart('horizontalorg');
  return (
    <Stack gap="4">
      <HStack justify="space-between" flexWrap="wrap" gap="3">
        <Heading as="h1" size="2xl">
          {t('orgChart.positional')}
        </Heading>
        <Input
          type="search"
          maxW="xs"
          aria-label={t('orgChart.search')}
          placeholder={t('orgChart.search')}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
        />
      </HStack>
      {(hierarchy.isPending || saved.isPending) && <PageSpinner />}
      {(hierarchy.isError || saved.isError) && <Text color="fg.error">{t('orgChart.loadError')}</Text>}
      {hierarchy.data?.length === 0 && <Text color="fg.muted">{t('orgChart.empty')}</Text>}
      {hierarchy.data && hierarchy.data.length > 0 && saved.data && me && (
        <SearchContext.Provider value={match}>
          <ReactFlowProvider>
            <PositionalChart
              // The layout's node state starts from the data: new data starts it afresh.
              key={`${hierarchy.dataUpdatedAt}-${saved.dataUpdatedAt}`}
              hierarchy={hierarchy.data}
              saved={saved.data}
              admin={me.user_roles.user_is_profile_admin}
            />
          </ReactFlowProvider>
        </SearchContext.Provider>
      )}
    </Stack>
  );
}
