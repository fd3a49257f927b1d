// The people and organisation calls' fixed values without their schemas (spec people §§5, 8, 9):
// messages, defaults and limits. No zod, so the PWA's screens can use them without loading it;
// people.ts re-exports everything here next to the schemas built from it.

export const FIELD_REQUIRED = 'This field is required';
export const POSITION_NAME_REQUIRED = 'Please enter position name.';
export const POSITION_DELETE_CONFIRM = 'Are you sure you want to delete this position?';
export const DIVISION_DELETE_CONFIRM_TITLE = 'Are you sure?';
export const DIVISION_DELETE_CONFIRM_TEXT = 'Once deleted, you will not be able to recover this division!';
export const RESPONSIBILITY_NOT_FOUND = 'Responsibility not found';
export const FILE_NOT_FOUND = 'file not found';

export const POSITION_CREATE_FAILED = 'Error creating position';
export const STAFF_UPDATE_FAILED = 'Error updating staff';
export const STAFF_DELETE_FAILED = 'Error deleting staff!';
export const POSITION_DELETED = 'Position deleted successfully!';
export const STAFF_ADDED = 'Staff added successfully!';
export const DIVISION_CREATED = 'Division/Dept created successfully!';
export const DIVISION_UPDATED = 'Division/Dept updated successfully!';
export const PASSWORD_SET = 'Password set successfully!';
export const LINK_COPIED = 'Link Copied';
export const COPIED = 'Copied!';

// The server's refusals (400 `{field: [message]}` unless noted).
export const STAFF_INVITED = 'Invitation sent. They join the company when they accept it.';
/** Days an invitation to join a company can be accepted. */
export const INVITATION_TTL_DAYS = 14;
export const INVITATION_PENDING = 'This e-mail already has a pending invitation to this company.';
export const INVITATION_INVALID = 'This invitation link is invalid, expired or already answered.';
export const INVITATION_OTHER_EMAIL = 'This invitation was sent to another e-mail address.';
export const PERSON_MANAGES_OWN_IDENTITY =
  'This person also belongs to another company: only they can change their name, e-mail, phone, birth date or photo, in My Profile.';
export const EMAIL_CHANGED_BY_PERSON_ONLY =
  'Only the person can change the e-mail of an account in use, from My Profile; the new address confirms it.';
export const PASSWORD_WRONG = 'Your password was entered incorrectly.';
export const EMAIL_TAKEN = 'An account with this e-mail already exists.';
export const EMAIL_CHANGE_SENT = 'We sent a link to the new address. Your e-mail changes when you open it.';
export const EMAIL_CHANGE_INVALID = 'This confirmation link is invalid, expired or already used.';
/** Hours a link to confirm a new e-mail address stays valid. */
export const EMAIL_CHANGE_TTL_HOURS = 24;
export const STAFF_EMAIL_TAKEN = 'A staff member with this e-mail already exists in this company.';
export const STAFF_NOT_FOUND = 'Not found.';
export const DIVISION_NOT_FOUND = 'Choose a division of this company.';
export const POSITION_NOT_FOUND = 'Choose a position of this company.';
export const MANAGER_NOT_FOUND = 'Choose a staff member of this company.';
export const MANAGER_SELF = 'A staff member cannot be their own manager.';
export const POSITION_MANAGER_SELF = 'A position cannot report to itself.';
export const POSITION_MANAGER_CYCLE = 'A position cannot report to one of the positions under it.';
export const CANNOT_DELETE_SELF = 'You cannot delete your own account.';
// Phone numbers (phone.ts): what cannot be one, named as a phone number wherever it is shown.
export const PHONE_INVALID =
  'This is not a phone number. Enter it as (555) 000-1111, or with + and the country code, such as +44 20 7946 0958.';
export const PHONE_TOO_SHORT = 'This phone number is too short.';
export const PHONE_TOO_LONG = 'This phone number is too long.';
export const PHONE_EXTENSION = 'Enter the phone number without an extension.';
export const ACTIVATION_ALREADY_ACTIVE = 'This staff member has already set a password.';

export const DIVISION_DEFAULT_COLOR = '#0cb2fc';
export const DIVISION_DEFAULT_ORDER = 1;
/** §9's mask (999) 999-9999 as an example: what a phone field shows while empty. */
export const PHONE_PLACEHOLDER = '(555) 000-1111';
/** §9: pickers load this many responsibilities. */
export const RESPONSIBILITY_PICKER_PAGE_SIZE = 100;
/** Rows accepted by one bulk call (a spreadsheet of a whole company fits in a few calls). */
export const BULK_MAX_ITEMS = 1000;

