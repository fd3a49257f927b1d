// The device storage cap (issue 18.2): how much the app may keep for offline use on each device of
// a company's people — downloaded courses and the photos of checklists, what grows with use. A
// company admin sets it; every device reads it, shows it with what is kept and what the app takes
// in all, and when over it removes the oldest course downloads and kept photos first. The app's own
// files, unsent changes and drafts are not counted (no removal could bring them under a cap). Constants and
// types only, no zod: the Pending changes screen imports them (the schemas are in device-storage.ts).

/** The cap a company starts with, in megabytes (10^6 bytes, as formatBytes reads them). */
export const DEVICE_STORAGE_CAP_DEFAULT_MB = 200;
/** Below this a phone could not keep one course with its pictures. */
export const DEVICE_STORAGE_CAP_MIN_MB = 10;
/** 20 GB: more than any phone gives one site. */
export const DEVICE_STORAGE_CAP_MAX_MB = 20_000;

export const DEVICE_STORAGE_CAP_INVALID = `Enter a whole number of megabytes from ${DEVICE_STORAGE_CAP_MIN_MB} to ${DEVICE_STORAGE_CAP_MAX_MB}.`;

/** GET and PATCH company/api/device-storage/. */
export interface DeviceStorageSettings {
  /** The most the app keeps on one device, in megabytes. */
  device_storage_cap_mb: number;
}
