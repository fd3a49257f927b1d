// What the person sees of the front camera on the kiosk: the live picture (mirrored, as people
// expect of a front camera; the still is not), or a line saying the punch goes without a photo.
// Mounted only while the camera is wanted; the clock takes the still through `captureRef`.
import { Box, Text } from '@chakra-ui/react';
import { useEffect, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useFrontCamera } from './use-front-camera';

export type CaptureStill = () => Promise<Blob | null>;

export function FrontCamera({ captureRef }: { captureRef: RefObject<CaptureStill | null> }) {
  const { t } = useTranslation();
  const { status, videoRef, capture } = useFrontCamera();

  useEffect(() => {
    captureRef.current = capture;
    return () => {
      captureRef.current = null;
    };
  }, [captureRef, capture]);

  return (
    <Box textAlign="center" data-testid="kiosk-camera" data-status={status}>
      {status === 'unavailable' ? (
        <Text color="orange.fg" fontSize="lg" role="status">
          {t('kiosk.photo.cameraUnavailable')}
        </Text>
      ) : (
        <>
          <video
            ref={videoRef}
            aria-label={t('kiosk.photo.preview')}
            muted
            playsInline
            autoPlay
            style={{
              width: '240px',
              maxWidth: '100%',
              borderRadius: '12px',
              transform: 'scaleX(-1)',
              margin: '0 auto',
            }}
          />
          <Text color="fg.muted" mt="2">
            {status === 'starting' ? t('kiosk.photo.cameraStarting') : t('kiosk.photo.cameraReady')}
          </Text>
        </>
      )}
    </Box>
  );
}
