// Settings › Knowledgebase Settings: KB admins see the article types and add one (type and colour
// required); a user without the KB admin flag does not see the section.
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { expect, it } from 'vitest';
import type { ArticleType } from '../../../../contract/knowledge-base';
import { meFixture, renderWithProviders, setupApiServer } from '../../../test/render';
import { KnowledgeBaseSettingsSection } from './knowledge-base-settings-section';

const server = setupApiServer();

it('lists the article types and adds one', async () => {
  const types: ArticleType[] = [{ id: 1, type: 'Policy', color: '#0cb2fc', description: 'Rules', is_default: true }];
  const sent: unknown[] = [];
  server.use(
    http.get('*/knowledgebase/api/article-types/', () => HttpResponse.json(types)),
    http.get('*/knowledgebase/api/public-knowledgebases/', () => HttpResponse.json([])),
    http.post('*/knowledgebase/api/article-types/', async ({ request }) => {
      const body = (await request.json()) as Omit<ArticleType, 'id' | 'is_default'>;
      sent.push(body);
      types.push({ id: 2, ...body, is_default: false });
      return HttpResponse.json(types[1], { status: 201 });
    }),
  );
  const { user } = renderWithProviders(<KnowledgeBaseSettingsSection />);
  const section = await screen.findByRole('region', { name: 'Knowledgebase Settings' });
  expect(await within(section).findByText('Policy')).toBeInTheDocument();
  await user.click(within(section).getByRole('button', { name: 'Add type' }));
  const dialog = await screen.findByRole('dialog');
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(sent).toEqual([]);
  await user.type(within(dialog).getByRole('textbox', { name: /^Type/ }), 'How-to');
  await user.type(within(dialog).getByRole('textbox', { name: 'Color code' }), '#ff0000');
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await within(section).findByText('How-to')).toBeInTheDocument();
  expect(sent).toEqual([{ type: 'How-to', color: '#ff0000', description: '' }]);
});

it('is hidden from users who are not KB admins', () => {
  const me = meFixture();
  renderWithProviders(<KnowledgeBaseSettingsSection />, {
    me: { ...me, user_roles: { ...me.user_roles, user_is_kb_admin: false } },
  });
  expect(screen.queryByRole('region', { name: 'Knowledgebase Settings' })).toBeNull();
});
