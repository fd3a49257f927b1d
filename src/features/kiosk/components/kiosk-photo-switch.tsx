// "Take a photo at each punch" for one kiosk on the kiosks screen (off by default). Saved at once;
// the kiosk hears it with its next roster (when it opens, every five minutes, back online).
import { Switch } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { Kiosk } from '../../../../contract/kiosk';
import { notify } from '../../../ui/toaster';
import { useUpdateKiosk } from '../api/update-kiosk';

export function KioskPhotoSwitch({ kiosk }: { kiosk: Kiosk }) {
  const { t } = useTranslation();
  const update = useUpdateKiosk();
  const checked = update.isPending ? update.variables.take_photos : kiosk.take_photos;

  async function change(takePhotos: boolean) {
    try {
      await update.mutateAsync({ id: kiosk.id, take_photos: takePhotos });
      notify('success', t(takePhotos ? 'kiosk.photo.turnedOn' : 'kiosk.photo.turnedOff', { name: kiosk.name }));
    } catch {
      notify('error', t('kiosk.photo.saveFailed'));
    }
  }

  return (
    <Switch.Root
      checked={checked}
      disabled={kiosk.revoked_at !== null || update.isPending}
      onCheckedChange={(d) => void change(d.checked)}
      colorPalette="teal"
      size="sm"
    >
      <Switch.HiddenInput aria-label={`${t('kiosk.photo.setting')}: ${kiosk.name}`} />
      <Switch.Control />
    </Switch.Root>
  );
}
