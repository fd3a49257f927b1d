// Styles of the chart around xyflow's own: a visible focus ring on nodes and edges reached by
// keyboard, xyflow's controls and credit link in the app's colours (dark mode too, readable), and no
// handles where nothing can be connected (the read-only view).
import type { SystemStyleObject } from '@chakra-ui/react';

export const flowChartCss: SystemStyleObject = {
  '& .react-flow__node:focus-visible': {
    outline: '3px solid var(--chakra-colors-blue-500)',
    outlineOffset: '3px',
    borderRadius: '6px',
  },
  '& .react-flow__edge:focus-visible .react-flow__edge-path': { strokeWidth: 3 },
  '& .react-flow__controls button': {
    background: 'var(--chakra-colors-bg-panel)',
    color: 'var(--chakra-colors-fg)',
    borderColor: 'var(--chakra-colors-border)',
  },
  '& .react-flow__controls button svg': { fill: 'currentColor' },
  '& .react-flow__handle': { background: 'var(--chakra-colors-gray-500)' },
  '&[data-readonly] .react-flow__handle': { opacity: 0, pointerEvents: 'none' },
  // xyflow's credit link is pale grey on a half-transparent white: too faint to read (axe
  // color-contrast, a serious violation in every reader). Kept, in readable colours.
  '& .react-flow__attribution': { background: 'var(--chakra-colors-bg-panel)' },
  '& .react-flow__attribution a': { color: 'var(--chakra-colors-fg-muted)' },
};
