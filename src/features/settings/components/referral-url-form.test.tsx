// Settings › Company Profile › Referral address: a malformed address is refused here with a clear
// message and nothing is sent; a valid one is sent alone to the company update (as JSON) and
// confirmed; the server's refusal (not one of its addresses) shows under the field and the typed
// address stays; emptying the field clears it. The server's own check is tested in
// server/modules/company (REFERRAL_URL_NOT_ALLOWED); this is what the admin sees.
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { expect, it } from 'vitest';
import { REFERRAL_URL_NOT_ALLOWED } from '../../../../contract/company';
import { renderWithProviders, setupApiServer } from '../../../test/render';
import { ReferralUrlForm } from './referral-url-form';

const server = setupApiServer();

function serveUpdates(answer?: (body: { referral_url: string | null }) => Response) {
  const sent: unknown[] = [];
  server.use(
    http.patch('*/company/api/detail-update/:id/', async ({ request }) => {
      const body = (await request.json()) as { referral_url: string | null };
      sent.push(body);
      return answer?.(body) ?? HttpResponse.json({ id: 1, referral_url: body.referral_url });
    }),
  );
  return sent;
}

it('refuses a malformed address without sending it', async () => {
  const sent = serveUpdates();
  const { user } = renderWithProviders(<ReferralUrlForm saved={null} />);
  await user.type(screen.getByRole('textbox', { name: 'Referral address' }), 'partner example');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText(/Enter a full web address starting with https:\/\//)).toBeInTheDocument();
  expect(sent).toEqual([]);
});

it('saves a valid address through the company update, alone', async () => {
  const sent = serveUpdates();
  const { user } = renderWithProviders(<ReferralUrlForm saved={null} />);
  await user.type(screen.getByRole('textbox', { name: 'Referral address' }), '  https://partner.example.com ');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Referral address saved')).toBeInTheDocument();
  expect(sent).toEqual([{ referral_url: 'https://partner.example.com' }]);
});

it("shows the server's refusal under the field and keeps what was typed", async () => {
  serveUpdates(() => HttpResponse.json({ referral_url: [REFERRAL_URL_NOT_ALLOWED] }, { status: 400 }));
  const { user } = renderWithProviders(<ReferralUrlForm saved={null} />);
  const input = screen.getByRole('textbox', { name: 'Referral address' });
  await user.type(input, 'https://elsewhere.example.com');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText(REFERRAL_URL_NOT_ALLOWED)).toBeInTheDocument();
  expect(input).toHaveValue('https://elsewhere.example.com');
});

it('clears the address when the field is emptied', async () => {
  const sent = serveUpdates();
  const { user } = renderWithProviders(<ReferralUrlForm saved="https://partner.example.com" />);
  await user.clear(screen.getByRole('textbox', { name: 'Referral address' }));
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Referral address removed')).toBeInTheDocument();
  expect(sent).toEqual([{ referral_url: null }]);
});
