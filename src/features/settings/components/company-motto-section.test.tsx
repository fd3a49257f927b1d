// Settings › Company Motto: the saved motto is shown, a change is sent trimmed and confirmed, the
// dashboard line shows the saved one, and a refused save shows the server's answer as text.
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { expect, it } from 'vitest';
import { renderWithProviders, setupApiServer } from '../../../test/render';
import { CompanyMottoLine } from './company-motto-line';
import { CompanyMottoSection } from './company-motto-section';

const server = setupApiServer();

function serveMotto(initial: string, sent: unknown[] = []) {
  let motto = initial;
  server.use(
    http.get('*/company/api/motto/', () => HttpResponse.json({ company_motto: motto })),
    http.patch('*/company/api/motto/', async ({ request }) => {
      const body = (await request.json()) as { company_motto: string };
      sent.push(body);
      motto = body.company_motto;
      return HttpResponse.json({ company_motto: motto });
    }),
  );
  return sent;
}

it('saves a new motto and the dashboard line shows it', async () => {
  const sent = serveMotto('Be kind');
  const { user } = renderWithProviders(
    <>
      <CompanyMottoSection />
      <CompanyMottoLine />
    </>,
  );
  const input = await screen.findByRole('textbox', { name: 'Motto' });
  expect(input).toHaveValue('Be kind');
  expect(screen.getByRole('blockquote', { name: 'Company Motto' })).toHaveTextContent('“Be kind”');
  expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();

  await user.clear(input);
  await user.type(input, '  Safety first  ');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Company motto saved')).toBeInTheDocument();
  expect(sent).toEqual([{ company_motto: 'Safety first' }]);
  await waitFor(() =>
    expect(screen.getByRole('blockquote', { name: 'Company Motto' })).toHaveTextContent('“Safety first”'),
  );
});

it('shows the server’s answer when the save is refused', async () => {
  serveMotto('');
  server.use(
    http.patch('*/company/api/motto/', () =>
      HttpResponse.json({ company_motto: ['Ensure this field has no more than 300 characters.'] }, { status: 400 }),
    ),
  );
  const { user } = renderWithProviders(<CompanyMottoSection />);
  await user.type(await screen.findByRole('textbox', { name: 'Motto' }), 'Ours');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Ensure this field has no more than 300 characters.')).toBeInTheDocument();
  expect(screen.queryByRole('blockquote')).toBeNull();
});
