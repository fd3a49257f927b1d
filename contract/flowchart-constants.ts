// The flow and decision chart's fixed values without their schemas (spec knowledge-base §2 flow
// chart editor, §3 Flow chart, §9 constants): the eight node types with their default colours, the
// editor's zoom, grid, heights and save delay, the limits and the server's refusals. No zod, so the
// editor's chunk uses the same values as the server without loading the schemas.

/** §3 node types, in the order the palette offers them. */
export const FLOW_NODE_TYPES = [
  'startEndNode',
  'processNode',
  'decisionNode',
  'questionNode',
  'choiceNode',
  'inputOutputNode',
  'connectorNode',
  'customNode',
] as const;
export type FlowNodeType = (typeof FLOW_NODE_TYPES)[number];

/** §3 "default colours are per type": the fill and the border a new node of each type gets. */
export const FLOW_NODE_DEFAULT_COLORS: Record<FlowNodeType, { color: string; borderColor: string }> = {
  startEndNode: { color: '#dcfce7', borderColor: '#16a34a' },
  processNode: { color: '#dbeafe', borderColor: '#2563eb' },
  decisionNode: { color: '#fef3c7', borderColor: '#d97706' },
  questionNode: { color: '#e0f2fe', borderColor: '#0284c7' },
  choiceNode: { color: '#f3e8ff', borderColor: '#9333ea' },
  inputOutputNode: { color: '#ccfbf1', borderColor: '#0d9488' },
  connectorNode: { color: '#e5e7eb', borderColor: '#4b5563' },
  customNode: { color: '#ffffff', borderColor: '#64748b' },
};

/** §9: zoom range and grid of the chart. */
export const FLOW_CHART_MIN_ZOOM = 0.2;
export const FLOW_CHART_MAX_ZOOM = 2;
export const FLOW_CHART_GRID = 15;
/** §2, §9: the editor's height, and inside the article form. */
export const FLOW_CHART_HEIGHT = 680;
export const FLOW_CHART_FORM_HEIGHT = 800;
/** §4, §9: the editor saves this long after the last change. */
export const FLOW_CHART_SAVE_DELAY_MS = 500;

// Limits of this product (the spec shows none): far beyond a real procedure, bounded for the server.
export const FLOW_CHART_NODES_MAX = 2000;
export const FLOW_CHART_EDGES_MAX = 4000;
export const FLOW_NODE_LABEL_MAX = 2000;
export const FLOW_EDGE_LABEL_MAX = 500;
export const FLOW_ID_MAX = 100;

// ---- The server's refusals (400 `{field: [message]}`), so the client can match them ----
/** §4 "Node ids are made unique": a chart whose nodes share an id is refused (field `nodes`). */
export const FLOW_NODE_IDS_NOT_UNIQUE = 'Every step of a chart needs an id of its own.';
/** Field `edges`. */
export const FLOW_EDGE_IDS_NOT_UNIQUE = 'Every connection of a chart needs an id of its own.';
/** Field `edges`: a connection names a step that is not in the chart. */
export const FLOW_EDGE_NODE_MISSING = 'A connection must join two steps of the chart.';
/** An article's `flow_chart` must be a chart of the caller's company. */
export const FLOW_CHART_NOT_FOUND = 'Choose a flow chart of this company.';
