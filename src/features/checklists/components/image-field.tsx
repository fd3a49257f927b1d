// Photo and signature items: the picture (from this device until uploaded), and the camera input or
// the signature pad. Photos are compressed on the phone before they are kept.
import { Box, Button, Image, Stack, Text } from '@chakra-ui/react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { compressImage } from '../lib/compress-image';
import type { ItemFieldProps } from './item-field';
import { SignaturePad } from './signature-pad';
import { useImageUrl } from './use-image-url';

export function ImageField({ item, value, onImage, disabled }: ItemFieldProps) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const fileId = typeof value === 'string' ? value : null;
  const url = useImageUrl(fileId, fileId && item.value === fileId ? item.file_url : null);
  return (
    <Stack gap="2">
      {fileId &&
        (url ? (
          <Image
            src={url}
            alt={item.label}
            maxH="48"
            maxW="full"
            objectFit="contain"
            rounded="md"
            borderWidth="1px"
            data-testid={`image-${item.id}`}
          />
        ) : (
          <Text color="fg.muted">{t('checklists.fill.imageWaiting')}</Text>
        ))}
      {item.kind === 'photo' ? (
        <Box>
          <input
            ref={input}
            id={`item-${item.id}`}
            type="file"
            accept="image/*"
            capture="environment"
            hidden
            disabled={disabled}
            aria-label={item.label}
            onChange={async (event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) onImage(await compressImage(file));
            }}
          />
          <Button size="sm" variant="outline" disabled={disabled} onClick={() => input.current?.click()}>
            {fileId ? t('checklists.fill.retakePhoto') : t('checklists.fill.takePhoto')}
          </Button>
        </Box>
      ) : (
        !disabled && <SignaturePad label={item.label} onSave={onImage} />
      )}
    </Stack>
  );
}
