// One entry of the vertical menu (sidebar and mobile drawer): a router link, an external link that
// opens a new tab, an action button ("Activate Features"), or a collapsible parent.
import { Box, chakra, Collapsible, Text } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { Icon } from '../../../ui/icons';
import { isNodeActive } from '../navigation/active-path';
import type { NavCollapse, NavNode } from '../navigation/nav-types';
import { useNavLabel } from '../navigation/use-nav-label';
import { SIDEBAR_ACCENT, SIDEBAR_ACTIVE_BG, SIDEBAR_HOVER_BG } from './nav-colors';

export interface NavEntryProps {
  node: NavNode;
  depth: number;
  onAction: (action: 'activate-features') => void;
  onNavigate?: () => void;
}

const rowStyle = (depth: number, active: boolean) =>
  ({
    display: 'flex',
    alignItems: 'center',
    gap: '3',
    w: 'full',
    // A 44 px row on phones (issue 18); the desktop sidebar keeps its 40 px density.
    minH: { base: '11', md: '10' },
    ps: `${12 + depth * 16}px`,
    pe: '3',
    rounded: 'md',
    fontSize: 'sm',
    textAlign: 'start',
    color: active ? 'white' : 'inherit',
    fontWeight: active ? 'semibold' : 'normal',
    bg: active ? SIDEBAR_ACTIVE_BG : 'transparent',
    borderStartWidth: '3px',
    borderStartColor: active ? SIDEBAR_ACCENT : 'transparent',
    _hover: { bg: SIDEBAR_HOVER_BG, color: 'white' },
    _focusVisible: { outline: '2px solid', outlineColor: SIDEBAR_ACCENT, outlineOffset: '-2px' },
  }) as const;

function RowContent({ node, label, trailing }: { node: NavNode; label: string; trailing?: ReactNode }) {
  return (
    <>
      {node.icon ? <Icon name={node.icon} /> : <Box w="18px" flexShrink={0} />}
      <Text as="span" flex="1" truncate>
        {label}
      </Text>
      {trailing}
    </>
  );
}

function CollapseEntry({ node, depth, onAction, onNavigate }: Omit<NavEntryProps, 'node'> & { node: NavCollapse }) {
  const label = useNavLabel();
  const location = useLocation();
  const active = isNodeActive(node, location);
  const [open, setOpen] = useState(active);
  // Arriving on a page of this section opens it (state adjusted while rendering, not in an effect).
  const [wasActive, setWasActive] = useState(active);
  if (active !== wasActive) {
    setWasActive(active);
    if (active) setOpen(true);
  }
  return (
    <Collapsible.Root open={open} onOpenChange={(details) => setOpen(details.open)}>
      <Collapsible.Trigger asChild>
        <chakra.button type="button" {...rowStyle(depth, false)} color={active ? 'white' : undefined}>
          <RowContent
            node={node}
            label={label(node)}
            trailing={
              <Box transition="transform 0.2s" transform={open ? 'rotate(90deg)' : undefined}>
                <Icon name="chevron-right" size={14} />
              </Box>
            }
          />
        </chakra.button>
      </Collapsible.Trigger>
      <Collapsible.Content>
        <chakra.ul listStyleType="none" mt="0.5" display="grid" gap="0.5">
          {node.children
            .filter((child) => !child.hidden)
            .map((child) => (
              <NavEntry key={child.id} node={child} depth={depth + 1} onAction={onAction} onNavigate={onNavigate} />
            ))}
        </chakra.ul>
      </Collapsible.Content>
    </Collapsible.Root>
  );
}

export function NavEntry(props: NavEntryProps) {
  const { node, depth, onAction, onNavigate } = props;
  const label = useNavLabel();
  const location = useLocation();
  if (node.hidden) return null;
  if (node.type === 'collapse') {
    return (
      <li>
        <CollapseEntry {...props} node={node} />
      </li>
    );
  }
  if (node.type === 'action') {
    return (
      <li>
        <chakra.button type="button" {...rowStyle(depth, false)} onClick={() => onAction(node.action)}>
          <RowContent node={node} label={label(node)} />
        </chakra.button>
      </li>
    );
  }
  if (node.external || node.newTab) {
    return (
      <li>
        <chakra.a href={node.path} target="_blank" rel="noopener noreferrer" {...rowStyle(depth, false)}>
          <RowContent node={node} label={label(node)} trailing={<Icon name="external-link" size={12} />} />
        </chakra.a>
      </li>
    );
  }
  const active = isNodeActive(node, location);
  return (
    <li>
      <chakra.a asChild {...rowStyle(depth, active)}>
        <RouterLink to={node.path} aria-current={active ? 'page' : undefined} onClick={onNavigate}>
          <RowContent node={node} label={label(node)} />
        </RouterLink>
      </chakra.a>
    </li>
  );
}

export const NavList = chakra('ul', { base: { listStyleType: 'none', display: 'grid', gap: '0.5' } });
