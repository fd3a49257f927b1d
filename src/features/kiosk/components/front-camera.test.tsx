// The kiosk's front camera at a punch, with getUserMedia mocked (jsdom has no camera): with photos
// on, the camera is asked for its front ('user') side once the PIN is right, the punch is queued
// with its still as one multipart body, and the camera is stopped when the screen leaves the person.
// Refused or absent, the punch is queued anyway, flagged no_photo, and the person is told.
import 'fake-indexeddb/auto';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { pbkdf2Sync } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  kioskDatabase,
  queueKioskPunch,
  saveKioskDevice,
  saveRoster,
  type KioskDevice,
} from '../../../offline/kiosk-store';
import { renderWithProviders } from '../../../test/render';
import type * as KioskStore from '../../../offline/kiosk-store';
import { kioskPunchBody, registerKioskClockKind, type QueuedKioskPunch } from '../offline/kiosk-clock-kind';
import { KioskClock } from './kiosk-clock';

// jsdom's Blob does not survive fake-indexeddb's structured clone (a browser's IndexedDB keeps it:
// the kiosk journey checks that), so the queued punch is also read as it was handed to the outbox.
vi.mock('../../../offline/kiosk-store', async (importOriginal) => {
  const actual = await importOriginal<typeof KioskStore>();
  return { ...actual, queueKioskPunch: vi.fn(actual.queueKioskPunch) };
});
const queued = () => vi.mocked(queueKioskPunch).mock.calls.at(-1)![1] as QueuedKioskPunch;

const verifier = { algorithm: 'pbkdf2-sha256-2', pin_iterations: 1_000, kiosk_iterations: 10, kiosk_salt: 'k' };
function person(staff_id: number, name: string, pin: string) {
  const salt = `salt-${staff_id}`;
  const key = pbkdf2Sync(pin, Buffer.from(salt), verifier.pin_iterations, 32, 'sha256');
  const v = pbkdf2Sync(key, Buffer.from(`${verifier.kiosk_salt}.${salt}`), verifier.kiosk_iterations, 32, 'sha256');
  return { staff_id, name, salt, verifier: v.toString('base64url') };
}
const roster = [person(7, 'Raj Rao', '4821')];
const device: KioskDevice = {
  kioskId: 3,
  name: 'Front',
  companyName: 'Acme',
  credential: 'gwk_x',
  verifier,
  rosterAt: Date.now(),
  takePhotos: true,
};
/** The still the stubbed canvas encodes: a JPEG's first bytes are enough for the body. */
const STILL = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4]);

const tap = (name: string) => fireEvent.click(screen.getByRole('button', { name, exact: true } as never));
async function clockIn() {
  tap('Raj Rao');
  await waitFor(() => expect(screen.getByRole('button', { name: '1' })).toBeEnabled());
  for (const d of '4821') tap(d);
  tap('OK');
  return screen.findByRole('button', { name: 'Clock in' });
}

const stop = vi.fn();
const drawImage = vi.fn();
function cameraAnswers(answer: 'granted' | 'refused' | 'absent') {
  const getUserMedia = vi.fn(() =>
    answer === 'granted'
      ? Promise.resolve({ getTracks: () => [{ stop }] } as unknown as MediaStream)
      : Promise.reject(new DOMException('Permission denied', 'NotAllowedError')),
  );
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    value: answer === 'absent' ? undefined : { getUserMedia },
  });
  return getUserMedia;
}

beforeEach(async () => {
  registerKioskClockKind();
  await kioskDatabase().delete();
  await kioskDatabase().open();
  await saveKioskDevice(device);
  await saveRoster(roster, verifier);
  vi.mocked(queueKioskPunch).mockClear();
  stop.mockReset();
  drawImage.mockReset();
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  vi.spyOn(HTMLVideoElement.prototype, 'videoWidth', 'get').mockReturnValue(1280);
  vi.spyOn(HTMLVideoElement.prototype, 'videoHeight', 'get').mockReturnValue(720);
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({
    drawImage,
  } as unknown as CanvasRenderingContext2D);
  vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation(function (callback, type) {
    callback(new Blob([STILL], { type }));
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  Reflect.deleteProperty(navigator, 'mediaDevices');
});

describe('the kiosk front camera', () => {
  it('takes a still from the front camera and queues it with the punch in one multipart body', async () => {
    const getUserMedia = cameraAnswers('granted');
    renderWithProviders(<KioskClock device={device} roster={roster} onPunched={vi.fn()} />);
    const clockInButton = await clockIn();
    await waitFor(() => expect(screen.getByTestId('kiosk-camera')).toHaveAttribute('data-status', 'ready'));
    expect(getUserMedia).toHaveBeenCalledWith(
      expect.objectContaining({ video: expect.objectContaining({ facingMode: 'user' }) }),
    );
    fireEvent.click(clockInButton);
    expect(await screen.findByText(/^Clock in: Raj Rao at \d/)).toBeInTheDocument();

    // 480 px wide, the frame's proportions kept.
    expect(drawImage).toHaveBeenCalledWith(expect.anything(), 0, 0, 480, 270);
    expect(await kioskDatabase().outbox.count()).toBe(1);
    const input = queued();
    expect(input.photo?.type).toBe('image/jpeg');
    expect(new Uint8Array(await input.photo!.arrayBuffer())).toEqual(STILL);
    const body = kioskPunchBody(input) as Blob;
    expect(body.type).toMatch(/^multipart\/form-data; boundary=/);
    const text = new TextDecoder('latin1').decode(await body.arrayBuffer());
    expect(text).toContain('name="photo"; filename="punch.jpg"');
    expect(text).toContain('Content-Type: image/jpeg');
    const punch = JSON.parse(/name="punch"\r\n\r\n(.*)\r\n/.exec(text)![1]!);
    expect(punch).toMatchObject({ staff: 7, action: 'in' });
    expect(punch).not.toHaveProperty('no_photo');
    // Back to the list for the next person: the camera is off.
    await waitFor(() => expect(stop).toHaveBeenCalled());
    expect(screen.queryByTestId('kiosk-camera')).toBeNull();
  });

  it.each(['refused', 'absent'] as const)(
    'punches without a photo when the camera is %s, flagged no_photo',
    async (answer) => {
      cameraAnswers(answer);
      renderWithProviders(<KioskClock device={device} roster={roster} onPunched={vi.fn()} />);
      const clockInButton = await clockIn();
      expect(
        await screen.findByText('The camera is not available: your punch is recorded without a photo.'),
      ).toBeInTheDocument();
      fireEvent.click(clockInButton);
      expect(await screen.findByText(/^Clock in: Raj Rao at .*, without a photo$/)).toBeInTheDocument();
      const [item] = await kioskDatabase().outbox.toArray();
      expect(item!.body).toMatchObject({ staff: 7, action: 'in', no_photo: true });
    },
  );

  it('asks for no camera when the kiosk does not take photos', async () => {
    const getUserMedia = cameraAnswers('granted');
    renderWithProviders(<KioskClock device={{ ...device, takePhotos: false }} roster={roster} onPunched={vi.fn()} />);
    fireEvent.click(await clockIn());
    await screen.findByText(/^Clock in: Raj Rao at/);
    expect(getUserMedia).not.toHaveBeenCalled();
    const [item] = await kioskDatabase().outbox.toArray();
    expect(item!.body).not.toHaveProperty('no_photo');
  });
});
