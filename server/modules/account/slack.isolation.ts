// Tenant-isolation cases of the Slack connection routes (consumed by server/test/isolation.test.ts):
// they act on the caller's company only; B's connection is neither shown to A nor removed by A.
import type { IsolationCase, IsolationTarget } from '../../test/isolation';

async function victimConnection({ ctx, victim }: IsolationTarget) {
  await ctx.database.db
    .insertInto('slack_connections')
    .values({
      company_id: victim.companyId,
      team_id: 'T-victim',
      team_name: 'Victim Workspace',
      access_token: 'xoxb-victim',
    })
    .onConflict((oc) => oc.column('company_id').doNothing())
    .execute();
}
const leaks = () => ['Victim Workspace', 'xoxb-victim'];

export const isolationCases: IsolationCase[] = [
  {
    route: 'GET /account/api/slack/',
    expect: 'own-company',
    request: async (t) => {
      await victimConnection(t);
      return { method: 'GET', url: '/account/api/slack/' };
    },
    leaks,
  },
  {
    route: 'DELETE /account/api/slack/',
    expect: 'own-company',
    request: async (t) => {
      await victimConnection(t);
      return { method: 'DELETE', url: '/account/api/slack/' };
    },
    staffForbidden: () => ({ method: 'DELETE', url: '/account/api/slack/' }),
    leaks,
  },
  {
    // Unconfigured in the suite: refused (403), and B's connection stays.
    route: 'POST /account/api/slack/authorize/',
    expect: 'foreign-404',
    request: async (t) => {
      await victimConnection(t);
      return { method: 'POST', url: '/account/api/slack/authorize/' };
    },
    staffForbidden: () => ({ method: 'POST', url: '/account/api/slack/authorize/' }),
  },
  {
    route: 'POST /account/api/slack/callback/',
    expect: 'foreign-404',
    request: async (t) => {
      await victimConnection(t);
      return { method: 'POST', url: '/account/api/slack/callback/', payload: { code: 'c', state: 'forged.state' } };
    },
    staffForbidden: () => ({
      method: 'POST',
      url: '/account/api/slack/callback/',
      payload: { code: 'c', state: 'forged.state' },
    }),
  },
];
