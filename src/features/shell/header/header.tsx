// The top bar (spec shell §2.4): menu button and brand where the sidebar is not shown, the pending
// changes indicator, plan label, timezone picker, company information, the help launcher (issue 21),
// light/dark toggle and the profile menu, plus "Get Free Credits". On narrow screens the plan,
// timezone, credits and company information move to a second row.
import { Box, Flex, HStack, IconButton, Spacer } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../api/current-user';
import { Icon } from '../../../ui/icons';
import { BrandBlock } from './brand-block';
import { CompanyInfoButton } from './company-info';
import { FreeCreditsButton } from './free-credits-button';
import { HelpButton } from './help-button';
import { PendingChangesIndicator } from './pending-changes-indicator';
import { PlanLabelLink } from './plan-label-link';
import { ProfileMenuLauncher } from './profile-menu-launcher';
import { ThemeToggle } from './theme-toggle';
import { TimezonePicker } from './timezone-picker';

export interface HeaderProps {
  showBrand: boolean;
  compact: boolean;
  onOpenMenu?: () => void;
  /** Controls of other features composed in by src/app (the AI search). */
  actions?: ReactNode;
}

function Details() {
  return (
    <>
      <PlanLabelLink />
      <TimezonePicker />
      <FreeCreditsButton />
      <CompanyInfoButton />
    </>
  );
}

export function Header({ showBrand, compact, onOpenMenu, actions }: HeaderProps) {
  const { t } = useTranslation();
  const me = useCurrentUser().data;
  return (
    <Box as="header" position="sticky" top="0" zIndex="sticky" bg="bg" borderBottomWidth="1px" shadow="xs">
      <Flex h="16" px={{ base: '2', md: '5' }} align="center" gap={{ base: '1', md: '2' }}>
        {onOpenMenu && (
          <IconButton variant="ghost" size="sm" aria-label={t('shell.header.openMenu')} onClick={onOpenMenu}>
            <Icon name="menu" size={20} />
          </IconButton>
        )}
        {showBrand && <BrandBlock tone="light" />}
        <Spacer />
        {/* No gap on phones: each control is already a 44 px target, and the brand needs the room. */}
        <HStack gap={{ base: '0', md: '1.5' }}>
          <PendingChangesIndicator compact={compact} />
          {!compact && <Details />}
          {actions}
          <HelpButton />
          <ThemeToggle />
          {me && <ProfileMenuLauncher user={me} compact={compact} />}
        </HStack>
      </Flex>
      {compact && (
        <HStack gap="2" px="3" pb="2" justify="flex-end" overflowX="auto" _empty={{ display: 'none' }}>
          <Details />
        </HStack>
      )}
    </Box>
  );
}
