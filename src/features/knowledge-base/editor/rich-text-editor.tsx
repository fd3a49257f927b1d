// The article's rich-text editor on Slate (spec knowledge base §2 "Rich text editor", §9 heights):
// HTML in and out (html-to-slate / slate-to-html), a toolbar, height 500 and at least 400, dropping
// or pasting a Word document, a spreadsheet or an image, and the AI writing dialog. This module is a
// lazy chunk with Slate, and mammoth and SheetJS load only when such a file is dropped.
import { Alert, Box, CloseButton, Text } from '@chakra-ui/react';
import {
  useCallback,
  useEffect,
  useImperativeHandle,
  useMemo,
  useRef,
  useState,
  type ClipboardEvent,
  type DragEvent,
  type Ref,
} from 'react';
import { useTranslation } from 'react-i18next';
import { createEditor, Transforms, type Descendant } from 'slate';
import { withHistory } from 'slate-history';
import { Editable, ReactEditor, Slate, withReact } from 'slate-react';
import { articleBodyCss } from '../components/article-body-css';
import { AiDialog } from './ai-dialog';
import { bigTableCss, chunkSizeOf, offscreenBlocksCss } from './big-documents';
import { SheetPicker } from '../../../ui/sheet-picker';
import { insertHtml, toggleMark } from './commands';
import { checkAhead, checkedHtml } from './document-text';
import { ArticleElementView, ArticleLeafView, renderArticleChunk } from './elements';
import { htmlToSlate } from './html-to-slate';
import { Toolbar } from './toolbar';
import { ImportProgressBar, ImportReportPanel } from './import-panel';
import { useFileImport } from './use-file-import';
import type { ArticleEditor, Mark } from './types';
import { handleTab, withArticle } from './with-article';
import { onPageLeaving } from '../../../lib/page-leaving';

/**
 * Writing a long article out as HTML on every key would slow typing: it waits for a pause, and then
 * for the browser to be idle (issue 19), so it never sits between two keys.
 */
const EMIT_DELAY_MS = 300;
const EMIT_IDLE_TIMEOUT_MS = 1000;
/** The longest slice of checking ahead (document-text.ts). */
const CHECK_SLICE_MS = 8;

