// The eight node types of the chart (spec knowledge-base §3), each drawn in its flowchart shape with
// its fill and border (the type's defaults unless the author chose others): start/end a pill,
// process a box, decision a diamond, input/output a parallelogram, connector a circle, question and
// choice rounded boxes, custom a plain box. One connection point above (in) and one below (out).
import { Handle, Position, type NodeProps, type NodeTypes } from '@xyflow/react';
import { memo, type CSSProperties, type ReactNode } from 'react';
import { FLOW_NODE_TYPES, type FlowNodeType } from '../../../../contract/flowchart-constants';
import { nodeColours, textColourOn, type ChartNode } from './chart-model';

interface Shape {
  width: number;
  minHeight: number;
  /** A drawn outline (SVG polygon points in a 100×100 box) for shapes CSS borders cannot make. */
  polygon?: string;
  radius?: string;
  padding: string;
  marker?: string;
}

const SHAPES: Record<FlowNodeType, Shape> = {
  startEndNode: { width: 160, minHeight: 50, radius: '999px', padding: '10px 22px' },
  processNode: { width: 170, minHeight: 56, radius: '4px', padding: '10px 14px' },
  decisionNode: { width: 190, minHeight: 110, polygon: '50,1 99,50 50,99 1,50', padding: '28px 40px' },
  questionNode: { width: 180, minHeight: 60, radius: '14px', padding: '10px 14px 10px 34px', marker: '?' },
  choiceNode: { width: 160, minHeight: 46, radius: '10px', padding: '8px 14px 8px 30px', marker: '•' },
  inputOutputNode: { width: 180, minHeight: 56, polygon: '15,1 99,1 85,99 1,99', padding: '12px 30px' },
  connectorNode: { width: 64, minHeight: 64, radius: '50%', padding: '6px' },
  customNode: { width: 170, minHeight: 56, radius: '0', padding: '10px 14px' },
};

const handleStyle: CSSProperties = { width: 10, height: 10 };

function NodeFrame({ node, children }: { node: NodeProps<ChartNode>; children: ReactNode }) {
  const type = node.type as FlowNodeType;
  const shape = SHAPES[type] ?? SHAPES.customNode;
  const { color, borderColor } = nodeColours(type, node.data);
  const outline = node.selected ? `0 0 0 3px var(--chakra-colors-blue-focus-ring, #3182ce)` : undefined;
  const box: CSSProperties = {
    position: 'relative',
    width: shape.width,
    minHeight: shape.minHeight,
    padding: shape.padding,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    textAlign: 'center',
    fontSize: 13,
    lineHeight: 1.3,
    color: textColourOn(color),
    whiteSpace: 'pre-wrap',
    overflowWrap: 'anywhere',
    ...(shape.polygon
      ? { filter: node.selected ? 'drop-shadow(0 0 3px #3182ce)' : undefined }
      : { background: color, border: `2px solid ${borderColor}`, borderRadius: shape.radius, boxShadow: outline }),
  };
  return (
    <div style={box} data-testid="flow-node" data-node-type={type}>
      {shape.polygon && (
        <svg
          viewBox="0 0 100 100"
          preserveAspectRatio="none"
          aria-hidden
          style={{ position: 'absolute', inset: 0, width: '100%', height: '100%', overflow: 'visible' }}
        >
          <polygon
            points={shape.polygon}
            fill={color}
            stroke={borderColor}
            strokeWidth={2}
            vectorEffect="non-scaling-stroke"
          />
        </svg>
      )}
      {shape.marker && (
        <span aria-hidden style={{ position: 'absolute', left: 12, fontWeight: 700, color: borderColor }}>
          {shape.marker}
        </span>
      )}
      <Handle type="target" position={Position.Top} style={handleStyle} isConnectable={node.isConnectable} />
      <span style={{ position: 'relative' }}>{children}</span>
      <Handle type="source" position={Position.Bottom} style={handleStyle} isConnectable={node.isConnectable} />
    </div>
  );
}

const ChartNodeView = memo(function ChartNodeView(props: NodeProps<ChartNode>) {
  return <NodeFrame node={props}>{props.data.label}</NodeFrame>;
});

/** xyflow's node types: every §3 type drawn by the one component (its shape chosen by type). */
export const nodeTypes: NodeTypes = Object.fromEntries(FLOW_NODE_TYPES.map((type) => [type, ChartNodeView]));
