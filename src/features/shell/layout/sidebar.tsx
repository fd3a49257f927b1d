// The fixed sidebar of the vertical layout on desktop: the brand block linking to the dashboard,
// then the menu, scrolling on its own when longer than the window.
import { Box } from '@chakra-ui/react';
import { BrandBlock } from '../header/brand-block';
import type { NavGroup } from '../navigation/nav-types';
import { SIDEBAR_BG, SIDEBAR_FG, SIDEBAR_WIDTH } from './nav-colors';
import { NavTree } from './nav-tree';

export function Sidebar({ groups, onAction }: { groups: NavGroup[]; onAction: (action: 'activate-features') => void }) {
  return (
    <Box
      as="aside"
      position="fixed"
      insetY="0"
      insetStart="0"
      w={SIDEBAR_WIDTH}
      bg={SIDEBAR_BG}
      color={SIDEBAR_FG}
      display="flex"
      flexDirection="column"
      zIndex="docked"
      borderEndWidth={{ base: '0', _dark: '1px' }}
      borderColor="whiteAlpha.100"
    >
      <Box px="5" h="16" display="flex" alignItems="center" borderBottomWidth="1px" borderColor="whiteAlpha.100">
        <BrandBlock tone="dark" />
      </Box>
      <Box flex="1" overflowY="auto" css={{ scrollbarWidth: 'thin' }}>
        <NavTree groups={groups} onAction={onAction} />
      </Box>
    </Box>
  );
}
