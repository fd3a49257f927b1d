// The server answers in English (contract/people-constants.ts). The identity messages — invitations,
// account fields only their owner changes, e-mail changes — are worded for the person reading
// them, so they are translated here, as are the phone refusals (src/lib/phone-messages.ts); anything
// else is shown as the server wrote it.
import type { TFunction } from 'i18next';
import {
  EMAIL_CHANGE_SENT,
  EMAIL_CHANGED_BY_PERSON_ONLY,
  EMAIL_TAKEN,
  INVITATION_PENDING,
  PASSWORD_WRONG,
  PERSON_MANAGES_OWN_IDENTITY,
  STAFF_INVITED,
} from '../../../../contract/people-constants';
import { errorMessages, ValidationApiError } from '../../../api/errors';
import { translatePhoneMessage } from '../../../lib/phone-messages';

const KNOWN: Record<string, string> = {
  [STAFF_INVITED]: 'people.serverMessages.staffInvited',
  [INVITATION_PENDING]: 'people.serverMessages.invitationPending',
  [PERSON_MANAGES_OWN_IDENTITY]: 'people.serverMessages.personManagesOwnIdentity',
  [EMAIL_CHANGED_BY_PERSON_ONLY]: 'people.serverMessages.emailChangedByPersonOnly',
  [PASSWORD_WRONG]: 'people.serverMessages.passwordWrong',
  [EMAIL_TAKEN]: 'people.serverMessages.emailTaken',
  [EMAIL_CHANGE_SENT]: 'people.serverMessages.emailChangeSent',
};

export function translatePeopleMessage(t: TFunction, message: string): string {
  const key = KNOWN[message];
  return key ? t(key, { defaultValue: message }) : translatePhoneMessage(t, message);
}

/**
 * errorMessages() with the identity messages translated (they are whole sentences, so they go
 * without the "Field: " prefix the others get).
 */
export function peopleErrorMessages(t: TFunction, error: unknown): string[] {
  if (!(error instanceof ValidationApiError)) return errorMessages(error);
  return Object.entries(error.fields).flatMap(([field, messages]) =>
    messages.map((m) =>
      KNOWN[m]
        ? translatePeopleMessage(t, m)
        : errorMessages(new ValidationApiError({ [field]: [translatePhoneMessage(t, m)] })).join(' '),
    ),
  );
}

/** For the test: the English messages this module recognises. */
export const KNOWN_PEOPLE_MESSAGES = Object.keys(KNOWN);
