// Office documents shown in the page (spec knowledge base §2 office viewer, height 1200): a Word
// document converted to HTML with mammoth, a spreadsheet's first sheet as a table read by the
// spreadsheet worker. Both are cleaned like an article body (only the document model's elements and
// safe URLs survive). For non-admins the context menu is turned off. A file that cannot be read
// gets its download link.
import { Box, Link, Spinner, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OFFICE_VIEWER_HEIGHT } from '../../../../contract/upload-constants';
import { downloadFile, resolveApiUrl } from '../../../api/files';
import { articleBodyCss } from '../components/article-body-css';
import { cleanArticleHtml } from '../lib/article-html';
import { readSpreadsheet } from '../lib/read-spreadsheet';

type State = { html: string } | { error: true } | null;

async function toHtml(url: string, kind: 'word' | 'spreadsheet', signal: AbortSignal): Promise<string | null> {
  const blob = await downloadFile(url, signal);
  if (kind === 'word') {
    const mammoth = await import('mammoth');
    const { value } = await mammoth.convertToHtml({ arrayBuffer: await blob.arrayBuffer() });
    return value;
  }
  let answer = await readSpreadsheet(blob);
  // A stored workbook shows every sheet that holds data.
  if ('workbook' in answer)
    answer = await readSpreadsheet(
      blob,
      answer.workbook.filter((s) => s.rows > 0).map((s) => s.name),
    );
  return 'html' in answer ? answer.html : null;
}

export function OfficeView({
  url,
  kind,
  name,
  admin,
}: {
  url: string;
  kind: 'word' | 'spreadsheet';
  name: string;
  admin: boolean;
}) {
  const { t } = useTranslation();
  const [state, setState] = useState<State>(null);
  useEffect(() => {
    const controller = new AbortController();
    toHtml(url, kind, controller.signal).then(
      (html) =>
        !controller.signal.aborted && setState(html === null ? { error: true } : { html: cleanArticleHtml(html) }),
      () => !controller.signal.aborted && setState({ error: true }),
    );
    return () => controller.abort();
  }, [url, kind]);

  if (!state) {
    return (
      <Text fontSize="sm" color="fg.muted" aria-live="polite">
        <Spinner size="xs" mr="2" />
        {t('kbMedia.viewer.loading', { name })}
      </Text>
    );
  }
  if ('error' in state) {
    return (
      <Text fontSize="sm">
        {t('kbMedia.viewer.unreadable')}{' '}
        <Link href={resolveApiUrl(url)} download>
          {t('kbMedia.downloadName', { name })}
        </Link>
      </Text>
    );
  }
  return (
    <Box
      className="kb-article-body"
      css={articleBodyCss}
      data-testid="office-view"
      maxHeight={`${OFFICE_VIEWER_HEIGHT}px`}
      overflow="auto"
      borderWidth="1px"
      borderRadius="md"
      p="3"
      onContextMenu={admin ? undefined : (e) => e.preventDefault()}
      dangerouslySetInnerHTML={{ __html: state.html }}
    />
  );
}
