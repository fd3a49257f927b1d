// The editor's toolbar: block type, marks, text colour, alignment, lists, quote, code, link, pictures, a Word or Excel file
// to import (the way in on a phone or tablet, where nothing can be dropped), table (and the table
// menu while the caret is in one), divider, undo and redo, and the AI writing button (enabled by
// default, §2). Each button is an SVG icon named by its tooltip (tool-button.tsx); toggles say
// whether they are on; the toolbar wraps on a phone. The link, picture-address and table dialogs open
// from here and give the caret back to the document when they close.
import { Button, Flex, NativeSelect } from '@chakra-ui/react';
import { useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { HistoryEditor } from 'slate-history';
import { ReactEditor, useSlateSelector, useSlateStatic } from 'slate-react';
import type { ArticleTextAlign } from '../../../../contract/article-format';
import type { MessageKey } from '../../../i18n/message-key';
import type { IconName } from '../../../ui/icons';
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
import { canAlign, currentAlign, setAlign } from './format-commands';
import { applyLink, linkAtSelection, linkDialogStart, removeLink } from './link-commands';
import { ImageUrlDialog } from './image-url-dialog';
import { LinkDialog } from './link-dialog';
import { insertTable } from './table-commands';
import { TableDialog } from './table-dialog';
import { TableMenu } from './table-menu';
import { TextColorMenu } from './text-color-menu';
import { ToolButton } from './tool-button';
import type { ArticleEditor, Mark } from './types';

const MARK_BUTTONS: { mark: Mark; icon: IconName }[] = [
  { mark: 'bold', icon: 'bold' },
  { mark: 'italic', icon: 'italic' },
  { mark: 'underline', icon: 'underline' },
  { mark: 'strikethrough', icon: 'strikethrough' },
  { mark: 'code', icon: 'code' },
];

const ALIGN_BUTTONS: { align: ArticleTextAlign; icon: IconName; label: MessageKey }[] = [
  { align: 'left', icon: 'align-left', label: 'knowledgeBase.editor.align.left' },
  { align: 'center', icon: 'align-center', label: 'knowledgeBase.editor.align.center' },
  { align: 'right', icon: 'align-right', label: 'knowledgeBase.editor.align.right' },
  { align: 'justify', icon: 'align-justify', label: 'knowledgeBase.editor.align.justify' },
];

const BLOCK_BUTTONS: { format: BlockFormat; icon: IconName; label: MessageKey }[] = [
  { format: 'bulleted-list', icon: 'list', label: 'knowledgeBase.editor.bulletedList' },
  { format: 'numbered-list', icon: 'list-ordered', label: 'knowledgeBase.editor.numberedList' },
  { format: 'blockquote', icon: 'quote', label: 'knowledgeBase.editor.quote' },
  { format: 'code-block', icon: 'terminal', label: 'knowledgeBase.editor.codeBlock' },
];

/**
 * What the buttons show, read from the selection only. The toolbar subscribes to this instead of to
 * every change (issue 19): typing leaves it equal, so a key does not re-render some thirty buttons.
 */
function toolbarState(editor: ArticleEditor) {
  return {
    format: currentBlockFormat(editor),
    alignable: canAlign(editor),
    alignment: currentAlign(editor),
    marks: MARK_BUTTONS.filter(({ mark }) => isMarkActive(editor, mark))
      .map(({ mark }) => mark)
      .join(' '),
    blocks: BLOCK_BUTTONS.filter(({ format }) => isBlockActive(editor, format))
      .map(({ format }) => format)
      .join(' '),
    link: linkAtSelection(editor) !== null,
    canUndo: editor.history.undos.length > 0,
    canRedo: editor.history.redos.length > 0,
  };
}
type ToolbarState = ReturnType<typeof toolbarState>;
const sameState = (a: ToolbarState | null, b: ToolbarState) =>
  a !== null && (Object.keys(b) as (keyof ToolbarState)[]).every((key) => a[key] === b[key]);

/** The props of a hidden file input that the picture and import buttons open. */
function fileInputProps(accept: string, onFile: (file: File) => void, testId?: string) {
  return {
    accept,
    hidden: true,
    type: 'file',
    'data-testid': testId,
    onChange: (e: ChangeEvent<HTMLInputElement>) => {
      const file = e.currentTarget.files?.[0];
      if (file) onFile(file);
      e.currentTarget.value = '';
    },
  };
}

export function Toolbar({ onAi, onFile }: { onAi?: () => void; onFile: (file: File) => void }) {
  const { t } = useTranslation();
  const editor = useSlateStatic();
  const state = useSlateSelector(toolbarState, sameState);
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
  const [dialog, setDialog] = useState<'table' | 'link' | 'image' | null>(null);
  const [linkStart, setLinkStart] = useState({ text: '', url: '', editing: false });
  /** A dialog closed: the caret goes back into the document (after the dialog has let the focus go). */
  const closeDialog = () => {
    setDialog(null);
    setTimeout(focusBack, 0);
  };
  const { format, alignable, alignment } = state;
  const marks = state.marks.split(' ');
  const blocks = state.blocks.split(' ');

  return (
    <Flex
      role="toolbar"
      aria-label={t('knowledgeBase.editor.toolbar')}
      wrap="wrap"
      align="center"
      gap="1"
      p="1"
      borderBottomWidth="1px"
    >
      <NativeSelect.Root size="sm" width="auto">
        <NativeSelect.Field
          aria-label={t('knowledgeBase.editor.blockType')}
          value={formats.some((f) => f.value === format) ? format : 'paragraph'}
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
      {MARK_BUTTONS.map(({ mark, icon }) => (
        <ToolButton
          key={mark}
          icon={icon}
          label={t(`knowledgeBase.editor.marks.${mark}`)}
          pressed={marks.includes(mark)}
          onPress={() => toggleMark(editor, mark)}
        />
      ))}
      <TextColorMenu />
      {ALIGN_BUTTONS.map(({ align, icon, label }) => (
        <ToolButton
          key={align}
          icon={icon}
          label={t(label)}
          pressed={alignable && alignment === align}
          disabled={!alignable}
          onPress={() => setAlign(editor, align)}
        />
      ))}
      {BLOCK_BUTTONS.map(({ format, icon, label }) => (
        <ToolButton
          key={format}
          icon={icon}
          label={t(label)}
          pressed={blocks.includes(format)}
          onPress={() => toggleBlock(editor, format)}
        />
      ))}
      <ToolButton
        icon="link"
        label={t('knowledgeBase.editor.link')}
        pressed={state.link}
        onPress={() => {
          setLinkStart(linkDialogStart(editor));
          setDialog('link');
        }}
      />
      <ToolButton icon="image" label={t('knowledgeBase.editor.image')} onPress={() => imageInput.current?.click()} />
      <input ref={imageInput} {...fileInputProps('image/png,image/jpeg,image/gif,image/webp', onFile)} />
      <ToolButton icon="globe" label={t('knowledgeBase.editor.imageUrl')} onPress={() => setDialog('image')} />
      <ToolButton
        icon="file-import"
        label={t('knowledgeBase.editor.importFile')}
        onPress={() => documentInput.current?.click()}
      />
      <input ref={documentInput} {...fileInputProps(IMPORT_ACCEPT, onFile, 'editor-import-file')} />
      <ToolButton icon="table" label={t('knowledgeBase.editor.table')} onPress={() => setDialog('table')} />
      <ToolButton icon="minus" label={t('knowledgeBase.editor.divider')} onPress={() => insertDivider(editor)} />
      <ToolButton
        icon="undo"
        label={t('knowledgeBase.editor.undo')}
        onPress={() => HistoryEditor.undo(editor)}
        disabled={!state.canUndo}
      />
      <ToolButton
        icon="redo"
        label={t('knowledgeBase.editor.redo')}
        onPress={() => HistoryEditor.redo(editor)}
        disabled={!state.canRedo}
      />
      <TableMenu />
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
      {dialog === 'image' && (
        <ImageUrlDialog
          onClose={closeDialog}
          onInsert={(url, alt) => {
            insertImage(editor, url, alt);
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
