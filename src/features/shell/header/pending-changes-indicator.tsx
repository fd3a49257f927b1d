// How many changes wait on this device, and whether it is offline (ARCHITECTURE.md: "the UI always
// shows how many changes wait"). Quiet when online with nothing waiting.
import { Badge } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { usePendingChangeCount } from '../../../offline/use-pending-changes';
import { Icon } from '../components/icons';
import { useOnlineStatus } from './use-online-status';

export function PendingChangesIndicator({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const online = useOnlineStatus();
  const count = usePendingChangeCount();
  if (online && count === 0) return null;
  const waiting = t('shell.pending.waiting', { count });
  const text = online ? waiting : count > 0 ? `${t('shell.pending.offline')} · ${waiting}` : t('shell.pending.offline');
  return (
    <Badge
      role="status"
      aria-live="polite"
      title={text}
      aria-label={text}
      colorPalette={online ? 'blue' : 'orange'}
      variant="subtle"
      size="md"
      data-testid="pending-changes"
    >
      <Icon name={online ? 'cloud' : 'cloud-off'} size={14} />
      {compact ? (count > 0 ? count : null) : text}
    </Badge>
  );
}
