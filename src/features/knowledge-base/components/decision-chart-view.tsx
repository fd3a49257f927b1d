// The article's decision chart, read-only, as an accessible outline: each step and where its
// answers lead (a drawn chart is the flow chart editor's, a later piece).
import { Box, Heading, List, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { DecisionChart } from '../../../../contract/knowledge-base';

export function DecisionChartView({ chart }: { chart: DecisionChart }) {
  const { t } = useTranslation();
  const label = (id: string) => chart.nodes.find((n) => n.id === id)?.data.label ?? id;
  return (
    <Box borderWidth="1px" borderRadius="md" p="4">
      <Heading as="h2" size="md" mb="2">
        {t('knowledgeBase.contentTypes.chart')}
      </Heading>
      <List.Root as="ol" ps="5">
        {chart.nodes.map((node) => (
          <List.Item key={node.id}>
            <Text fontWeight="semibold">{node.data.label}</Text>
            {chart.edges
              .filter((e) => e.source === node.id)
              .map((edge) => (
                <Text key={edge.id} fontSize="sm" color="fg.muted">
                  {edge.data.label ? `${edge.data.label} → ` : '→ '}
                  {label(edge.target)}
                </Text>
              ))}
          </List.Item>
        ))}
      </List.Root>
    </Box>
  );
}
