// The Company Motto (settings anchor #company-motto; spec people §6: profile admins): one line of
// text per company, read by everyone (the dashboard shows it), changed by profile admins with a
// record in the action history. The path is this product's: the spec names the anchor, not a call.
import { companyMottoPatchSchema, type CompanyMotto } from '../../../contract/company-data';
import type { Database } from '../../db/database';
import { route, type AuthContext } from '../../lib/route';
import { recordAction } from './action-history';
import { isProfileAdmin } from './permissions';

const MOTTO = '/company/api/motto/';

export async function getCompanyMotto(db: Database, companyId: number): Promise<CompanyMotto> {
  return db.selectFrom('companies').select('company_motto').where('id', '=', companyId).executeTakeFirstOrThrow();
}

export async function setCompanyMotto(db: Database, auth: AuthContext, motto: string): Promise<CompanyMotto> {
  const row = await db
    .updateTable('companies')
    .set({ company_motto: motto })
    .where('id', '=', auth.companyId)
    .returning('company_motto')
    .executeTakeFirstOrThrow();
  await recordAction(db, auth, {
    action: 'update',
    entity: 'company_motto',
    entity_id: null,
    summary: motto ? `Set the company motto to “${motto}”` : 'Cleared the company motto',
    changes: { company_motto: motto },
  });
  return row;
}

export const companyMottoRoutes = [
  route({ method: 'GET', url: MOTTO, handler: ({ db, auth }) => getCompanyMotto(db, auth.companyId) }),
  route({
    method: 'PATCH',
    url: MOTTO,
    allow: isProfileAdmin,
    body: companyMottoPatchSchema,
    handler: ({ db, auth, body }) => setCompanyMotto(db, auth, body.company_motto),
  }),
];
