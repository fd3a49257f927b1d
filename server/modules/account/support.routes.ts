// POST account/api/support-message/: the support panel's message, stored as an e-mail to each
// admin of the caller's company (System Emails) and, when SUPPORT_EMAIL is set, to the product's
// support with the company named; delivered by SMTP after commit when configured. Limited per user,
// since every message reaches every admin.
import { SUPPORT_MESSAGE_SENT, supportMessageRequestSchema } from '../../../contract/support';
import { hitRateLimit } from '../../lib/rate-limit';
import { route } from '../../lib/route';

const LIMIT = { limit: 10, windowSeconds: 60 * 60 };

export const supportRoutes = [
  route({
    method: 'POST',
    url: '/account/api/support-message/',
    body: supportMessageRequestSchema,
    transaction: false,
    handler: async ({ db, deps, auth, body, request }) => {
      await hitRateLimit(db, `support-message:${auth.userId}`, LIMIT);
      const ids = await db.transaction().execute(async (trx) => {
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
        const admins = await trx
          .selectFrom('staff')
          .innerJoin('users', 'users.id', 'staff.user_id')
          .select('users.email')
          .where('staff.company_id', '=', auth.companyId)
          .where('staff.is_active', '=', true)
          .where((eb) => eb.or([eb('staff.user_is_admin', '=', true), eb('staff.user_type_slug', '=', 'admin')]))
          .execute();
        const name = `${sender.first_name} ${sender.last_name}`.trim() || sender.email;
        const text = [
          `${name} <${sender.email}> asked for help (${body.reason}).`,
          body.page_url ? `Page: ${body.page_url}` : '',
          '',
          body.message,
        ]
          .filter((line, i) => line !== '' || i === 2)
          .join('\n');
        const support = deps.config.supportEmail;
        return Promise.all([
          ...admins.map((admin) =>
            deps.mailer.queue(trx, {
              companyId: auth.companyId,
              to: admin.email,
              subject: `Support request from ${name}`,
              text,
              kind: 'support_message',
            }),
          ),
          ...(support
            ? [
                deps.mailer.queue(trx, {
                  companyId: auth.companyId,
                  to: support,
                  subject: `Support request from ${name} (${company.company_name}, company ${auth.companyId})`,
                  text,
                  kind: 'support_message',
                }),
              ]
            : []),
        ]);
      });
      deps.mailer.deliver(db, ids).catch((err: unknown) => request.log.error({ err }, 'support e-mail delivery'));
      return { detail: SUPPORT_MESSAGE_SENT };
    },
  }),
];
