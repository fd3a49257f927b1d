// The editor's toolbar: marks, block type, lists, quote, code, link, image, a Word or Excel file to
// import (the way in on a phone or tablet, where nothing can be dropped), table, divider, undo and
// redo, and the AI writing button (enabled by default, §2). Buttons say what they do to screen
// readers and show whether they are on (aria-pressed); they wrap on a phone.
import { Button, Flex, NativeSelect } from '@chakra-ui/react';
import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { HistoryEditor } from 'slate-history';
import { ReactEditor, useSlate } from 'slate-react';
import {
  currentBlockFormat,
  insertDivider,
  insertImage,
  isBlockActive,
  isMarkActive,
  toggleBlock,
  toggleMark,
  type BlockFormat,
} from './commands';
import { IMPORT_ACCEPT } from './file-import';
import { applyLink, linkAtSelection, linkDialogStart, removeLink } from './link-commands';
import { LinkDialog } from './link-dialog';
import { insertTable } from './table-commands';
import { TableDialog } from './table-dialog';
import { TableMenu } from './table-menu';
import type { Mark } from './types';

const MARK_BUTTONS: { mark: Mark; label: string; style: object }[] = [
  { mark: 'bold', label: 'B', style: { fontWeight: 'bold' } },
  { mark: 'italic', label: 'I', style: { fontStyle: 'italic' } },
  { mark: 'underline', label: 'U', style: { textDecoration: 'underline' } },
  { mark: 'strikethrough', label: 'S', style: { textDecoration: 'line-through' } },
  { mark: 'code', label: '</>', style: { fontFamily: 'mono' } },
];

function ToolButton(props: {
  label: string;
  pressed?: boolean;
  onPress: () => void;
  children: ReactNode;
  disabled?: boolean;
}) {
  return (
    <Button
      size="sm"
      variant={props.pressed ? 'solid' : 'ghost'}
      aria-label={props.label}
      title={props.label}
      aria-pressed={props.pressed}
      disabled={props.disabled}
      minW="9"
      px="2"
      // Keep the selection in the document while clicking.
      onMouseDown={(event) => event.preventDefault()}
      onClick={props.onPress}
    >
      {props.children}
    </Button>
  );
}

