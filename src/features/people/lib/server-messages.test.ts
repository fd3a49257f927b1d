// The identity messages the people screens translate read exactly as the server words them in
// English, and are translated in Spanish; any other message is shown as it came.
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { ValidationApiError } from '../../../api/errors';
import es from '../../../../public/locales/es/translation.json';
import '../../../test/i18n';
import { KNOWN_PEOPLE_MESSAGES, peopleErrorMessages, translatePeopleMessage } from './server-messages';

describe('people server messages', () => {
  it('read the same in English and are translated in Spanish', () => {
    i18next.addResourceBundle('es', 'translation', es, true, true);
    for (const message of KNOWN_PEOPLE_MESSAGES) {
      expect(translatePeopleMessage(i18next.getFixedT('en'), message)).toBe(message);
      expect(translatePeopleMessage(i18next.getFixedT('es'), message)).not.toBe(message);
    }
    expect(translatePeopleMessage(i18next.getFixedT('es'), 'Something new')).toBe('Something new');
  });

  it('keep the field prefix only for messages they do not know', () => {
    const error = new ValidationApiError({ email: [KNOWN_PEOPLE_MESSAGES[1]!], phone: ['Bad.'] });
    expect(peopleErrorMessages(i18next.getFixedT('en'), error)).toEqual([KNOWN_PEOPLE_MESSAGES[1], 'Phone: Bad.']);
  });
});
