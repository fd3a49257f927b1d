// The editor's palette (spec knowledge-base §2 "a drag palette"): one item per node type, dragged
// onto the chart to place it there, or pressed (click, Enter or Space) to add it in the middle of
// the view, so the keyboard can build a chart too.
import { Button, Flex } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { FLOW_NODE_DEFAULT_COLORS, FLOW_NODE_TYPES, type FlowNodeType } from '../../../../contract/flowchart-constants';

/** The drag payload's type: what the chart's drop handler reads. */
export const NODE_DRAG_TYPE = 'application/x-groundwork-flow-node';

export function NodePalette({ onAdd }: { onAdd: (type: FlowNodeType) => void }) {
  const { t } = useTranslation();
  return (
    <Flex gap="2" wrap="wrap" role="toolbar" aria-label={t('flowChart.palette')}>
      {FLOW_NODE_TYPES.map((type) => (
        <Button
          key={type}
          size="xs"
          variant="outline"
          draggable
          data-node-type={type}
          title={t('flowChart.addHint')}
          borderColor={FLOW_NODE_DEFAULT_COLORS[type].borderColor}
          bg={FLOW_NODE_DEFAULT_COLORS[type].color}
          color="#1a202c"
          cursor="grab"
          onDragStart={(e) => {
            e.dataTransfer.setData(NODE_DRAG_TYPE, type);
            e.dataTransfer.effectAllowed = 'move';
          }}
          onClick={() => onAdd(type)}
        >
          {t(`flowChart.types.${type}`)}
        </Button>
      ))}
    </Flex>
  );
}
