// The frame around every logged-in page (spec shell §2.2, §2.4, §9): vertical layout with a fixed
// sidebar or horizontal layout with a top menu on desktop; below 992 px a drawer behind a menu
// button. The "Activate Features" entry opens its dialog, loaded only when first needed.
import { Box } from '@chakra-ui/react';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { Header } from '../header/header';
import { useNavigation } from '../navigation/use-navigation';
import { useLayoutPreference } from './layout-preference';
import { SIDEBAR_BG, SIDEBAR_WIDTH } from './nav-colors';
import { Sidebar } from './sidebar';
import { useIsMobile } from './use-is-mobile';

// Loaded only where used: the top menu's dropdowns (horizontal layout), the drawer (narrow screens)
// and the dialog (admins, on demand) bring their own machinery, which the default desktop layout
// does not need on its first load.
const ActiveAppsDialog = lazy(() =>
  import('../active-apps/active-apps-dialog').then((m) => ({ default: m.ActiveAppsDialog })),
);
const TopMenu = lazy(() => import('./top-menu').then((m) => ({ default: m.TopMenu })));
const MobileNavDrawer = lazy(() => import('./mobile-nav-drawer').then((m) => ({ default: m.MobileNavDrawer })));

export function ShellLayout({ children, headerActions }: { children: ReactNode; headerActions?: ReactNode }) {
  const groups = useNavigation();
  const layout = useLayoutPreference();
  const mobile = useIsMobile();
  const location = useLocation();
  const [drawerOpen, setDrawerOpen] = useState<boolean | null>(null);
  const [featuresOpen, setFeaturesOpen] = useState<boolean | null>(null);
  const onAction = () => setFeaturesOpen(true);
  const vertical = layout === 'vertical' && !mobile;

  // Any navigation closes the drawer (links close it themselves; this covers back and forward).
  const [path, setPath] = useState(location.pathname);
  if (path !== location.pathname) {
    setPath(location.pathname);
    if (drawerOpen) setDrawerOpen(false);
  }

  return (
    <Box minH="100dvh" bg="bg.subtle" data-layout={mobile ? 'mobile' : layout}>
      {vertical && <Sidebar groups={groups} onAction={onAction} />}
      {mobile && drawerOpen !== null && (
        <Suspense fallback={null}>
          <MobileNavDrawer open={drawerOpen} onOpenChange={setDrawerOpen} groups={groups} onAction={onAction} />
        </Suspense>
      )}
      <Box ms={vertical ? SIDEBAR_WIDTH : '0'} minW="0">
        <Header
          showBrand={!vertical}
          compact={mobile}
          onOpenMenu={mobile ? () => setDrawerOpen(true) : undefined}
          actions={headerActions}
        />
        {!vertical && !mobile && (
          <Suspense fallback={<Box h="11" bg={SIDEBAR_BG} />}>
            <TopMenu groups={groups} onAction={onAction} />
          </Suspense>
        )}
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