/** The user types a staff member can have; the slug admin unlocks the admin settings (shell §6). */
export const USER_TYPES = [
  { user_type: 'Admin', user_type_slug: 'admin' },
  { user_type: 'Manager', user_type_slug: 'manager' },
  { user_type: 'Staff', user_type_slug: 'staff' },
] as const;
export type UserTypeSlug = (typeof USER_TYPES)[number]['user_type_slug'];

/** Employee List sorting (ordering=field or -field). */
export const STAFF_ORDERINGS = ['first_name', 'last_name', 'email', 'division', 'position', 'created_at'] as const;
export type StaffOrdering = (typeof STAFF_ORDERINGS)[number];

export const ACTION_HISTORY_ENTITIES = [
  'staff',
  'position',
  'responsibility',
  'employee_responsibility',
  'division',
  'org_chart',
  'outbound_email',
  'custom_field',
  'file_type',
  'company_file',
  'custom_view',
  'company_motto',
  'esign_request',
  'staff_invitation',
  /** A punch an attendance admin corrected on a timesheet (issue 24). */
  'clock_punch',
  /** Time-clock kiosks and staff PINs (issue 24; the PIN itself is never recorded). */
  'kiosk',
  'staff_pin',
  /** The schedule (issue 24): shifts and template weeks. */
  'shift',
  'shift_template',
] as const;
export type ActionHistoryEntity = (typeof ACTION_HISTORY_ENTITIES)[number];

// Photos and employee files (§7 upload_photo/, upload_employee_file/).
export const STAFF_PHOTO_MAX_BYTES = 2 * 1024 * 1024;
/** Raster formats only: an SVG photo could carry script. */
export const STAFF_PHOTO_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const STAFF_PHOTO_TOO_LARGE = 'The photo must be at most 2 MB.';
export const STAFF_PHOTO_BAD_TYPE = 'Upload a PNG, JPEG or WebP image.';
export const STAFF_FILE_MAX_BYTES = 10 * 1024 * 1024;
export const STAFF_FILE_TOO_LARGE = 'The file must be at most 10 MB.';
export const STAFF_FILE_BAD_TYPE = 'Upload a PDF, an image, or a Word or Excel document.';
export const STAFF_FILE_MISSING = 'Choose a file to upload.';

// Company data (§8 successes; "similar for custom field definitions and choices").
export const FILE_TYPE_CREATED = 'File type created successfully!';
export const FILE_TYPE_UPDATED = 'File type updated successfully!';
export const FILE_TYPE_DELETED = 'File type deleted successfully!';
export const COMPANY_FILE_UPLOADED = 'Company file uploaded successfully!';
export const COMPANY_FILE_UPDATED = 'Company file updated successfully!';
export const COMPANY_FILE_DELETED = 'Company file deleted successfully!';
export const CUSTOM_FIELD_CREATED = 'Custom field created successfully!';
export const CUSTOM_FIELD_UPDATED = 'Custom field updated successfully!';
export const CUSTOM_FIELD_DELETED = 'Custom field deleted successfully!';
export const CHOICE_CREATED = 'Choice created successfully!';
export const CHOICE_UPDATED = 'Choice updated successfully!';
export const CHOICE_DELETED = 'Choice deleted successfully!';
export const CUSTOM_FIELD_CHOICE_INVALID = 'Choose one of this field’s choices.';
export const CUSTOM_FIELD_VALUE_INVALID = 'Enter a value of this field’s type.';

/** The kinds of custom field a company defines. */
export const CUSTOM_FIELD_TYPES = ['text', 'number', 'date', 'choice', 'boolean'] as const;

/** The Company Motto (settings anchor #company-motto, profile admins): one short line, may be empty. */
export const COMPANY_MOTTO_MAX_LENGTH = 300;

/** System Emails: resending one of these kinds e-mails a fresh password link (the old one stops working). */
export const FRESH_LINK_EMAIL_KINDS: readonly string[] = ['set_password', 'password_reset'];

/**
 * How long the app offers to undo a deletion of a custom field, a choice or a file type (issue 21);
 * the server keeps what was deleted a little longer (server/modules/people/trash.ts).
 */
export const UNDO_WINDOW_MS = 10_000;

// A division's geofence (issue 24): the messages of its fields, under the field at fault.
export const GEOFENCE_LATITUDE_RANGE = 'Enter a latitude between -90 and 90.';
export const GEOFENCE_LONGITUDE_RANGE = 'Enter a longitude between -180 and 180.';
export const GEOFENCE_RADIUS_RANGE = 'Enter a radius of 1 to 100000 metres.';
export const GEOFENCE_INCOMPLETE = 'Give the latitude, longitude and radius together, or none of them.';
