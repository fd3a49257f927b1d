// The node's menu (spec knowledge-base §2 "a right-click menu on nodes": edit label and colours,
// duplicate, delete), plus "Connect to…". Opened at the pointer by a right click, or at the node by
// the keyboard's context-menu key or Shift+F10 while the node has focus.
import { Menu, Portal } from '@chakra-ui/react';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';

export type NodeAction = 'edit' | 'duplicate' | 'connect' | 'delete';

export interface NodeMenuState {
  nodeId: string;
  x: number;
  y: number;
}

export function NodeMenu({
  menu,
  container,
  onAction,
  onClose,
}: {
  menu: NodeMenuState | null;
  container: RefObject<HTMLElement | null>;
  onAction: (action: NodeAction, nodeId: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Menu.Root
      open={menu !== null}
      onOpenChange={(d) => !d.open && onClose()}
      onSelect={(d) => menu && onAction(d.value as NodeAction, menu.nodeId)}
      positioning={{ placement: 'bottom-start' }}
    >
      {/* The menu opens where it was asked for: an empty anchor at that point (fixed, so it is right
          in fullscreen too). */}
      <Menu.Trigger asChild>
        <span
          aria-hidden
          tabIndex={-1}
          style={{ position: 'fixed', left: menu?.x ?? 0, top: menu?.y ?? 0, width: 0, height: 0 }}
        />
      </Menu.Trigger>
      <Portal container={container}>
        <Menu.Positioner>
          <Menu.Content aria-label={t('flowChart.node.menu')}>
            <Menu.Item value="edit">{t('flowChart.node.edit')}</Menu.Item>
            <Menu.Item value="duplicate">{t('flowChart.node.duplicate')}</Menu.Item>
            <Menu.Item value="connect">{t('flowChart.node.connectTo')}</Menu.Item>
            <Menu.Item value="delete" color="fg.error">
              {t('flowChart.node.delete')}
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
