// A connection of the chart (spec knowledge-base §3 Edge, type customEdge) with its label in the
// middle. In the editor the label is a button that turns into a text field (Enter keeps, Escape
// drops), so a label can be added or changed by keyboard as well as by pointer; a new connection
// starts with an empty label (§4), shown as a small "+" to fill in.
import { BaseEdge, EdgeLabelRenderer, getSmoothStepPath, type EdgeProps, type EdgeTypes } from '@xyflow/react';
import { createContext, memo, useContext, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FLOW_EDGE_LABEL_MAX } from '../../../../contract/flowchart-constants';
import type { ChartEdge } from './chart-model';

export interface EdgeLabelEditing {
  rename: (edgeId: string, label: string) => void;
}

/** Given by the editor; absent in the read-only view. */
export const EdgeLabelContext = createContext<EdgeLabelEditing | null>(null);

const labelStyle = {
  fontSize: 12,
  padding: '2px 6px',
  borderRadius: 4,
  background: 'var(--chakra-colors-bg, #fff)',
  color: 'var(--chakra-colors-fg, #1a202c)',
  border: '1px solid var(--chakra-colors-border, #cbd5e0)',
  maxWidth: 200,
} as const;

function LabelField({ id, label, rename }: { id: string; label: string; rename: EdgeLabelEditing['rename'] }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<string | null>(null);
  if (draft === null) {
    return (
      <button
        type="button"
        className="nodrag nopan"
        data-testid="edge-label"
        aria-label={label ? t('flowChart.edge.editLabel', { label }) : t('flowChart.edge.addLabel')}
        style={{ ...labelStyle, cursor: 'text', opacity: label ? 1 : 0.75 }}
        onClick={() => setDraft(label)}
      >
        {label || '+'}
      </button>
    );
  }
  const keep = () => {
    rename(id, draft.trim());
    setDraft(null);
  };
  return (
    <input
      autoFocus
      className="nodrag nopan"
      aria-label={t('flowChart.edge.label')}
      value={draft}
      maxLength={FLOW_EDGE_LABEL_MAX}
      style={{ ...labelStyle, width: 140 }}
      onChange={(e) => setDraft(e.currentTarget.value)}
      onBlur={keep}
      onKeyDown={(e) => {
        e.stopPropagation();
        if (e.key === 'Enter') keep();
        else if (e.key === 'Escape') setDraft(null);
      }}
    />
  );
}

const LabelEdge = memo(function LabelEdge(props: EdgeProps<ChartEdge>) {
  const editing = useContext(EdgeLabelContext);
  const [path, labelX, labelY] = getSmoothStepPath(props);
  const label = props.data?.label ?? '';
  return (
    <>
      <BaseEdge id={props.id} path={path} markerEnd={props.markerEnd} style={props.style} />
      {(label || editing) && (
        <EdgeLabelRenderer>
          <div
            style={{
              position: 'absolute',
              transform: `translate(-50%, -50%) translate(${labelX}px, ${labelY}px)`,
              pointerEvents: 'all',
            }}
          >
            {editing ? (
              <LabelField id={props.id} label={label} rename={editing.rename} />
            ) : (
              <span data-testid="edge-label" style={labelStyle}>
                {label}
              </span>
            )}
          </div>
        </EdgeLabelRenderer>
      )}
    </>
  );
});

export const edgeTypes: EdgeTypes = { customEdge: LabelEdge };
