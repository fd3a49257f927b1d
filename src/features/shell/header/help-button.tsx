// The header's help launcher (issue 21): the support panel used to open only after a rage click or
// a crash. In the header it is on every in-app screen, on phones too (a 44 px target, a real button
// so the keyboard reaches it); the onboarding wizard has its own "Chat with us".
import { IconButton } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { promptSupport } from '../../../lib/support';
import { Icon } from '../../../ui/icons';

export function HelpButton() {
  const { t } = useTranslation();
  const label = t('shell.header.help');
  return (
    <IconButton
      variant="ghost"
      size="sm"
      minW="11"
      minH="11"
      aria-label={label}
      title={label}
      data-testid="help-launcher"
      onClick={() => promptSupport('manual')}
    >
      <Icon name="help" />
    </IconButton>
  );
}
