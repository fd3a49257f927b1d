// The vertical menu: each group's caption and its entries (sidebar on desktop, drawer on mobile).
import { Box, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { NavGroup } from '../navigation/nav-types';
import { useNavLabel } from '../navigation/use-nav-label';
import { SIDEBAR_CAPTION } from './nav-colors';
import { NavEntry, NavList } from './nav-entry';

export function NavTree({
  groups,
  onAction,
  onNavigate,
}: {
  groups: NavGroup[];
  onAction: (action: 'activate-features') => void;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation();
  const label = useNavLabel();
  return (
    <Box as="nav" aria-label={t('nav.ariaLabel')} display="grid" gap="5" px="3" py="4">
      {groups.map((group) => (
        <Box as="section" key={group.id} aria-labelledby={`nav-group-${group.id}`}>
          <Text
            id={`nav-group-${group.id}`}
            fontSize="xs"
            fontWeight="semibold"
            textTransform="uppercase"
            letterSpacing="wider"
            color={SIDEBAR_CAPTION}
            px="3"
            mb="1.5"
          >
            {label(group)}
          </Text>
          <NavList>
            {group.children.map((node) => (
              <NavEntry key={node.id} node={node} depth={0} onAction={onAction} onNavigate={onNavigate} />
            ))}
          </NavList>
        </Box>
      ))}
    </Box>
  );
}
