// A kiosk punch's photo in the admin's lists (the kiosk's punches, Clock Ins): a small thumbnail
// that opens the photo in a dialog. Both come from the same authenticated fetch (api/punch-photo.ts).
import { Box, Button, CloseButton, Dialog, Image, Portal, Spinner, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePunchPhotoUrl } from '../api/punch-photo';

export function PunchPhoto({ path, name, time }: { path: string; name: string; time: string }) {
  const { t } = useTranslation();
  const { url, isError } = usePunchPhotoUrl(path);
  const [open, setOpen] = useState(false);
  const alt = t('kiosk.photo.photoOf', { name, time });
  if (isError)
    return (
      <Text color="fg.error" fontSize="xs">
        {t('kiosk.photo.loadFailed')}
      </Text>
    );
  return (
    <>
      <Button
        variant="plain"
        p="0"
        h="auto"
        minW="0"
        aria-label={t('kiosk.photo.open', { name })}
        onClick={() => setOpen(true)}
        disabled={!url}
      >
        {url ? (
          <Image src={url} alt={alt} boxSize="10" objectFit="cover" rounded="md" borderWidth="1px" />
        ) : (
          <Box boxSize="10" display="grid" placeItems="center">
            <Spinner size="xs" />
          </Box>
        )}
      </Button>
      <Dialog.Root open={open} onOpenChange={(d) => setOpen(d.open)} size="md">
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content>
              <Dialog.Header>
                <Dialog.Title>{alt}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>{url && <Image src={url} alt={alt} w="full" rounded="md" />}</Dialog.Body>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label={t('kiosk.photo.close')} />
              </Dialog.CloseTrigger>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </>
  );
}
