// How many changes wait on this device, and whether it is offline (ARCHITECTURE.md: "the UI always
// shows how many changes wait"). Quiet when online with nothing waiting.
import { Badge } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { PendingChangeCount } from '../../../lib/pending-change-count';
import { Icon } from '../../../ui/icons';
import { useOnline } from '../../../lib/use-online';

export function PendingChangesIndicator({ compact = false }: { compact?: boolean }) {
  return <PendingChangeCount>{(count) => <Indicator count={count} compact={compact} />}</PendingChangeCount>;
}

function Indicator({ count, compact }: { count: number; compact: boolean }) {
  const { t } = useTranslation();
  const online = useOnline();
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
