// A stat's menu for stat admins: move it up or down the company's order, duplicate it, archive it.
import { IconButton, Menu, Portal } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Stat } from '../../../../contract/statistics';
import { DuplicateDialog } from './duplicate-dialog';
import { useStatActions } from './use-stat-actions';

export function StatActionsMenu({
  stat,
  canReorder,
}: {
  stat: Pick<Stat, 'id' | 'name' | 'order'>;
  canReorder: boolean;
}) {
  const { t } = useTranslation();
  const actions = useStatActions();
  const [duplicating, setDuplicating] = useState(false);
  const onSelect = (value: string) => {
    if (value === 'up') actions.move(stat, Math.max(1, stat.order - 1));
    else if (value === 'down') actions.move(stat, stat.order + 1);
    else if (value === 'duplicate') setDuplicating(true);
    else if (value === 'archive') actions.setArchived(stat, true);
  };
  return (
    <>
      <Menu.Root onSelect={(d) => onSelect(d.value)} positioning={{ placement: 'bottom-end' }}>
        <Menu.Trigger asChild>
          <IconButton size="xs" variant="ghost" aria-label={t('statistics.actions.menu', { name: stat.name })}>
            ⋯
          </IconButton>
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content>
              {canReorder && (
                <>
                  <Menu.Item value="up" disabled={stat.order <= 1}>
                    {t('statistics.actions.moveUp')}
                  </Menu.Item>
                  <Menu.Item value="down">{t('statistics.actions.moveDown')}</Menu.Item>
                </>
              )}
              <Menu.Item value="duplicate">{t('statistics.actions.duplicate')}</Menu.Item>
              <Menu.Item value="archive">{t('statistics.actions.archive')}</Menu.Item>
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
      {duplicating && <DuplicateDialog statIds={[stat.id]} open={duplicating} onOpenChange={setDuplicating} />}
    </>
  );
}
