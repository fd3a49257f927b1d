// The article's decision chart as an accessible outline: each step and where its answers lead. Shown
// under the drawn chart (for screen readers and small screens) and instead of it when the chart's
// code cannot load.
import { List, Text } from '@chakra-ui/react';
import type { DecisionChart } from '../../../../contract/knowledge-base';

export function DecisionChartView({ chart }: { chart: DecisionChart }) {
  const label = (id: string) => chart.nodes.find((n) => n.id === id)?.data.label ?? id;
  return (
    <List.Root as="ol" ps="5" py="2" data-testid="chart-outline">
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
  );
}
