// Putting imported files into the article: each file's HTML or picture at the caret, a message for
// one that cannot be read (naming an old Word file or a password), a note for a sheet cut at the
// row cap with its numbers, and a workbook of several sheets held until the author chooses sheets.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DROPPED_FILE_UNSUPPORTED } from '../../../../contract/knowledge-base-constants';
import type { SheetSummary } from '../../../lib/table-file/read-rows';
import { insertHtml, insertImage } from './commands';
import { importFile, importSheets, type ImportError, type ImportResult } from './file-import';
import type { ArticleEditor } from './types';
import type { MessageKey } from '../../../i18n/message-key';

const ERROR_KEYS: Record<Exclude<ImportError, 'unsupported'>, MessageKey> = {
  timeout: 'knowledgeBase.editor.importTimeout',
  unreadable: 'knowledgeBase.editor.importFailed',
  encrypted: 'knowledgeBase.editor.importEncrypted',
  oldWord: 'knowledgeBase.editor.importOldWord',
};

export interface PendingWorkbook {
  file: File;
  sheets: SheetSummary[];
}

export function useFileImport(editor: ArticleEditor, emit: () => void) {
  const { t, i18n } = useTranslation();
  const [alert, setAlert] = useState<string | null>(null);
  const [notes, setNotes] = useState<string[]>([]);
  const [importing, setImporting] = useState(false);
  const [pending, setPending] = useState<PendingWorkbook | null>(null);

  /** Inserts one file's result; a workbook waits for its sheets to be chosen. */
  const place = (file: File, result: ImportResult) => {
    if ('error' in result) {
      const { error } = result;
      setAlert(error === 'unsupported' ? DROPPED_FILE_UNSUPPORTED : t(ERROR_KEYS[error], { name: file.name }));
    } else if ('workbook' in result) {
      setPending({ file, sheets: result.workbook });
    } else if ('html' in result) {
      insertHtml(editor, result.html);
      const number = (n: number) => n.toLocaleString(i18n.language);
      const cut = (result.cut ?? []).map((c) =>
        t('tableImport.rowsCut', { sheet: c.sheet, total: number(c.total), kept: number(c.kept) }),
      );
      if (cut.length) setNotes((current) => [...current, ...cut]);
    } else {
      insertImage(editor, result.image, result.alt);
      if (result.inline) setAlert(t('kbMedia.editor.imageKept'));
    }
  };

  const run = async (work: () => Promise<void>) => {
    setAlert(null);
    setNotes([]);
    setImporting(true);
    try {
      await work();
    } finally {
      setImporting(false);
      emit();
    }
  };

  const importFiles = (files: File[]) =>
    run(async () => {
      for (const file of files) place(file, await importFile(file));
    });

  const chooseSheets = (names: string[]) => {
    const workbook = pending;
    setPending(null);
    if (workbook) void run(async () => place(workbook.file, await importSheets(workbook.file, names)));
  };

  return {
    alert,
    closeAlert: () => setAlert(null),
    notes,
    closeNotes: () => setNotes([]),
    importing,
    pending,
    importFiles,
    chooseSheets,
    cancelSheets: () => setPending(null),
  };
}
