// One file of an article shown by its extension (spec knowledge base §2 viewers): a PDF in the
// browser's own viewer; Word documents and spreadsheets in the page (OfficeView); audio and video
// in their players; images as pictures; presentations, older office formats and anything else as a
// download link (a browser cannot show them).
import { Box, Link, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { resolveApiUrl } from '../../../api/files';
import { AudioPlayer } from './audio-player';
import { fileKind, fileName } from './file-kind';
import { OfficeView } from './office-view';
import { VideoPlayer } from './video-player';

/** §2 gives no PDF height; a page's worth, scrollable inside the browser's viewer. */
const PDF_HEIGHT = 800;

export function FileViewer({ url, admin }: { url: string; admin: boolean }) {
  const { t } = useTranslation();
  const kind = fileKind(url);
  const name = fileName(url);
  const href = resolveApiUrl(url.split('#')[0]!);
  const download = (
    <Link href={href} download={name} target="_blank" rel="noopener noreferrer">
      {t('kbMedia.downloadName', { name })}
    </Link>
  );
  let view: ReactNode;
  switch (kind) {
    case 'pdf':
      view = (
        <iframe
          src={href}
          title={name}
          data-testid="pdf-view"
          style={{ width: '100%', height: PDF_HEIGHT, border: '1px solid var(--chakra-colors-border)' }}
        />
      );
      break;
    case 'word':
    case 'spreadsheet':
      view = <OfficeView url={href} kind={kind} name={name} admin={admin} />;
      break;
    case 'audio':
      view = <AudioPlayer src={href} canDownload={admin} title={name} />;
      break;
    case 'video':
      view = <VideoPlayer src={href} title={name} />;
      break;
    case 'image':
      view = <img src={href} alt={name} style={{ maxWidth: '100%' }} />;
      break;
    default:
      view = null;
  }
  return (
    <Stack gap="1" as="figure" minW="0" data-testid="file-viewer" data-kind={kind}>
      {/* A long file name wraps rather than widening the page (a 390 px phone, issue 20). */}
      <Text as="figcaption" fontSize="sm" fontWeight="semibold" overflowWrap="anywhere">
        {kind === 'audio' && !admin ? name : download}
      </Text>
      {view && <Box>{view}</Box>}
    </Stack>
  );
}
