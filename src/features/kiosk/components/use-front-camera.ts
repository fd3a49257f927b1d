// The kiosk's front camera while a person chooses what to record (issue 24): started when the
// component using it mounts (the kiosk takes photos and the person's PIN was right), stopped when it
// unmounts (the screen left them: the camera light goes off between people). Refused, absent or
// failing, it says "unavailable" and the punch is made without a photo: a camera never stands
// between a person and their punch.
import { useCallback, useEffect, useRef, useState } from 'react';
import { captureStill } from '../lib/capture-still';

export type CameraStatus = 'starting' | 'ready' | 'unavailable';

const cameraSupported = () => typeof navigator !== 'undefined' && !!navigator.mediaDevices?.getUserMedia;

/** Shows `stream` in `video` and waits until it plays (its frame size is then known). */
async function show(video: HTMLVideoElement, stream: MediaStream) {
  if (video.srcObject !== stream) video.srcObject = stream;
  await video.play().catch(() => {});
}

export function useFrontCamera() {
  const video = useRef<HTMLVideoElement | null>(null);
  const streamRef = useRef<MediaStream | null>(null);
  const [status, setStatus] = useState<CameraStatus>(() => (cameraSupported() ? 'starting' : 'unavailable'));

  // A callback ref: the <video> may mount before or after the camera answers.
  const videoRef = useCallback((element: HTMLVideoElement | null) => {
    video.current = element;
    if (element && streamRef.current) void show(element, streamRef.current);
  }, []);

  useEffect(() => {
    if (!cameraSupported()) return;
    let cancelled = false;
    navigator.mediaDevices.getUserMedia({ video: { facingMode: 'user', width: { ideal: 640 } }, audio: false }).then(
      async (stream) => {
        if (cancelled) return stream.getTracks().forEach((track) => track.stop());
        streamRef.current = stream;
        if (video.current) await show(video.current, stream);
        if (!cancelled) setStatus('ready');
      },
      () => !cancelled && setStatus('unavailable'),
    );
    return () => {
      cancelled = true;
      streamRef.current?.getTracks().forEach((track) => track.stop());
      streamRef.current = null;
      if (video.current) video.current.srcObject = null;
    };
  }, []);

  /** A still of the current frame, or null when the camera is not ready or the frame failed. */
  const capture = useCallback(async (): Promise<Blob | null> => {
    if (!video.current || !streamRef.current) return null;
    try {
      return await captureStill(video.current);
    } catch {
      return null;
    }
  }, []);

  return { videoRef, status, capture };
}
