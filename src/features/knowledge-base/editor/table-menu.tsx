// The table menu (issue 20, item 4), shown in the toolbar while the caret is in a table: add a row
// above or below, a column left or right, remove the row or the column, turn the head row on or off,
// delete the table. Each acts on the cell the caret is in, and the caret comes back to the table.
import { Button, Menu, Portal } from '@chakra-ui/react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Editor, Element, Node } from 'slate';
import { ReactEditor, useSlateSelector, useSlateStatic } from 'slate-react';
import type { MessageKey } from '../../../i18n/message-key';
import { Icon } from '../../../ui/icons';
import { hasHeaderRow, tableAction, type TableAction } from './table-commands';
import type { ArticleEditor, TableElement } from './types';
import { keepSelection } from './tool-button';

const ITEMS: { action: Exclude<TableAction, 'headerRow'>; label: MessageKey }[] = [
  { action: 'rowAbove', label: 'knowledgeBase.editor.tableMenu.rowAbove' },
  { action: 'rowBelow', label: 'knowledgeBase.editor.tableMenu.rowBelow' },
  { action: 'columnLeft', label: 'knowledgeBase.editor.tableMenu.columnLeft' },
  { action: 'columnRight', label: 'knowledgeBase.editor.tableMenu.columnRight' },
  { action: 'removeRow', label: 'knowledgeBase.editor.tableMenu.removeRow' },
  { action: 'removeColumn', label: 'knowledgeBase.editor.tableMenu.removeColumn' },
];

/**
 * Outside a table null, else whether its first row is the head row. Read on every key (issue 19):
 * it looks at the caret's ancestors and the first row only, never at the whole table's grid.
 */
function tableHead(editor: ArticleEditor): boolean | null {
  if (!editor.selection) return null;
  const cell = Editor.above(editor, {
    at: editor.selection.focus,
    match: (n) => Element.isElement(n) && n.type === 'table-cell',
  });
  return cell ? hasHeaderRow(Node.get(editor, cell[1].slice(0, -2)) as TableElement) : null;
}

export function TableMenu() {
  const { t } = useTranslation();
  const editor = useSlateStatic();
  // Re-renders only when the caret enters or leaves a table or the head row changes, not on every key.
  const headRow = useSlateSelector(tableHead);
  // The menu puts the focus back on its button when it closes; after an action it goes to the caret.
  const acted = useRef(false);
  if (headRow === null) return null;
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
            <Menu.CheckboxItem value="headerRow" checked={headRow}>
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
