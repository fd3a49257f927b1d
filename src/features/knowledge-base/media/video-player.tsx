// The video player (spec knowledge base §2, §4, §9): the browser's controls plus skip back and
// forward 10 s, the playback rates 2, 1.5, 1.2, 1, 0.7, 0.5 (the article's main player adds 1.7),
// captions from WebVTT files, and a download button. A video that fails to load is tried once more
// as its mp4 version (§4: an upload of another format may have an mp4 copy next to it).
import { Button, Flex, Stack, Text } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DEFAULT_PLAYBACK_RATE,
  MAIN_VIDEO_PLAYBACK_RATES,
  VIDEO_PLAYBACK_RATES,
  VIDEO_SKIP_SECONDS,
} from '../../../../contract/upload-constants';
import { resolveApiUrl } from '../../../api/files';
import { SpeedSelect } from './speed-select';

export interface Caption {
  src: string;
  label: string;
  lang?: string;
}

/** The same URL with an .mp4 extension, or null when it is one already (§4: retried once). */
export function mp4Version(url: string): string | null {
  const [path = '', rest = ''] = url.split(/(?=[?#])/, 2);
  if (/\.mp4$/i.test(path)) return null;
  const last = path.lastIndexOf('/');
  const dot = path.lastIndexOf('.');
  return `${dot > last ? path.slice(0, dot) : path}.mp4${rest}`;
}

export function VideoPlayer({
  src,
  captions = [],
  main = false,
  title,
}: {
  src: string;
  captions?: Caption[];
  main?: boolean;
  title?: string;
}) {
  const { t } = useTranslation();
  const video = useRef<HTMLVideoElement>(null);
  const [current, setCurrent] = useState(() => resolveApiUrl(src));
  const [retried, setRetried] = useState(false);
  const [failed, setFailed] = useState(false);
  const [rate, setRate] = useState(DEFAULT_PLAYBACK_RATE);
  const [captionsOn, setCaptionsOn] = useState(captions.length > 0);
  const rates = main ? MAIN_VIDEO_PLAYBACK_RATES : VIDEO_PLAYBACK_RATES;

  const onError = () => {
    const mp4 = retried ? null : mp4Version(current);
    if (mp4) {
      setRetried(true);
      setCurrent(mp4);
    } else setFailed(true);
  };
  const skip = (seconds: number) => {
    const el = video.current;
    if (el) el.currentTime = Math.max(0, Math.min(el.duration || Infinity, el.currentTime + seconds));
  };
  const showCaptions = (on: boolean) => {
    setCaptionsOn(on);
    for (const track of Array.from(video.current?.textTracks ?? [])) track.mode = on ? 'showing' : 'hidden';
  };

  return (
    <Stack gap="2" data-testid="video-player">
      <video
        ref={video}
        src={current}
        controls
        preload="metadata"
        crossOrigin={captions.length ? 'anonymous' : undefined}
        title={title}
        style={{ maxWidth: '100%', background: 'black' }}
        onError={onError}
        onLoadedMetadata={(e) => (e.currentTarget.playbackRate = rate)}
      >
        {captions.map((caption, index) => (
          <track
            key={caption.src}
            kind="captions"
            src={resolveApiUrl(caption.src)}
            label={caption.label}
            srcLang={caption.lang}
            default={index === 0 && captionsOn}
          />
        ))}
      </video>
      {failed && (
        <Text role="alert" color="fg.error" fontSize="sm">
          {t('kbMedia.video.failed')}
        </Text>
      )}
      <Flex gap="2" wrap="wrap" align="center">
        <Button size="xs" variant="outline" onClick={() => skip(-VIDEO_SKIP_SECONDS)}>
          {t('kbMedia.video.back', { seconds: VIDEO_SKIP_SECONDS })}
        </Button>
        <Button size="xs" variant="outline" onClick={() => skip(VIDEO_SKIP_SECONDS)}>
          {t('kbMedia.video.forward', { seconds: VIDEO_SKIP_SECONDS })}
        </Button>
        <SpeedSelect
          rates={rates}
          rate={rate}
          onRate={(next) => {
            setRate(next);
            if (video.current) video.current.playbackRate = next;
          }}
        />
        {captions.length > 0 && (
          <Button
            size="xs"
            variant={captionsOn ? 'solid' : 'outline'}
            aria-pressed={captionsOn}
            onClick={() => showCaptions(!captionsOn)}
          >
            {t('kbMedia.video.captions')}
          </Button>
        )}
        <Button asChild size="xs" variant="outline">
          <a href={current} download>
            {t('kbMedia.download')}
          </a>
        </Button>
      </Flex>
    </Stack>
  );
}
