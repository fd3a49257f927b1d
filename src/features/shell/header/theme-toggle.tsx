// The header's light/dark button, and the switch the settings page shows for the same choice.
import { HStack, IconButton, Switch, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../components/icons';
import { useToggleDarkMode } from './use-toggle-dark-mode';

export function ThemeToggle() {
  const { t } = useTranslation();
  const { dark, toggle } = useToggleDarkMode();
  const label = t(dark ? 'shell.theme.toLight' : 'shell.theme.toDark');
  return (
    <IconButton variant="ghost" size="sm" aria-label={label} title={label} onClick={toggle}>
      <Icon name={dark ? 'sun' : 'moon'} />
    </IconButton>
  );
}

export function ThemeSwitch() {
  const { t } = useTranslation();
  const { dark, toggle } = useToggleDarkMode();
  return (
    <Switch.Root checked={dark} onCheckedChange={toggle} colorPalette="blue">
      <Switch.HiddenInput />
      <Switch.Control />
      <Switch.Label>
        <HStack gap="2">
          <Text as="span">{t('shell.theme.dark')}</Text>
        </HStack>
      </Switch.Label>
    </Switch.Root>
  );
}
