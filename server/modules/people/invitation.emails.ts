// The invitation e-mail: plain text, like the password e-mails. It names who invited whom to what,
// and links to the page where the person accepts or declines; nothing joins until they do.
import { IDENTITY_LINKS } from '../../../contract/account';
import { INVITATION_TTL_DAYS } from '../../../contract/people-constants';
import type { EmailMessage } from '../../lib/mailer';

export function invitationEmail(
  publicUrl: string,
  to: { companyId: number; email: string; companyName: string; inviterName: string | null; id: string; token: string },
): EmailMessage {
  const link = `${publicUrl}${IDENTITY_LINKS.invitation(to.id, to.token)}`;
  const who = to.inviterName ? `${to.inviterName} of ${to.companyName}` : to.companyName;
  return {
    companyId: to.companyId,
    to: to.email,
    kind: 'staff_invitation',
    subject: `${to.companyName} invites you to join them on Groundwork`,
    text: [
      `${who} invites you to join ${to.companyName} on Groundwork, with your account ${to.email}.`,
      '',
      `Open this link within ${INVITATION_TTL_DAYS} days to accept or decline:`,
      link,
      '',
      'You can also accept it in the app, signed in as this e-mail. Until you accept, the company sees',
      'nothing of your account. If you do not know them, ignore this e-mail.',
    ].join('\n'),
  };
}
