// The horizontal layout's menu bar under the header: top-level links as buttons, collapsible items
// as dropdowns (nested company links indented inside them). Entries that do not fit on the line go
// into a "More" menu at its end (issue 21: at 1280 px half the menu hid in a sideways-scrolling strip
// with no cue); the line is measured with a ResizeObserver (use-fit-count.ts).
import { Box, Button, HStack, Menu, Portal, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { Icon } from '../../../ui/icons';
import { isNodeActive } from '../navigation/active-path';
import type { NavCollapse, NavGroup, NavNode } from '../navigation/nav-types';
import { useNavLabel } from '../navigation/use-nav-label';
import { SIDEBAR_BG, SIDEBAR_FG, SIDEBAR_HOVER_BG } from './nav-colors';
import { useFitCount } from './use-fit-count';

type OnAction = (action: 'activate-features') => void;

const barButton = (active: boolean) =>
  ({
    size: 'sm',
    variant: 'ghost',
    color: active ? 'white' : SIDEBAR_FG,
    bg: active ? 'whiteAlpha.200' : undefined,
    fontWeight: active ? 'semibold' : 'normal',
    _hover: { bg: SIDEBAR_HOVER_BG, color: 'white' },
    flexShrink: 0,
  }) as const;

/** A dropdown's entries, depth-first, so nested company links keep their place. */
function flatten(nodes: NavNode[], depth = 0): { node: NavNode; depth: number }[] {
  return nodes
    .filter((node) => !node.hidden)
    .flatMap((node) => [{ node, depth }, ...(node.type === 'collapse' ? flatten(node.children, depth + 1) : [])]);
}

function DropdownItem({ node, depth, onAction }: { node: NavNode; depth: number; onAction: OnAction }) {
  const label = useNavLabel();
  const location = useLocation();
  const indent = { ps: `${12 + depth * 14}px` };
  if (node.type === 'collapse') {
    // A heading of the entries below it, not an item (Menu.ItemGroupLabel needs a Menu.ItemGroup
    // around it, and crashed the page without one).
    return (
      <Text {...indent} pe="3" py="1.5" fontSize="xs" fontWeight="medium" color="fg.muted" role="presentation">
        {label(node)}
      </Text>
    );
  }
  if (node.type === 'action') {
    return (
      <Menu.Item value={node.id} {...indent} onSelect={() => onAction(node.action)}>
        {label(node)}
      </Menu.Item>
    );
  }
  if (node.external || node.newTab) {
    return (
      <Menu.Item value={node.id} {...indent} asChild>
        <a href={node.path} target="_blank" rel="noopener noreferrer">
          {label(node)} <Icon name="external-link" size={12} />
        </a>
      </Menu.Item>
    );
  }
  const active = isNodeActive(node, location);
  return (
    <Menu.Item value={node.id} {...indent} asChild fontWeight={active ? 'semibold' : undefined}>
      <RouterLink to={node.path} aria-current={active ? 'page' : undefined}>
        {label(node)}
      </RouterLink>
    </Menu.Item>
  );
}

function Dropdown({ node, onAction }: { node: NavCollapse; onAction: OnAction }) {
  const label = useNavLabel();
  const location = useLocation();
  return (
    <Menu.Root positioning={{ placement: 'bottom-start' }}>
      <Menu.Trigger asChild>
        <Button {...barButton(isNodeActive(node, location))}>
          {node.icon && <Icon name={node.icon} size={16} />}
          {label(node)}
          <Icon name="chevron-down" size={14} />
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="220px" maxH="70vh" overflowY="auto">
            {flatten(node.children).map(({ node: child, depth }) => (
              <DropdownItem key={child.id} node={child} depth={depth} onAction={onAction} />
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

function BarEntry({ node, onAction }: { node: NavNode; onAction: OnAction }) {
  const label = useNavLabel();
  const location = useLocation();
  if (node.hidden) return null;
  if (node.type === 'collapse') return <Dropdown node={node} onAction={onAction} />;
  const content = (
    <>
      {node.icon && <Icon name={node.icon} size={16} />}
      {label(node)}
    </>
  );
  if (node.type === 'action') {
    return (
      <Button {...barButton(false)} onClick={() => onAction(node.action)}>
        {content}
      </Button>
    );
  }
  if (node.external || node.newTab) {
    return (
      <Button {...barButton(false)} asChild>
        <a href={node.path} target="_blank" rel="noopener noreferrer">
          {content}
        </a>
      </Button>
    );
  }
  const active = isNodeActive(node, location);
  return (
    <Button {...barButton(active)} asChild>
      <RouterLink to={node.path} aria-current={active ? 'page' : undefined}>
        {content}
      </RouterLink>
    </Button>
  );
}

const GAP_PX = 4;

/** The entry as it measures: the same button, label and icons, nothing interactive. */
function MeasuredEntry({ node }: { node: NavNode }) {
  const label = useNavLabel();
  return (
    <Button {...barButton(false)} tabIndex={-1}>
      {node.icon && <Icon name={node.icon} size={16} />}
      {label(node)}
      {node.type === 'collapse' && <Icon name="chevron-down" size={14} />}
    </Button>
  );
}

/** The entries that did not fit, in order; a dropdown's children follow its name, indented. */
function MoreMenu({ nodes, onAction }: { nodes: NavNode[]; onAction: OnAction }) {
  const { t } = useTranslation();
  const location = useLocation();
  const active = nodes.some((node) => isNodeActive(node, location));
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <Button {...barButton(active)} data-testid="top-menu-more">
          {t('nav.more')}
          <Icon name="chevron-down" size={14} />
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="240px" maxH="70vh" overflowY="auto" data-testid="top-menu-more-content">
            {flatten(nodes).map(({ node, depth }) => (
              <DropdownItem key={node.id} node={node} depth={depth} onAction={onAction} />
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

export function TopMenu({ groups, onAction }: { groups: NavGroup[]; onAction: OnAction }) {
  const { t } = useTranslation();
  const entries = groups.flatMap((group) => group.children).filter((node) => !node.hidden);
  const { lineRef, measureRef, count } = useFitCount(entries.length, GAP_PX);
  const shown = entries.slice(0, count);
  const overflow = entries.slice(count);
  return (
    <Box as="nav" aria-label={t('nav.ariaLabel')} bg={SIDEBAR_BG} position="sticky" top="16" zIndex="docked">
      <HStack ref={lineRef} gap={`${GAP_PX}px`} px="4" py="1.5" overflow="hidden">
        {shown.map((node) => (
          <BarEntry key={node.id} node={node} onAction={onAction} />
        ))}
        {overflow.length > 0 && <MoreMenu nodes={overflow} onAction={onAction} />}
      </HStack>
      {/* A hidden copy of the whole line, to measure each entry and the More button. */}
      <HStack
        ref={measureRef}
        gap={`${GAP_PX}px`}
        position="absolute"
        top="0"
        left="0"
        w="max-content"
        visibility="hidden"
        pointerEvents="none"
        aria-hidden
        inert
      >
        {entries.map((node) => (
          <MeasuredEntry key={node.id} node={node} />
        ))}
        <Button {...barButton(false)} tabIndex={-1}>
          {t('nav.more')}
          <Icon name="chevron-down" size={14} />
        </Button>
      </HStack>
    </Box>
  );
}
