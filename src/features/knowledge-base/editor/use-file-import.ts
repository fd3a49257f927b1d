// Putting imported files into the article: a Word document or a workbook is converted in the import
// worker and inserted a slice at a time, with a progress bar and Cancel (issue 19), then a short
// report of what could not be kept as it was; a message for a file that cannot be read (naming an
// old Word file, a password, a file too large); a workbook of several sheets held until the author
// chooses sheets; a picture goes in at the caret.
import { useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { DROPPED_FILE_UNSUPPORTED } from '../../../../contract/knowledge-base-constants';
import type { SheetSummary } from '../../../lib/table-file/read-rows';
import { IMPORT_MAX_BYTES, IMPORT_MAX_NODES, type ImportStage } from '../lib/convert-office';
import { insertImage } from './commands';
import {
  convertInWorker,
  droppedKind,
  importImage,
  placePictures,
  type Converted,
  type ImportError,
  type PlacedPictures,
  type ImportResult,
} from './file-import';
import { insertDocument } from './insert-document';
import type { ArticleEditor } from './types';
import type { MessageKey } from '../../../i18n/message-key';

const ERROR_KEYS: Record<Exclude<ImportError, 'unsupported'>, MessageKey> = {
  timeout: 'knowledgeBase.editor.importTimeout',
  unreadable: 'knowledgeBase.editor.importFailed',
  encrypted: 'knowledgeBase.editor.importEncrypted',
  oldWord: 'knowledgeBase.editor.importOldWord',
  tooLarge: 'knowledgeBase.import.tooLarge',
};

export interface PendingWorkbook {
  file: File;
  sheets: SheetSummary[];
}

export type ImportPhase = ImportStage | 'pictures' | 'inserting';

export interface ImportProgress {
  name: string;
  phase: ImportPhase;
  /** 0–1 over the whole import. */
  fraction: number;
}

export interface ImportReport {
  name: string;
  /** What could not be kept as it was; empty when everything was. */
  lines: string[];
}

/** Where each phase sits on the bar (converting is most of the time). */
const PHASES: Record<ImportPhase, [number, number]> = {
  converting: [0, 0.5],
  building: [0.5, 0.75],
  pictures: [0.75, 0.8],
  inserting: [0.8, 1],
};

/** `importingRef` is true while an import runs (the editor holds its writes until it ends). */
export function useFileImport(editor: ArticleEditor, emit: () => void, importingRef: RefObject<boolean>) {
  const { t, i18n } = useTranslation();
  const [alert, setAlert] = useState<string | null>(null);
  const [reports, setReports] = useState<ImportReport[]>([]);
  const [progress, setProgress] = useState<ImportProgress | null>(null);
  const [pending, setPending] = useState<PendingWorkbook | null>(null);
  const cancelRef = useRef<(() => void) | null>(null);
  const cancelledRef = useRef(false);
  const number = (n: number) => n.toLocaleString(i18n.language);

  // The bar redraws the editor around it: only when it moves by a whole per cent or changes step.
  const shownRef = useRef('');
  const show = (name: string, phase: ImportPhase, fraction: number) => {
    const [from, to] = PHASES[phase];
    const overall = from + (to - from) * Math.min(1, Math.max(0, fraction));
    const key = `${name} ${phase} ${Math.floor(overall * 100)}`;
    if (key === shownRef.current) return;
    shownRef.current = key;
    setProgress({ name, phase, fraction: overall });
  };

  const reportLines = (converted: Converted, { inline, drawn, notShown }: PlacedPictures): string[] => {
    const { report, cut } = converted;
    const lines: string[] = [];
    if (report.picturesOutOfCells) {
      lines.push(t('knowledgeBase.import.picturesOutOfCells', { count: report.picturesOutOfCells }));
    }
    if (report.tablesOutOfCells) {
      lines.push(t('knowledgeBase.import.tablesOutOfCells', { count: report.tablesOutOfCells }));
    }
    const formats = (list: string[]) => [...new Set(list)].join(', ');
    if (drawn.length) {
      lines.push(t('knowledgeBase.import.picturesDrawn', { count: drawn.length, formats: formats(drawn) }));
    }
    if (notShown.length) {
      lines.push(t('knowledgeBase.import.picturesNotShown', { count: notShown.length, formats: formats(notShown) }));
    }
    if (report.shapes) lines.push(t('knowledgeBase.import.shapesLeftOut', { count: report.shapes }));
    if (inline) lines.push(t('knowledgeBase.import.picturesInline', { count: inline }));
    for (const c of cut) {
      lines.push(t('tableImport.rowsCut', { sheet: c.sheet, total: number(c.total), kept: number(c.kept) }));
    }
    return lines;
  };

  /** Uploads the pictures, inserts the document a slice at a time, and reports. */
  const placeConverted = async (file: File, converted: Converted) => {
    // Marks for the import journey and bench (the time of each step, next to the page's long tasks).
    performance.mark('import:converted');
    show(file.name, 'pictures', 0);
    const placed = await placePictures(
      converted,
      (format) => t('knowledgeBase.import.pictureNote', { format }),
      (f) => show(file.name, 'pictures', f),
    );
    if (cancelledRef.current) return;
    const done = await insertDocument(editor, placed.document, {
      cancelled: () => cancelledRef.current,
      onProgress: (f) => show(file.name, 'inserting', f),
    });
    performance.mark('import:inserted');
    if (done) setReports((current) => [...current, { name: file.name, lines: reportLines(converted, placed) }]);
  };

  /** Inserts one file's result; a workbook waits for its sheets to be chosen. */
  const place = async (file: File, result: ImportResult) => {
    if ('cancelled' in result) return;
    if ('error' in result) {
      const { error } = result;
      setAlert(
        error === 'unsupported'
          ? DROPPED_FILE_UNSUPPORTED
          : t(ERROR_KEYS[error], {
              name: file.name,
              size: number(Math.round(IMPORT_MAX_BYTES / 1024 / 1024)),
              nodes: number(IMPORT_MAX_NODES),
            }),
      );
    } else if ('workbook' in result) {
      setPending({ file, sheets: result.workbook });
    } else if ('converted' in result) {
      await placeConverted(file, result.converted);
    } else {
      insertImage(editor, result.image, result.alt);
      if (result.inline) setAlert(t('kbMedia.editor.imageKept'));
    }
  };

  const convert = (file: File, kind: 'word' | 'excel', sheets?: string[]) =>
    convertInWorker(
      file,
      kind,
      (stage, fraction) => show(file.name, stage, fraction),
      (cancel) => {
        cancelRef.current = cancel;
      },
      sheets,
    );

  const run = async (work: () => Promise<void>) => {
    setAlert(null);
    setReports([]);
    cancelledRef.current = false;
    importingRef.current = true;
    try {
      await work();
    } finally {
      setProgress(null);
      cancelRef.current = null;
      importingRef.current = false;
      emit();
      performance.mark('import:written');
    }
  };

  const importFiles = (files: File[]) =>
    run(async () => {
      for (const file of files) {
        if (cancelledRef.current) break;
        const kind = droppedKind(file);
        if (kind === 'word' || kind === 'excel') {
          show(file.name, 'converting', 0);
          await place(file, await convert(file, kind));
        } else if (kind === 'image') await place(file, await importImage(file));
        else await place(file, { error: kind === 'oldWord' ? 'oldWord' : 'unsupported' });
      }
    });

  const chooseSheets = (names: string[]) => {
    const workbook = pending;
    setPending(null);
    if (!workbook) return;
    void run(async () => {
      show(workbook.file.name, 'converting', 0);
      await place(workbook.file, await convert(workbook.file, 'excel', names));
    });
  };

  const cancel = () => {
    cancelledRef.current = true;
    cancelRef.current?.();
  };

  return {
    alert,
    closeAlert: () => setAlert(null),
    reports,
    closeReports: () => setReports([]),
    progress,
    cancel,
    pending,
    importFiles,
    chooseSheets,
    cancelSheets: () => setPending(null),
  };
}
