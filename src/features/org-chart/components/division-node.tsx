// One division on the Org Flow Chart: its colour, name and people (the first few by name, then how
// many more), and for profile admins a delete button. The company node sits above all divisions.
import { Handle, Position, type Node, type NodeProps } from '@xyflow/react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { DivisionWithEmployees } from '../../../../contract/people';

const SHOWN_PEOPLE = 8;

export type DivisionNodeData = {
  division: DivisionWithEmployees;
  onDelete?: (division: DivisionWithEmployees) => void;
};
export type DivisionFlowNode = Node<DivisionNodeData, 'division'>;
export type CompanyFlowNode = Node<{ name: string }, 'company'>;

export const card: React.CSSProperties = {
  width: 240,
  borderRadius: 10,
  border: '1px solid var(--chakra-colors-border)',
  background: 'var(--chakra-colors-bg-panel)',
  color: 'var(--chakra-colors-fg)',
  fontSize: 13,
  boxShadow: 'var(--chakra-shadows-sm)',
};

export const DivisionNode = memo(function DivisionNode({ data }: NodeProps<DivisionFlowNode>) {
  const { t } = useTranslation();
  const { division, onDelete } = data;
  const names = division.employees.map((e) => `${e.first_name} ${e.last_name}`.trim() || e.email);
  return (
    <div style={{ ...card, borderTop: `6px solid ${division.division_color}` }} aria-label={division.division_name}>
      <Handle type="target" position={Position.Top} />
      <div
        style={{ padding: '8px 10px', display: 'flex', justifyContent: 'space-between', gap: 8, alignItems: 'start' }}
      >
        <strong>{division.division_name}</strong>
        {onDelete && (
          <button
            type="button"
            className="nodrag"
            aria-label={t('orgChart.deleteDivision', { name: division.division_name })}
            onClick={() => onDelete(division)}
            style={{
              border: 'none',
              background: 'transparent',
              cursor: 'pointer',
              color: 'var(--chakra-colors-fg-error)',
            }}
          >
            ✕
          </button>
        )}
      </div>
      <ul style={{ margin: 0, padding: '0 10px 10px 24px' }}>
        {names.slice(0, SHOWN_PEOPLE).map((name, i) => (
          <li key={division.employees[i]!.id}>{name}</li>
        ))}
        {names.length > SHOWN_PEOPLE && <li>{t('orgChart.more', { count: names.length - SHOWN_PEOPLE })}</li>}
        {names.length === 0 && (
          <li style={{ listStyle: 'none', marginLeft: -14, opacity: 0.7 }}>{t('orgChart.nobody')}</li>
        )}
      </ul>
      <Handle type="source" position={Position.Bottom} />
    </div>
  );
});

export const CompanyNode = memo(function CompanyNode({ data }: NodeProps<CompanyFlowNode>) {
  return (
    <div style={{ ...card, padding: '10px 12px', textAlign: 'center', fontWeight: 700, fontSize: 15 }}>
      {data.name}
      <Handle type="source" position={Position.Bottom} />
    </div>
  );
});
