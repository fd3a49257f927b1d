// The file uploader (spec knowledge base §2): a dashboard to drop or pick files (height 200 in small
// mode, 400 otherwise), one progress bar per file with Cancel, Retry for a file whose upload broke
// off, and the refusal when a file does not fit the mode. The parent learns whether anything is
// still uploading (the article form's Save waits, §5) and gets the URLs when all have arrived.
import { Box, Button, CloseButton, Flex, Progress, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBytes, type UploadMode } from '../../../../contract/upload-constants';
import { useUploadQueue, type QueueItem, type UploadedFile } from './use-upload-queue';

export interface FileUploaderProps {
  mode?: UploadMode;
  small?: boolean;
  articleId?: number;
  label: string;
  onComplete: (files: UploadedFile[]) => void;
  onUploadingChange?: (uploading: boolean) => void;
}

const ACCEPT: Record<UploadMode, string | undefined> = {
  video: 'video/*',
  scorm: '.zip,application/zip',
  multi: undefined,
};

function QueueRow({ item, onCancel, onRetry }: { item: QueueItem; onCancel: () => void; onRetry: () => void }) {
  const { t } = useTranslation();
  const percent = item.file.size ? Math.min(100, Math.round((item.sent / item.file.size) * 100)) : 100;
  return (
    <Stack gap="1" data-testid="upload-item" data-state={item.state}>
      <Flex justify="space-between" align="center" gap="2">
        <Text fontSize="sm" truncate>
          {item.file.name}{' '}
          <Text as="span" color="fg.muted">
            ({formatBytes(item.file.size)})
          </Text>
        </Text>
        <Flex gap="1" align="center">
          {item.state === 'failed' && (
            <Button size="xs" variant="outline" onClick={onRetry}>
              {t('kbMedia.uploader.retry')}
            </Button>
          )}
          <CloseButton
            size="xs"
            aria-label={t('kbMedia.uploader.cancel', { name: item.file.name })}
            onClick={onCancel}
          />
        </Flex>
      </Flex>
      <Progress.Root
        value={percent}
        size="sm"
        colorPalette={item.state === 'failed' ? 'red' : 'blue'}
        aria-label={t('kbMedia.uploader.progress', { name: item.file.name })}
      >
        <Progress.Track>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
      <Text
        fontSize="xs"
        color={item.state === 'failed' ? 'fg.error' : 'fg.muted'}
        role={item.state === 'failed' ? 'alert' : undefined}
      >
        {item.state === 'failed'
          ? item.error === 'network'
            ? t('kbMedia.uploader.interrupted')
            : item.error
          : item.state === 'done'
            ? t('kbMedia.uploader.done')
            : t('kbMedia.uploader.sending', { percent })}
      </Text>
    </Stack>
  );
}

export function FileUploader({
  mode = 'video',
  small,
  articleId,
  label,
  onComplete,
  onUploadingChange,
}: FileUploaderProps) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const queue = useUploadQueue({ mode, articleId, onComplete });
  const { uploading } = queue;
  // Through a ref: a parent passing a new function each render must not re-run these.
  const report = useRef(onUploadingChange);
  useEffect(() => {
    report.current = onUploadingChange;
  });
  useEffect(() => report.current?.(uploading), [uploading]);
  useEffect(() => () => report.current?.(false), []);

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setOver(false);
    queue.add(Array.from(event.dataTransfer.files));
  };

  return (
    <Stack
      gap="3"
      borderWidth="2px"
      borderStyle="dashed"
      borderColor={over ? 'blue.500' : 'border'}
      borderRadius="md"
      p="4"
      height={small ? '200px' : '400px'}
      overflowY="auto"
      role="group"
      aria-label={label}
      data-testid={`uploader-${mode}`}
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
    >
      <Flex gap="2" align="center" wrap="wrap">
        <Text fontSize="sm" color="fg.muted">
          {t(`kbMedia.uploader.drop.${mode}`)}
        </Text>
        <Button size="sm" variant="outline" onClick={() => input.current?.click()}>
          {t('kbMedia.uploader.browse')}
        </Button>
        <input
          ref={input}
          type="file"
          hidden
          aria-label={label}
          accept={ACCEPT[mode]}
          multiple={mode === 'multi'}
          onChange={(event) => {
            queue.add(Array.from(event.currentTarget.files ?? []));
            event.currentTarget.value = '';
          }}
        />
      </Flex>
      {queue.refusal && (
        <Text role="alert" fontSize="sm" color="fg.error">
          {queue.refusal}
        </Text>
      )}
      <Box>
        <Stack gap="3">
          {queue.items.map((item) => (
            <QueueRow
              key={item.id}
              item={item}
              onCancel={() => queue.cancel(item.id)}
              onRetry={() => queue.retry(item.id)}
            />
          ))}
        </Stack>
      </Box>
    </Stack>
  );
}
