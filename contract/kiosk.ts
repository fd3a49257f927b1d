// The time-clock kiosk (issue 24): staff PINs, kiosk devices and what a kiosk calls with its
// device credential (its roster with PIN verifiers, and punches attributed to a staff member).
// PIN hashes are never part of any answer: an admin sees only whether a person has a PIN.
import { z } from 'zod';
import { clockRequestSchema, punchSchema } from './attendance';
import { PIN_PATTERN, VERIFIER_ALGORITHM } from './kiosk-constants';

export * from './kiosk-constants';

export const pinSchema = z.string().regex(PIN_PATTERN, { error: 'Enter a PIN of 4 to 8 digits.' });

export const setPinRequestSchema = z.object({ pin: pinSchema });
export type SetPinRequest = z.infer<typeof setPinRequestSchema>;

export const staffPinStatusSchema = z.object({
  staff: z.number().int(),
  has_pin: z.boolean(),
  updated_at: z.string().nullable(),
});
export type StaffPinStatus = z.infer<typeof staffPinStatusSchema>;

export const kioskSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The credential's first characters, to tell kiosks apart; not enough to use it. */
  credential_prefix: z.string(),
  created_at: z.string(),
  created_by_name: z.string().nullable(),
  revoked_at: z.string().nullable(),
  last_seen_at: z.string().nullable(),
  /** Whether the kiosk takes a photo with the front camera at each punch (off by default). */
  take_photos: z.boolean(),
});
export type Kiosk = z.infer<typeof kioskSchema>;

/** What an attendance admin changes on a kiosk (PATCH inout/api/kiosks/{id}/). */
export const updateKioskRequestSchema = z.object({ take_photos: z.boolean() });
export type UpdateKioskRequest = z.infer<typeof updateKioskRequestSchema>;

export const createKioskRequestSchema = z.object({
  name: z.string().trim().min(1, { error: 'Enter a name for this kiosk.' }).max(100),
});
export type CreateKioskRequest = z.infer<typeof createKioskRequestSchema>;

/** 201 of creating a kiosk: the only answer that ever carries its credential. */
export const createdKioskSchema = kioskSchema.extend({ credential: z.string() });
export type CreatedKiosk = z.infer<typeof createdKioskSchema>;

export const kioskListSchema = z.object({ results: z.array(kioskSchema) });
export type KioskList = z.infer<typeof kioskListSchema>;

export const rosterPersonSchema = z.object({
  staff: z.number().int(),
  name: z.string(),
  /** The person's salt of the first PBKDF2 step (base64url). */
  salt: z.string(),
  /** The second step's result for this kiosk (base64url). */
  verifier: z.string(),
});
export type RosterPerson = z.infer<typeof rosterPersonSchema>;

/** What a kiosk keeps to clock people offline: names, ids and PIN verifiers; no profiles. */
export const kioskRosterSchema = z.object({
  kiosk: z.object({
    id: z.number().int(),
    name: z.string(),
    company_name: z.string(),
    /** Take a photo at each punch: the kiosk's setting, told to the device with its roster. */
    take_photos: z.boolean(),
  }),
  verifier: z.object({
    algorithm: z.literal(VERIFIER_ALGORITHM),
    pin_iterations: z.number().int(),
    kiosk_iterations: z.number().int(),
    kiosk_salt: z.string(),
  }),
  people: z.array(rosterPersonSchema),
});
export type KioskRoster = z.infer<typeof kioskRosterSchema>;

/**
 * A punch a kiosk records for a staff member whose PIN it checked. JSON, or with its photo a
 * multipart form: this as JSON in the field `punch` and the image in `photo` (KIOSK_PHOTO_FIELD).
 * `no_photo`: the kiosk takes photos but could not this time (camera refused or absent).
 */
export const kioskPunchRequestSchema = clockRequestSchema
  .pick({ action: true, client_time: true, timezone: true, recorded_offline: true })
  .extend({ staff: z.number().int().positive(), no_photo: z.boolean().optional() });
export type KioskPunchRequest = z.infer<typeof kioskPunchRequestSchema>;

export const kioskPunchSchema = punchSchema.extend({
  kiosk: z.number().int(),
  pin_checked_on_device: z.boolean(),
  /** Where attendance admins see the punch's photo (with their token), or null without one. */
  photo: z.string().nullable(),
});
export type KioskPunch = z.infer<typeof kioskPunchSchema>;

export const kioskPunchListSchema = z.object({ results: z.array(kioskPunchSchema) });
