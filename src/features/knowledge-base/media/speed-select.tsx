// The playback speed picker of the video and audio players: the rates offered and the current one;
// the player sets its element's speed.
import { NativeSelect } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

interface SpeedSelectProps {
  rates: readonly number[];
  rate: number;
  onRate: (rate: number) => void;
}

export function SpeedSelect({ rates, rate, onRate }: SpeedSelectProps) {
  const { t } = useTranslation();
  return (
    <NativeSelect.Root size="xs" width="auto">
      <NativeSelect.Field
        aria-label={t('kbMedia.speed')}
        value={String(rate)}
        onChange={(e) => onRate(Number(e.currentTarget.value))}
      >
        {rates.map((r) => (
          <option key={r} value={r}>
            {r}×
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
