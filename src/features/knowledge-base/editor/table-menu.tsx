// The table menu (issue 20, item 4), shown in the toolbar while the caret is in a table: add a row
// above or below, a column left or right, remove the row or the column, turn the head row on or off,
// delete the table. Each acts on the cell the caret is in, and the caret comes back to the table.
import { Button, Menu, Portal } from '@chakra-ui/react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ReactEditor, useSlate } from 'slate-react';
import type { MessageKey } from '../../../i18n/message-key';
import { Icon } from '../../../ui/icons';
import { hasHeaderRow, tableAction, tableAtSelection, type TableAction } from './table-commands';
import { keepSelection } from './tool-button';

const ITEMS: { action: Exclude<TableAction, 'headerRow'>; label: MessageKey }[] = [
  { action: 'rowAbove', label: 'knowledgeBase.editor.tableMenu.rowAbove' },
  { action: 'rowBelow', label: 'knowledgeBase.editor.tableMenu.rowBelow' },
  { action: 'columnLeft', label: 'knowledgeBase.editor.tableMenu.columnLeft' },
  { action: 'columnRight', label: 'knowledgeBase.editor.tableMenu.columnRight' },
  { action: 'removeRow', label: 'knowledgeBase.editor.tableMenu.removeRow' },
  { action: 'removeColumn', label: 'knowledgeBase.editor.tableMenu.removeColumn' },
];

export function TableMenu() {
  const { t } = useTranslation();
  const editor = useSlate();
  const table = tableAtSelection(editor);
  // The menu puts the focus back on its button when it closes; after an action it goes to the caret.
  const acted = useRef(false);
  if (!table) return null;
  const act = (action: TableAction) => {
    acted.current = true;
    tableAction(editor, action);
  };
  return (
    <Menu.Root
      onSelect={(d) => act(d.value as TableAction)}
      onExitComplete={() => {
        if (acted.current) ReactEditor.focus(editor);
        acted.current = false;
      }}
    >
      <Menu.Trigger asChild>
        <Button size="sm" variant="outline" onMouseDown={keepSelection}>
          <Icon name="table" />
          {t('knowledgeBase.editor.tableMenu.button')}
          <Icon name="chevron-down" size={14} />
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            {ITEMS.map(({ action, label }) => (
              <Menu.Item key={action} value={action}>
                {t(label)}
              </Menu.Item>
            ))}
            <Menu.Separator />
            {/* Menu.Root's onSelect toggles it (it fires for checkbox items too). */}
            <Menu.CheckboxItem value="headerRow" checked={hasHeaderRow(table.table)}>
              {t('knowledgeBase.editor.tableMenu.headerRow')}
              <Menu.ItemIndicator />
            </Menu.CheckboxItem>
            <Menu.Item value="deleteTable" color="fg.error">
              {t('knowledgeBase.editor.tableMenu.deleteTable')}
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
