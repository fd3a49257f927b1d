// POST account/api/support-message/: the support panel's message, stored as an e-mail to the
// product's support address (SUPPORT_EMAIL) naming the sender and their company, and delivered by
// SMTP after commit when configured. Not to the company's admins: a new owner asking for help is
// their company's only admin and would write to themselves (issue 21). Without a support address the
// message is refused with a sentence saying so, and GET account/api/support/ lets the panel say it
// before anyone types. Limited per user.
import { NON_FIELD_ERRORS } from '../../../contract/error-codes';
import { SUPPORT_MESSAGE_SENT, SUPPORT_NOT_CONFIGURED, supportMessageRequestSchema } from '../../../contract/support';
import type { SupportSettings } from '../../../contract/support';
import { ValidationError } from '../../lib/errors';
import { hitRateLimit } from '../../lib/rate-limit';
import { route } from '../../lib/route';

const LIMIT = { limit: 10, windowSeconds: 60 * 60 };

export const supportRoutes = [
  route({
    method: 'GET',
    url: '/account/api/support/',
    handler: async ({ deps }): Promise<SupportSettings> => ({ support_email: deps.config.supportEmail ?? null }),
  }),
  route({
    method: 'POST',
    url: '/account/api/support-message/',
    body: supportMessageRequestSchema,
    transaction: false,
    handler: async ({ db, deps, auth, body, request }) => {
      const support = deps.config.supportEmail;
      if (!support) throw new ValidationError({ [NON_FIELD_ERRORS]: [SUPPORT_NOT_CONFIGURED] });
      await hitRateLimit(db, `support-message:${auth.userId}`, LIMIT);
      const id = await db.transaction().execute(async (trx) => {
        const sender = await trx
          .selectFrom('users')
          .select(['first_name', 'last_name', 'email'])
          .where('id', '=', auth.userId)
          .executeTakeFirstOrThrow();
        const company = await trx
          .selectFrom('companies')
          .select('company_name')
          .where('id', '=', auth.companyId)
          .executeTakeFirstOrThrow();
        const name = `${sender.first_name} ${sender.last_name}`.trim() || sender.email;
        const text = [
          `${name} <${sender.email}> of ${company.company_name} (company ${auth.companyId}) asked for help (${body.reason}).`,
          body.page_url ? `Page: ${body.page_url}` : '',
          '',
          body.message,
        ]
          .filter((line, i) => line !== '' || i === 2)
          .join('\n');
        return deps.mailer.queue(trx, {
          companyId: auth.companyId,
          to: support,
          subject: `Support request from ${name} (${company.company_name}, company ${auth.companyId})`,
          text,
          kind: 'support_message',
        });
      });
      deps.mailer.deliver(db, [id]).catch((err: unknown) => request.log.error({ err }, 'support e-mail delivery'));
      return { detail: SUPPORT_MESSAGE_SENT };
    },
  }),
];