export function Toolbar({ onAi, onFile }: { onAi?: () => void; onFile: (file: File) => void }) {
  const { t } = useTranslation();
  const editor = useSlate();
  const imageInput = useRef<HTMLInputElement>(null);
  const documentInput = useRef<HTMLInputElement>(null);
  const formats: { value: BlockFormat; label: string }[] = [
    { value: 'paragraph', label: t('knowledgeBase.editor.paragraph') },
    ...([1, 2, 3, 4] as const).map((level) => ({
      value: `heading-${level}` as BlockFormat,
      label: t('knowledgeBase.editor.heading', { level }),
    })),
  ];
  const focusBack = () => ReactEditor.focus(editor);
  const [dialog, setDialog] = useState<'table' | 'link' | null>(null);
  const [linkStart, setLinkStart] = useState({ text: '', url: '', editing: false });
  /** A dialog closed: the caret goes back into the document (after the dialog has let the focus go). */
  const closeDialog = () => {
    setDialog(null);
    setTimeout(focusBack, 0);
  };

  return (
    <Flex
      role="toolbar"
      aria-label={t('knowledgeBase.editor.toolbar')}
      wrap="wrap"
      gap="1"
      p="1"
      borderBottomWidth="1px"
    >
      <NativeSelect.Root size="sm" width="auto">
        <NativeSelect.Field
          aria-label={t('knowledgeBase.editor.blockType')}
          value={formats.some((f) => f.value === currentBlockFormat(editor)) ? currentBlockFormat(editor) : 'paragraph'}
          onChange={(e) => {
            toggleBlock(editor, e.currentTarget.value as BlockFormat);
            focusBack();
          }}
        >
          {formats.map((f) => (
            <option key={f.value} value={f.value}>
              {f.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {MARK_BUTTONS.map(({ mark, label, style }) => (
        <ToolButton
          key={mark}
          label={t(`knowledgeBase.editor.marks.${mark}`)}
          pressed={isMarkActive(editor, mark)}
          onPress={() => toggleMark(editor, mark)}
        >
          <span style={style}>{label}</span>
        </ToolButton>
      ))}
      <ToolButton
        label={t('knowledgeBase.editor.bulletedList')}
        pressed={isBlockActive(editor, 'bulleted-list')}
        onPress={() => toggleBlock(editor, 'bulleted-list')}
      >
        •≡
      </ToolButton>
      <ToolButton
        label={t('knowledgeBase.editor.numberedList')}
        pressed={isBlockActive(editor, 'numbered-list')}
        onPress={() => toggleBlock(editor, 'numbered-list')}
      >
        1≡
      </ToolButton>
      <ToolButton
        label={t('knowledgeBase.editor.quote')}
        pressed={isBlockActive(editor, 'blockquote')}
        onPress={() => toggleBlock(editor, 'blockquote')}
      >
        ❝
      </ToolButton>
      <ToolButton
        label={t('knowledgeBase.editor.codeBlock')}
        pressed={isBlockActive(editor, 'code-block')}
        onPress={() => toggleBlock(editor, 'code-block')}
      >
        {'{ }'}
      </ToolButton>
      <ToolButton
        label={t('knowledgeBase.editor.link')}
        pressed={linkAtSelection(editor) !== null}
        onPress={() => {
          setLinkStart(linkDialogStart(editor));
          setDialog('link');
        }}
      >
        🔗
      </ToolButton>
      <ToolButton label={t('knowledgeBase.editor.image')} onPress={() => imageInput.current?.click()}>
        🖼
      </ToolButton>
      <input
        ref={imageInput}
        type="file"
        accept="image/png,image/jpeg,image/gif,image/webp"
        hidden
        onChange={(e) => {
          const file = e.currentTarget.files?.[0];
          if (file) onFile(file);
          e.currentTarget.value = '';
        }}
      />
      <ToolButton label={t('knowledgeBase.editor.importFile')} onPress={() => documentInput.current?.click()}>
        📄
      </ToolButton>
      <input
        ref={documentInput}
        type="file"
        accept={IMPORT_ACCEPT}
        hidden
        data-testid="editor-import-file"
        onChange={(e) => {
          const file = e.currentTarget.files?.[0];
          if (file) onFile(file);
          e.currentTarget.value = '';
        }}
      />
      <ToolButton
        label={t('knowledgeBase.editor.imageUrl')}
        onPress={() => {
          const url = window.prompt(t('knowledgeBase.editor.imageUrlPrompt'), 'https://');
          if (url && !insertImage(editor, url)) window.alert(t('knowledgeBase.editor.linkInvalid'));
        }}
      >
        🌐
      </ToolButton>
      <ToolButton label={t('knowledgeBase.editor.table')} onPress={() => setDialog('table')}>
        ▦
      </ToolButton>
      <TableMenu />
      <ToolButton label={t('knowledgeBase.editor.divider')} onPress={() => insertDivider(editor)}>
        ―
      </ToolButton>
      <ToolButton
        label={t('knowledgeBase.editor.undo')}
        onPress={() => HistoryEditor.undo(editor)}
        disabled={editor.history.undos.length === 0}
      >
        ↶
      </ToolButton>
      <ToolButton
        label={t('knowledgeBase.editor.redo')}
        onPress={() => HistoryEditor.redo(editor)}
        disabled={editor.history.redos.length === 0}
      >
        ↷
      </ToolButton>
      {onAi && (
        <Button size="sm" variant="outline" onClick={onAi}>
          {t('knowledgeBase.ai.button')}
        </Button>
      )}
      {dialog === 'link' && (
        <LinkDialog
          start={linkStart}
          onClose={closeDialog}
          onApply={(text, url) => {
            applyLink(editor, text, url);
            closeDialog();
          }}
          onRemove={() => {
            removeLink(editor);
            closeDialog();
          }}
        />
      )}
      {dialog === 'table' && (
        <TableDialog
          onClose={closeDialog}
          onInsert={({ rows, columns, headerRow }) => {
            insertTable(editor, rows, columns, headerRow);
            closeDialog();
          }}
        />
      )}
    </Flex>
  );
}
