import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiUrl } from '../../../api/client';
import { renderWithProviders, setupApiServer } from '../../../test/render';
import { SupportMessageForm } from './support-message-form';

const server = setupApiServer();

describe('support message form', () => {
  it('asks for a message, then sends it with why the panel opened and the page', async () => {
    let sent: unknown;
    server.use(
      http.post(apiUrl('account/api/support-message/'), async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ detail: 'ok' });
      }),
    );
    const { user } = renderWithProviders(<SupportMessageForm reason="crash" />);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(screen.getByText('This field is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Write to your administrators'), 'The page crashed twice.');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Your message was sent to your company administrators.')).toBeInTheDocument();
    expect(sent).toEqual({ message: 'The page crashed twice.', reason: 'crash', page_url: '/' });
  });
});
