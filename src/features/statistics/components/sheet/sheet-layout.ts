// The sheet's fixed geometry and its styles. Every row has one height and every period column one
// width, so which rows and columns are in view is arithmetic (lib/virtual-window.ts), and cells are
// plain elements styled by class from one style object on the grid: 500 × 12 cells must not each
// carry a styled component.
import type { SystemStyleObject } from '@chakra-ui/react';

/** 44 px: each cell is a touch target (tapped to edit, issue 18). */
export const ROW_HEIGHT = 44;
export const HEADER_HEIGHT = 40;
export const NAME_WIDTH = { base: 140, md: 240 } as const;
export const COLUMN_WIDTH = 104;
/** Rows drawn above and below the view, so a fast scroll shows no blank band. */
export const OVERSCAN = 8;

export const sheetCss: SystemStyleObject = {
  position: 'relative',
  overflow: 'auto',
  borderWidth: '1px',
  borderColor: 'border',
  borderRadius: 'md',
  outline: 'none',
  fontSize: 'sm',
  fontVariantNumeric: 'tabular-nums',
  '&:focus-visible': { boxShadow: '0 0 0 2px var(--chakra-colors-blue-solid)' },
  // Each row is placed by transform (no layout on scroll) and contained, so drawing the rows that
  // come into view never lays out the ones already there.
  '& .sheet-row': {
    position: 'absolute',
    top: 0,
    left: 0,
    display: 'flex',
    height: `${ROW_HEIGHT}px`,
    contain: 'layout style',
  },
  '& .sheet-header': {
    position: 'sticky',
    top: 0,
    zIndex: 2,
    display: 'flex',
    height: `${HEADER_HEIGHT}px`,
    bg: 'bg.muted',
    fontWeight: 'semibold',
  },
  '& .sheet-cell, & .sheet-name, & .sheet-head': {
    flex: 'none',
    display: 'flex',
    alignItems: 'center',
    px: '2',
    borderRightWidth: '1px',
    borderBottomWidth: '1px',
    borderColor: 'border',
    overflow: 'hidden',
    whiteSpace: 'nowrap',
    textOverflow: 'ellipsis',
  },
  '& .sheet-cell': { justifyContent: 'flex-end', width: `${COLUMN_WIDTH}px`, position: 'relative', bg: 'bg' },
  '& .sheet-head': { justifyContent: 'flex-end', width: `${COLUMN_WIDTH}px` },
  '& .sheet-name': {
    position: 'sticky',
    left: 0,
    zIndex: 1,
    bg: 'bg.subtle',
    width: { base: `${NAME_WIDTH.base}px`, md: `${NAME_WIDTH.md}px` },
  },
  '& .sheet-header .sheet-name': { zIndex: 3, bg: 'bg.muted' },
  '& .sheet-cell[aria-readonly]': { color: 'fg.muted', bg: 'bg.subtle' },
  '& .sheet-cell[data-active]': { boxShadow: 'inset 0 0 0 2px var(--chakra-colors-blue-solid)' },
  '& .sheet-cell[data-state="waiting"]': { bg: 'yellow.subtle' },
  '& .sheet-cell[data-state="waiting"]::before': {
    content: '""',
    position: 'absolute',
    top: '3px',
    left: '3px',
    width: '6px',
    height: '6px',
    borderRadius: 'full',
    bg: 'yellow.solid',
  },
  '& .sheet-cell[data-state="failed"]': {
    bg: 'red.subtle',
    color: 'red.fg',
    boxShadow: 'inset 0 0 0 1px var(--chakra-colors-red-solid)',
  },
  '& .sheet-cell[data-state="failed"][data-active]': { boxShadow: 'inset 0 0 0 2px var(--chakra-colors-red-solid)' },
  '& .sheet-cell input': {
    width: '100%',
    height: '100%',
    textAlign: 'right',
    bg: 'transparent',
    outline: 'none',
    font: 'inherit',
  },
  '& .sheet-cell input[aria-invalid="true"]': { color: 'red.fg' },
  '& .visually-hidden': {
    position: 'absolute',
    width: '1px',
    height: '1px',
    overflow: 'hidden',
    clip: 'rect(0 0 0 0)',
    whiteSpace: 'nowrap',
  },
};
