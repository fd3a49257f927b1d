// The audio player (spec knowledge base §2 viewers: mp3, wav, ogg, aac, flac, m4a): speeds 0.5, 1,
// 1.5 and 2 (default 1). Only KB admins may download: for others the browser's download control
// and the context menu are turned off and no link is shown.
import { Button, Flex } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AUDIO_PLAYBACK_RATES, DEFAULT_PLAYBACK_RATE } from '../../../../contract/upload-constants';
import { resolveApiUrl } from '../../../api/files';
import { SpeedSelect } from './speed-select';

export function AudioPlayer({ src, canDownload, title }: { src: string; canDownload: boolean; title?: string }) {
  const { t } = useTranslation();
  const audio = useRef<HTMLAudioElement>(null);
  const [rate, setRate] = useState(DEFAULT_PLAYBACK_RATE);
  const url = resolveApiUrl(src);
  return (
    <Flex gap="2" align="center" wrap="wrap" data-testid="audio-player">
      <audio
        ref={audio}
        src={url}
        controls
        preload="metadata"
        title={title}
        controlsList={canDownload ? undefined : 'nodownload'}
        onContextMenu={canDownload ? undefined : (e) => e.preventDefault()}
      />
      <SpeedSelect
        rates={AUDIO_PLAYBACK_RATES}
        rate={rate}
        onRate={(next) => {
          setRate(next);
          if (audio.current) audio.current.playbackRate = next;
        }}
      />
      {canDownload && (
        <Button asChild size="xs" variant="outline">
          <a href={url} download>
            {t('kbMedia.download')}
          </a>
        </Button>
      )}
    </Flex>
  );
}
