// The frame around every logged-in page (spec shell §2.2, §2.4, §9): vertical layout with a fixed
// sidebar or horizontal layout with a top menu on desktop; below 992 px a drawer behind a menu
// button. The "Activate Features" entry opens its dialog, loaded only when first needed.
import { Box } from '@chakra-ui/react';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { Header } from '../header/header';
import { useNavigation } from '../navigation/use-navigation';
import { useLayoutPreference } from './layout-preference';
import { MobileNavDrawer } from './mobile-nav-drawer';
import { SIDEBAR_WIDTH } from './nav-colors';
import { Sidebar } from './sidebar';
import { TopMenu } from './top-menu';
import { useIsMobile } from './use-is-mobile';

const ActiveAppsDialog = lazy(() =>
  import('../active-apps/active-apps-dialog').then((m) => ({ default: m.ActiveAppsDialog })),
);

export function ShellLayout({ children }: { children: ReactNode }) {
  const groups = useNavigation();
  const layout = useLayoutPreference();
  const mobile = useIsMobile();
  const location = useLocation();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [featuresOpen, setFeaturesOpen] = useState<boolean | null>(null);
  const onAction = () => setFeaturesOpen(true);
  const vertical = layout === 'vertical' && !mobile;

  useEffect(() => setDrawerOpen(false), [location.pathname]);

  return (
    <Box minH="100dvh" bg="bg.subtle" data-layout={mobile ? 'mobile' : layout}>
      {vertical && <Sidebar groups={groups} onAction={onAction} />}
      {mobile && <MobileNavDrawer open={drawerOpen} onOpenChange={setDrawerOpen} groups={groups} onAction={onAction} />}
      <Box ms={vertical ? SIDEBAR_WIDTH : '0'} minW="0">
        <Header showBrand={!vertical} compact={mobile} onOpenMenu={mobile ? () => setDrawerOpen(true) : undefined} />
        {!vertical && !mobile && <TopMenu groups={groups} onAction={onAction} />}
        <Box
          as="main"
          id="main-content"
          px={{ base: '3', md: '6' }}
          py={{ base: '4', md: '6' }}
          maxW="1400px"
          mx="auto"
        >
          {children}
        </Box>
      </Box>
      {featuresOpen !== null && (
        <Suspense fallback={null}>
          <ActiveAppsDialog open={featuresOpen} onOpenChange={setFeaturesOpen} />
        </Suspense>
      )}
    </Box>
  );
}
