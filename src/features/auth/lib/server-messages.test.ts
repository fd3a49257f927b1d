// The server's English messages the auth pages translate are the contract's and the server's own
// words, and every one has an English and a Spanish translation.
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import * as contract from '../../../../contract/account';
import es from '../../../../public/locales/es/translation.json';
import '../../../test/auth-i18n';
import { KNOWN_SERVER_MESSAGES, translateServerMessage } from './server-messages';

describe('server messages', () => {
  it('include the contract messages the auth calls answer with', () => {
    for (const message of [
      contract.EMAIL_TAKEN,
      contract.PASSWORD_TOKEN_INVALID,
      contract.OLD_PASSWORD_WRONG,
      `Password must be at least ${contract.PASSWORD_MIN_LENGTH} characters.`,
    ]) {
      expect(KNOWN_SERVER_MESSAGES).toContain(message);
    }
  });

  it('read the same in English and are translated in Spanish', () => {
    i18next.addResourceBundle('es', 'translation', es, true, true);
    for (const message of KNOWN_SERVER_MESSAGES.filter((m) => m !== 'Invalid reset link.')) {
      expect(translateServerMessage(i18next.getFixedT('en'), message)).toBe(message);
      expect(translateServerMessage(i18next.getFixedT('es'), message)).not.toBe(message);
    }
    expect(translateServerMessage(i18next.getFixedT('es'), 'Something new')).toBe('Something new');
  });
});
