import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiUrl } from '../../../api/client';
import { renderWithProviders, setupApiServer } from '../../../test/render';
import { SupportMessageForm } from './support-message-form';

const server = setupApiServer();

describe('support message form', () => {
  it('asks for a message, then sends it to support with why the panel opened and the page', async () => {
    let sent: unknown;
    server.use(
      http.get(apiUrl('account/api/support/'), () => HttpResponse.json({ support_email: 'help@groundwork.test' })),
      http.post(apiUrl('account/api/support-message/'), async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ detail: 'ok' });
      }),
    );
    const { user } = renderWithProviders(<SupportMessageForm reason="crash" />);
    expect(await screen.findByText('Your message goes to help@groundwork.test.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(screen.getByText('This field is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Write to our support team'), 'The page crashed twice.');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(
      await screen.findByText('Your message was sent to our support team. We will reply by e-mail.'),
    ).toBeInTheDocument();
    expect(sent).toEqual({ message: 'The page crashed twice.', reason: 'crash', page_url: '/' });
  });

  it('says plainly when the server has no support address, and offers no form', async () => {
    server.use(http.get(apiUrl('account/api/support/'), () => HttpResponse.json({ support_email: null })));
    renderWithProviders(<SupportMessageForm reason="manual" />);
    expect(
      await screen.findByText(
        'No support address is set up on this server, so messages cannot be sent from here. Please use the help centre.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send message' })).toBeNull();
  });
});
