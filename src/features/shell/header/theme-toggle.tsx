// The header's light/dark button.
import { IconButton } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../ui/icons';
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
