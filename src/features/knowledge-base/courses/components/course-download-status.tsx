// A course's download for offline reading, as the Assigned Courses cards and the course page show
// it: the state (not downloaded, downloading with a progress bar, ready offline, update available,
// failed with the reason; removed by the device storage cap, saying so), the space it takes on the
// device, and the person's actions (Download, Retry, Update, Remove download). Removing asks first:
// with no signal the course cannot come back until the device is online again.
import { Badge, Button, Flex, Progress, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCourseDownloads } from '../../../../offline/course-downloads';
import { useOnline } from '../../../../lib/use-online';
import { ConfirmDialog } from '../../../../ui/confirm-dialog';
import { downloadError, downloadView, percentDone, REMOVED_FOR_STORAGE_CAP } from '../offline/download-state';

const PALETTE = {
  not_downloaded: 'gray',
  queued: 'gray',
  downloading: 'blue',
  ready: 'green',
  update_available: 'orange',
  failed: 'red',
} as const;

/** Bytes as a person reads them: "840 KB", "12.5 MB". */
export function formatBytes(bytes: number, language: string): string {
  const units = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit += 1;
  }
  return new Intl.NumberFormat(language, {
    style: 'unit',
    unit: units[unit],
    unitDisplay: 'short',
    maximumFractionDigits: unit >= 2 ? 1 : 0,
  }).format(value);
}

const manager = () => import('../offline/download-manager');

export function CourseDownloadStatus({ courseId, serverVersion }: { courseId: number; serverVersion?: string }) {
  const { t, i18n } = useTranslation();
  const online = useOnline();
  const records = useCourseDownloads();
  const [busy, setBusy] = useState(false);
  const [confirmRemove, setConfirmRemove] = useState(false);
  if (!records) return null;
  const record = records.find((r) => r.course === courseId);
  const view = downloadView(record, serverVersion);
  const size = (bytes: number) => formatBytes(bytes, i18n.language);
  const act = (action: 'request' | 'remove') => {
    setBusy(true);
    void manager()
      .then((m) => (action === 'request' ? m.requestCourseDownload(courseId) : m.removeCourseDownload(courseId)))
      .finally(() => {
        setBusy(false);
        setConfirmRemove(false);
      });
  };

  return (
    <Stack gap="2" data-testid="course-download" data-state={view}>
      <Flex gap="2" align="center" wrap="wrap">
        <Badge colorPalette={PALETTE[view]} data-testid="course-download-state">
          {t(`courseDownloads.state.${view}`)}
        </Badge>
        {record && view !== 'not_downloaded' && record.stored_bytes > 0 && view !== 'downloading' && (
          <Text fontSize="sm" color="fg.muted" data-testid="course-download-size">
            {t('courseDownloads.size', { size: size(record.stored_bytes) })}
          </Text>
        )}
        {record && view === 'downloading' && record.bytes_total > 0 && (
          <Text fontSize="sm" color="fg.muted">
            {t('courseDownloads.progress', { done: size(record.bytes_done), total: size(record.bytes_total) })}
          </Text>
        )}
      </Flex>
      {record && view === 'downloading' && (
        <Progress.Root value={percentDone(record)} size="xs">
          {/* The track is the progressbar element: the name goes there. */}
          <Progress.Track aria-label={t('courseDownloads.progressLabel')}>
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
      )}
      {record?.status === 'removed' && record.error === REMOVED_FOR_STORAGE_CAP && (
        <Text fontSize="sm" color="fg.muted" data-testid="course-download-removed-for-cap">
          {t('courseDownloads.removedForStorageCap')}
        </Text>
      )}
      {view === 'failed' && record?.error && (
        <Text fontSize="sm" color="fg.error" role="alert">
          {t(`courseDownloads.error.${downloadError(record.error)}`)}
        </Text>
      )}
      <Flex gap="2" wrap="wrap">
        {(view === 'not_downloaded' || view === 'failed' || view === 'update_available') && (
          <Button size="xs" variant="outline" loading={busy} disabled={!online} onClick={() => act('request')}>
            {t(
              view === 'failed'
                ? 'courseDownloads.retry'
                : view === 'update_available'
                  ? 'courseDownloads.update'
                  : 'courseDownloads.download',
            )}
          </Button>
        )}
        {record && view !== 'not_downloaded' && (
          <Button size="xs" variant="ghost" colorPalette="red" loading={busy} onClick={() => setConfirmRemove(true)}>
            {t('courseDownloads.remove')}
          </Button>
        )}
      </Flex>
      <ConfirmDialog
        open={confirmRemove}
        title={t('courseDownloads.removeConfirm')}
        text={t(online ? 'courseDownloads.removeText' : 'courseDownloads.removeTextOffline')}
        confirmLabel={t('courseDownloads.remove')}
        loading={busy}
        onOpenChange={setConfirmRemove}
        onConfirm={() => act('remove')}
      />
    </Stack>
  );
}
