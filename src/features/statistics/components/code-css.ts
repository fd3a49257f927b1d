// Monospace blocks for tokens and request examples (the design system carries no Code recipe).
import type { SystemStyleObject } from '@chakra-ui/react';

export const CODE_CSS: SystemStyleObject = {
  display: 'block',
  fontFamily: 'mono',
  fontSize: 'xs',
  bg: 'bg.muted',
  rounded: 'sm',
  p: '2',
  overflowX: 'auto',
  whiteSpace: 'pre',
};
