// The light/dark choice as a switch, for the settings page (the header has a button for it).
import { Switch } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useToggleDarkMode } from './use-toggle-dark-mode';

export function ThemeSwitch() {
  const { t } = useTranslation();
  const { dark, toggle } = useToggleDarkMode();
  return (
    <Switch.Root checked={dark} onCheckedChange={toggle} colorPalette="blue">
      <Switch.HiddenInput />
      <Switch.Control />
      <Switch.Label>{t('shell.theme.dark')}</Switch.Label>
    </Switch.Root>
  );
}
