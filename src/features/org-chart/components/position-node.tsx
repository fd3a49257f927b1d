// The positional chart's nodes: a position (the text above it, its name and who holds it, in its
// division's colour; outlined when it matches the search) and a division's label over its block.
import { Handle, Position, type Node, type NodeProps } from '@xyflow/react';
import { createContext, memo, useContext } from 'react';
import { useTranslation } from 'react-i18next';
import type { DivisionHierarchy, HierarchyPosition } from '../../../../contract/org-chart';
import { positionMatches } from '../lib/positional-layout';
import { card } from './division-node';

/** The search, lower-cased ('' for none): nodes read it here, so typing does not rebuild the chart. */
export const SearchContext = createContext('');

const SHOWN_HOLDERS = 4;

type PositionFlowNode = Node<{ position: HierarchyPosition; color: string }, 'position'>;
type DivisionLabelFlowNode = Node<{ division: DivisionHierarchy }, 'divisionLabel'>;

export const PositionNode = memo(function PositionNode({ data }: NodeProps<PositionFlowNode>) {
  const { t } = useTranslation();
  const { position, color } = data;
  const match = positionMatches(position, useContext(SearchContext));
  return (
    <div
      style={{
        ...card,
        width: 200,
        borderTop: `4px solid ${color}`,
        padding: '6px 10px',
        outline: match ? '3px solid var(--chakra-colors-orange-400)' : undefined,
      }}
      data-match={match || undefined}
      aria-label={position.name}
    >
      <Handle type="target" position={Position.Top} />
      {position.above_text && <div style={{ fontSize: 11, opacity: 0.75 }}>{position.above_text}</div>}
      <strong>{position.name}</strong>
      <div style={{ fontSize: 12, opacity: 0.85 }}>
        {position.users.length === 0
          ? t('orgChart.nobody')
          : position.users
              .slice(0, SHOWN_HOLDERS)
              .map((u) => u.name)
              .join(', ')}
        {position.users.length > SHOWN_HOLDERS &&
          ` ${t('orgChart.more', { count: position.users.length - SHOWN_HOLDERS })}`}
      </div>
      <Handle type="source" position={Position.Bottom} />
    </div>
  );
});

export const DivisionLabelNode = memo(function DivisionLabelNode({ data }: NodeProps<DivisionLabelFlowNode>) {
  const { t } = useTranslation();
  const { division } = data;
  return (
    <div
      style={{
        ...card,
        width: 200,
        padding: '8px 10px',
        textAlign: 'center',
        fontWeight: 700,
        background: division.division_color,
        color: '#fff',
      }}
    >
      {division.division_name || t('orgChart.noDivision')}
      <Handle type="source" position={Position.Bottom} />
    </div>
  );
});
