// The server's English messages the auth pages translate are the words the contract's schemas
// answer with (the contract's constants are imported by server-messages.ts itself), and every one
// has an English and a Spanish translation.
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { passwordResetConfirmSchema, signupRequestSchema } from '../../../../contract/account';
import es from '../../../../public/locales/es/translation.json';
import '../../../test/i18n';
import { KNOWN_SERVER_MESSAGES, translateServerMessage } from './server-messages';

describe('server messages', () => {
  it("include the messages of the contract's schemas", () => {
    const valid = { company_name: 'C', first_name: 'F', email: 'a@b.co', password: 'x'.repeat(8) };
    const messages = [
      signupRequestSchema.safeParse({ ...valid, password: 'x' }),
      signupRequestSchema.safeParse({ ...valid, password: 'x'.repeat(257) }),
      signupRequestSchema.safeParse({ ...valid, email: 'nope' }),
      signupRequestSchema.safeParse({ ...valid, first_name: ' ' }),
      passwordResetConfirmSchema.safeParse({ uuid: 'nope', token: 't', new_password: 'x'.repeat(8) }),
    ].flatMap((result) => result.error?.issues.map((issue) => issue.message) ?? ['(valid)']);
    for (const message of messages) expect(KNOWN_SERVER_MESSAGES).toContain(message);
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
