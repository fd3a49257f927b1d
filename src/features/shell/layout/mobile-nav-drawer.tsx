// Below 992 px the menu lives in a drawer opened by the header's menu button; following a link
// closes it.
import { Box, CloseButton, Drawer, Portal } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useOpenAfterMount } from '../components/use-open-after-mount';
import { BrandBlock } from '../header/brand-block';
import type { NavGroup } from '../navigation/nav-types';
import { SIDEBAR_BG, SIDEBAR_FG } from './nav-colors';
import { NavTree } from './nav-tree';

export function MobileNavDrawer({
  open,
  onOpenChange,
  groups,
  onAction,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  groups: NavGroup[];
  onAction: (action: 'activate-features') => void;
}) {
  const { t } = useTranslation();
  const deferredOpen = useOpenAfterMount(open);
  return (
    <Drawer.Root open={deferredOpen} onOpenChange={(details) => onOpenChange(details.open)} placement="start" size="xs">
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content bg={SIDEBAR_BG} color={SIDEBAR_FG} maxW="300px">
            <Drawer.Header
              px="5"
              h="16"
              py="0"
              display="flex"
              alignItems="center"
              borderBottomWidth="1px"
              borderColor="whiteAlpha.100"
            >
              <Drawer.Title asChild>
                <Box flex="1">
                  <BrandBlock tone="dark" onNavigate={() => onOpenChange(false)} />
                </Box>
              </Drawer.Title>
              <Drawer.CloseTrigger asChild position="static">
                <CloseButton size="sm" color="gray.300" aria-label={t('common.close')} />
              </Drawer.CloseTrigger>
            </Drawer.Header>
            <Drawer.Body p="0">
              <NavTree
                groups={groups}
                onNavigate={() => onOpenChange(false)}
                onAction={(action) => {
                  onOpenChange(false);
                  onAction(action);
                }}
              />
            </Drawer.Body>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
