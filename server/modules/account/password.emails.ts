// The text of the password e-mails. Plain text: it reads the same in every client and in System
// Emails, where admins see what was sent, with the links' secrets hidden (hidePasswordLinks).
import { PASSWORD_LINKS, PASSWORD_RESET_TTL_MINUTES, SET_PASSWORD_TTL_DAYS } from '../../../contract/account';
import type { EmailMessage } from '../../lib/mailer';

interface Recipient {
  companyId: number;
  email: string;
}

export function passwordResetEmail(publicUrl: string, to: Recipient, uuid: string, token: string): EmailMessage {
  const link = `${publicUrl}${PASSWORD_LINKS.resetConfirm(uuid, token)}`;
  return {
    companyId: to.companyId,
    to: to.email,
    kind: 'password_reset',
    subject: 'Reset your Groundwork password',
    text: [
      `Someone asked to reset the password of the Groundwork account ${to.email}.`,
      '',
      `Open this link within ${PASSWORD_RESET_TTL_MINUTES} minutes to choose a new password:`,
      link,
      '',
      'If you did not ask for this, ignore this e-mail: your password stays as it is.',
    ].join('\n'),
  };
}

export function setPasswordEmail(
  publicUrl: string,
  to: Recipient,
  companyName: string,
  uuid: string,
  token: string,
): EmailMessage {
  const link = `${publicUrl}${PASSWORD_LINKS.setPassword(uuid, token)}`;
  return {
    companyId: to.companyId,
    to: to.email,
    kind: 'set_password',
    subject: `You have been invited to ${companyName} on Groundwork`,
    text: [
      `${companyName} has added you to Groundwork with the e-mail ${to.email}.`,
      '',
      `Open this link within ${SET_PASSWORD_TTL_DAYS} days to choose your password and sign in:`,
      link,
    ].join('\n'),
  };
}

const HIDDEN = '[hidden]';
// The secret parts of PASSWORD_LINKS: whoever holds them can choose the account's password.
const RESET_LINK = /(\/auth\/reset-password-confirm\/)[^\s/?#]+\/[^\s/?#]+/g;
const SET_LINK = /(\/auth\/set-password\/)[^\s/?#]+\?token=[^\s&#]+/g;

/**
 * `text` with the uuid and token of every reset or set-password link replaced by "[hidden]", and
 * whether there was one. For showing a stored e-mail to someone other than its recipient.
 */
export function hidePasswordLinks(text: string): { text: string; hidden: boolean } {
  const hidden = text.replace(RESET_LINK, `$1${HIDDEN}`).replace(SET_LINK, `$1${HIDDEN}`);
  return { text: hidden, hidden: hidden !== text };
}
