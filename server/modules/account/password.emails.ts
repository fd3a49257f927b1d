// The text of the password e-mails. Plain text: it reads the same in every client and in System
// Emails, where admins see what was sent, with the links' secrets hidden (server/lib/link-secrets.ts).
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