/** Runs `callback` when the browser is idle (Safari has no requestIdleCallback: soon after); a canceller. */
function whenIdle(callback: (deadline?: IdleDeadline) => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(callback, { timeout: EMIT_IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(() => callback(), 0);
  return () => clearTimeout(id);
}

/** The article's look, and the editor's own blocks laid out only near the screen (big-documents.ts). */
const editorCss = { ...articleBodyCss, ...bigTableCss, '& [data-slate-editor]': offscreenBlocksCss };

/** §9 */
export const EDITOR_HEIGHT = 500;
export const EDITOR_MIN_HEIGHT = 400;

/** What the form asks the editor before saving. */
export interface BodyEditorHandle {
  /** Writes the body out now: its HTML, or null when that HTML would lose text the editor shows. */
  flush(): string | null;
}

export interface RichTextEditorProps {
  /** The HTML the editor starts with (remount with a new key to replace it). */
  initialHtml: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
  label: string;
  /** The AI writing button (§2: on by default). */
  ai?: boolean;
  invalid?: boolean;
  handle?: Ref<BodyEditorHandle>;
}

const SHORTCUTS: Record<string, Mark> = { b: 'bold', i: 'italic', u: 'underline' };

export default function RichTextEditor({
  initialHtml,
  onChange,
  onBlur,
  label,
  ai = true,
  invalid,
  handle,
}: RichTextEditorProps) {
  const { t } = useTranslation();
  // While an import puts a document in a slice at a time, writing the body out after each slice
  // would cost more than the slice: the write waits for the import's end, which writes it once.
  // Its tables are not chunked meanwhile either (big-documents.ts).
  const importing = useRef(false);
  const editor = useMemo(() => {
    const editor = withArticle(withHistory(withReact(createEditor()))) as ArticleEditor;
    editor.getChunkSize = (node) => chunkSizeOf(node, importing.current);
    return editor;
  }, []);
  // Read once: Slate uses only the first value, and the form hands every emitted body back as
  // initialHtml, which read again cost a whole-document parse per pause in typing (issue 19).
  const [initialValue] = useState(() => htmlToSlate(initialHtml) as Descendant[]);
  const [aiOpen, setAiOpen] = useState(false);
  const lastHtml = useRef(initialHtml);
  // Issue 20: text the HTML would lose is never written out as if it were the body; the writer is
  // told, and the form refuses to save (flush answers null).
  const [notWritten, setNotWritten] = useState(false);

  // A waiting emit: its timer, then its idle callback (undefined when none waits).
  const emitTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const cancelIdle = useRef<(() => void) | undefined>(undefined);
  const emit = useCallback((): string | null => {
    clearTimeout(emitTimer.current);
    emitTimer.current = undefined;
    cancelIdle.current?.();
    cancelIdle.current = undefined;
    const html = checkedHtml(editor.children);
    setNotWritten(html === null);
    if (html !== null && html !== lastHtml.current) {
      lastHtml.current = html;
      onChange(html);
    }
    return html;
  }, [editor, onChange]);
  useImperativeHandle(handle, () => ({ flush: emit }), [emit]);
  const emitSoon = () => {
    clearTimeout(emitTimer.current);
    cancelIdle.current?.();
    cancelIdle.current = undefined;
    emitTimer.current = setTimeout(
      () => (importing.current ? emitSoon() : (cancelIdle.current = whenIdle(emit))),
      EMIT_DELAY_MS,
    );
  };

  // A hidden tab or a closing page gets the last keys at once, before the form's autosave keeps the
  // form (use-autosave.ts): page-leaving.ts runs every hand-over before any keeping, whatever order
  // the listeners were added in (a tab closed mid-typing lost its last words when it did not).
  useEffect(() => onPageLeaving('handOver', () => emitTimer.current !== undefined && void emit()), [emit]);
  // Unmounting drops the waiting emit. No emit here: leaving the editor blurred it first (which
  // emitted), and a remount for a replaced body (template, reset, server version) must not write the
  // old text back. (Only on unmount: a new onChange must not cancel the keys still waiting.)
  useEffect(() => {
    const timer = emitTimer;
    const idle = cancelIdle;
    return () => {
      clearTimeout(timer.current);
      idle.current?.();
    };
  }, []);

  // The first check of a huge article's HTML is done ahead, in idle slices, so the first pause in
  // typing does not pay for it all at once (document-text.ts); an import or a paste too.
  const cancelCheck = useRef<(() => void) | undefined>(undefined);
  const checkSoon = useCallback(() => {
    if (cancelCheck.current) return;
    const slice = (deadline?: IdleDeadline) => {
      // A short slice even when the browser offers up to 50 ms: a key typed meanwhile waits for it.
      const end = performance.now() + Math.min(deadline?.timeRemaining() ?? CHECK_SLICE_MS, CHECK_SLICE_MS);
      cancelCheck.current = undefined;
      if (!checkAhead(editor.children, () => performance.now() < end)) cancelCheck.current = whenIdle(slice);
    };
    cancelCheck.current = whenIdle(slice);
  }, [editor]);
  useEffect(() => {
    checkSoon();
    return () => cancelCheck.current?.();
  }, [checkSoon]);

  const {
    alert,
    closeAlert,
    reports,
    closeReports,
    progress,
    cancel,
    pending,
    importFiles,
    chooseSheets,
    cancelSheets,
  } = useFileImport(editor, emit, importing);

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    const files = Array.from(event.dataTransfer?.files ?? []);
    if (files.length === 0) return false;
    event.preventDefault();
    try {
      // Insert where the file was dropped; a drop Slate cannot place (outside any text) goes at the caret.
      const range = ReactEditor.findEventRange(editor, event);
      if (range) Transforms.select(editor, range);
    } catch {
      // keep the current selection
    }
    void importFiles(files);
    return true;
  };

  const onPaste = (event: ClipboardEvent<HTMLDivElement>) => {
    const files = Array.from(event.clipboardData?.files ?? []);
    if (files.length === 0) return false;
    event.preventDefault();
    void importFiles(files);
    return true;
  };

  return (
    <Box
      borderWidth="1px"
      borderRadius="md"
      borderColor={invalid ? 'border.error' : 'border'}
      bg="bg"
      data-testid="rich-text-editor"
    >
      <Slate
        editor={editor}
        initialValue={initialValue}
        onValueChange={() => {
          emitSoon();
          checkSoon();
        }}
      >
        <Toolbar onAi={ai ? () => setAiOpen(true) : undefined} onFile={(file) => void importFiles([file])} />
        {alert && (
          <Alert.Root status="error" role="alert" borderRadius="0">
            <Alert.Indicator />
            <Alert.Title flex="1">{alert}</Alert.Title>
            <CloseButton size="sm" aria-label={t('common.close')} onClick={closeAlert} />
          </Alert.Root>
        )}
        {notWritten && (
          <Alert.Root status="error" role="alert" borderRadius="0">
            <Alert.Indicator />
            <Alert.Title flex="1">{t('knowledgeBase.editor.bodyNotWritten')}</Alert.Title>
          </Alert.Root>
        )}
        {reports.length > 0 && <ImportReportPanel reports={reports} onClose={closeReports} />}
        {pending && (
          <Box px="3" py="2" borderBottomWidth="1px" fontSize="sm">
            <Text fontWeight="medium">{t('knowledgeBase.editor.importSheetsTitle', { name: pending.file.name })}</Text>
            <SheetPicker
              key={pending.file.name}
              sheets={pending.sheets}
              onChoose={chooseSheets}
              onCancel={cancelSheets}
            />
          </Box>
        )}
        {progress && <ImportProgressBar progress={progress} onCancel={cancel} />}
        <Box
          height={`${EDITOR_HEIGHT}px`}
          minHeight={`${EDITOR_MIN_HEIGHT}px`}
          overflowY="auto"
          resize="vertical"
          px="3"
          css={editorCss}
        >
          <Editable
            aria-label={label}
            aria-multiline
            role="textbox"
            data-testid="article-body-editor"
            style={{ minHeight: `${EDITOR_MIN_HEIGHT - 16}px`, outline: 'none', paddingBottom: '1rem' }}
            placeholder={t('knowledgeBase.editor.placeholder')}
            // Slate draws the placeholder at a third of the text's opacity, too faint to read (and
            // to pass axe's contrast check): it takes the muted text colour instead.
            renderPlaceholder={({ attributes, children }) => (
              <span {...attributes} style={{ ...attributes.style, opacity: 1, color: 'var(--chakra-colors-fg-muted)' }}>
                {children}
              </span>
            )}
            renderElement={ArticleElementView}
            renderChunk={renderArticleChunk}
            renderLeaf={ArticleLeafView}
            onDrop={onDrop}
            onPaste={onPaste}
            onBlur={() => {
              emit();
              onBlur?.();
            }}
            onKeyDown={(event) => {
              // Tab indents and outdents list items and moves between table cells; elsewhere it
              // moves the focus on as usual (the editor is no keyboard trap).
              if (event.key === 'Tab' && !event.altKey && !event.ctrlKey && !event.metaKey) {
                if (handleTab(editor, event.shiftKey)) event.preventDefault();
                return;
              }
              if (!(event.ctrlKey || event.metaKey)) return;
              const mark = SHORTCUTS[event.key.toLowerCase()];
              if (mark) {
                event.preventDefault();
                toggleMark(editor, mark);
              }
            }}
          />
        </Box>
      </Slate>
      {ai && (
        <AiDialog
          open={aiOpen}
          onClose={() => setAiOpen(false)}
          onInsert={(html) => {
            insertHtml(editor, html);
            emit();
          }}
        />
      )}
    </Box>
  );
}
