// Managing public knowledge bases in Knowledgebase Settings: adding one sends its name, the domain
// check shows the §8 message under the field, making another the default sends is_default, and the
// link to the public page uses the company slug.
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { DOMAIN_VERIFY_FAILED, type PublicKnowledgebase } from '../../../../../contract/public-knowledge-bases';
import { meFixture, renderWithProviders, setupApiServer } from '../../../../test/render';
import { PublicKnowledgebasesBlock } from './public-knowledgebases-block';

const server = setupApiServer();
const me = meFixture(); // company slug 'acme'

describe('PublicKnowledgebasesBlock', () => {
  it('says public articles have no address while the company has no slug', async () => {
    server.use(http.get('*/knowledgebase/api/public-knowledgebases/', () => HttpResponse.json([])));
    const noSlug = meFixture({ company: { ...me.company, company_slug: null } });
    renderWithProviders(<PublicKnowledgebasesBlock />, { me: noSlug });
    expect(
      await screen.findByText('Your company has no slug yet, so public articles have no address.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'View public page' })).not.toBeInTheDocument();
  });

  it('adds a base, refuses an unverified domain with the §8 message, and moves the default', async () => {
    const bases: PublicKnowledgebase[] = [{ id: 1, name: 'Help centre', is_default: true, domain: null }];
    const sent: unknown[] = [];
    server.use(
      http.get('*/knowledgebase/api/public-knowledgebases/', () => HttpResponse.json(bases)),
      http.post('*/knowledgebase/api/public-knowledgebases/', async ({ request }) => {
        const body = (await request.json()) as { name: string };
        sent.push(body);
        bases.push({ id: 2, name: body.name, is_default: false, domain: null });
        return HttpResponse.json(bases[1], { status: 201 });
      }),
      http.patch('*/knowledgebase/api/public-knowledgebases/2/', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ ...bases[1], is_default: true });
      }),
      http.post('*/knowledgebase/api/public-knowledgebase-validate-domain/', () =>
        HttpResponse.json({ domain: [DOMAIN_VERIFY_FAILED] }, { status: 400 }),
      ),
    );
    const { user } = renderWithProviders(<PublicKnowledgebasesBlock />, { me });
    expect(await screen.findByText('Help centre')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View public page' })).toHaveAttribute('href', '/articles/public/acme/');

    await user.click(screen.getByRole('button', { name: 'Add knowledge base' }));
    await user.type(screen.getByLabelText('Name'), 'Partners');
    await user.type(screen.getByLabelText('Domain (optional)'), 'help.example.com');
    await user.click(screen.getByRole('button', { name: 'Verify domain' }));
    expect(await screen.findByText(DOMAIN_VERIFY_FAILED)).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Domain (optional)'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toEqual([{ name: 'Partners', domain: '' }]));
    expect(await screen.findByText('Partners')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Make default' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toEqual({ is_default: true });
  });
});
