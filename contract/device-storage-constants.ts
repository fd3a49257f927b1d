// The device storage cap (issue 18.2): how much the app may keep on each device of a company's
// people — the offline working set, downloaded courses and the photos of checklists. A company
// admin sets it; every device reads it, shows it with what the device uses, and when over it removes
// the oldest course downloads and kept photos first, never unsent changes or drafts. Constants and
// types only, no zod: the Pending changes screen imports them (the schemas are in device-storage.ts).

/** The cap a company starts with, in megabytes (10^6 bytes, as formatBytes reads them). */
export const DEVICE_STORAGE_CAP_DEFAULT_MB = 200;
/** Below this a phone could not keep even the app's own files and one course. */
export const DEVICE_STORAGE_CAP_MIN_MB = 10;
/** 20 GB: more than any phone gives one site. */
export const DEVICE_STORAGE_CAP_MAX_MB = 20_000;

export const DEVICE_STORAGE_CAP_INVALID = `Enter a whole number of megabytes from ${DEVICE_STORAGE_CAP_MIN_MB} to ${DEVICE_STORAGE_CAP_MAX_MB}.`;

/** GET and PATCH company/api/device-storage/. */
export interface DeviceStorageSettings {
  /** The most the app keeps on one device, in megabytes. */
  device_storage_cap_mb: number;
}
