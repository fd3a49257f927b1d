// The device storage cap's request schema (constants and the answer's type: device-storage-constants.ts).
import { z } from 'zod';
import {
  DEVICE_STORAGE_CAP_INVALID,
  DEVICE_STORAGE_CAP_MAX_MB,
  DEVICE_STORAGE_CAP_MIN_MB,
} from './device-storage-constants';

export * from './device-storage-constants';

const isCap = (value: unknown): value is number =>
  typeof value === 'number' &&
  Number.isInteger(value) &&
  value >= DEVICE_STORAGE_CAP_MIN_MB &&
  value <= DEVICE_STORAGE_CAP_MAX_MB;

/**
 * PATCH company/api/device-storage/: the new cap, a whole number of megabytes within the range. One
 * check with one message for every wrong value: zod's own type checks (z.number().int()) report
 * "invalid_type", which the server's error mapping words as "This field is required" even for a
 * value that was sent (text, a fraction, null).
 */
export const deviceStorageSettingsPatchSchema = z.object({
  device_storage_cap_mb: z.custom<number>(isCap, { error: DEVICE_STORAGE_CAP_INVALID }),
});
