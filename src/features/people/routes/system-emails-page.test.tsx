// System Emails: an e-mail's text is shown and copied ("Copied!", people §8), and resent; an e-mail
// whose password link the server hid says so, and resending it sends a fresh link; a failed one
// says why and when it is tried again.
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { expect, it } from 'vitest';
import type { OutboundEmail } from '../../../../contract/people';
import { renderWithProviders, setupApiServer } from '../../../test/render';
import { SystemEmailsPage } from './system-emails-page';

const server = setupApiServer();

it('copies an e-mail’s text and resends it', async () => {
  const email: OutboundEmail = {
    id: 3,
    to_email: 'new@acme.test',
    subject: 'Activate your account',
    body_text: 'Your shift starts at 9.',
    link_hidden: false,
    kind: 'notice',
    status: 'stored',
    last_error: null,
    created_at: '2026-01-01T00:00:00Z',
    sent_at: null,
    next_attempt_at: null,
  };
  let resent = 0;
  server.use(
    http.get('*/account/api/outbound-emails/', () =>
      HttpResponse.json({ count: 1, next: null, previous: null, results: [email] }),
    ),
    http.post('*/account/api/outbound-emails/3/resend/', () => {
      resent += 1;
      return HttpResponse.json({ ...email, status: 'sent' });
    }),
  );
  const { user } = renderWithProviders(<SystemEmailsPage />);
  await user.click(await screen.findByRole('button', { name: 'Show' }));
  await user.click(await screen.findByRole('button', { name: 'Copy the text' }));
  expect(await screen.findByText('Copied!')).toBeInTheDocument();
  expect(await navigator.clipboard.readText()).toBe(email.body_text);

  await user.click(screen.getByRole('button', { name: 'Resend' }));
  expect(await screen.findByText('E-mail sent again.')).toBeInTheDocument();
  expect(resent).toBe(1);
});

it('says when a password link is hidden, and that Resend sent a fresh one', async () => {
  const email: OutboundEmail = {
    id: 4,
    to_email: 'ivy@acme.test',
    subject: 'You have been invited',
    body_text: 'Open this link: https://app.test/auth/set-password/[hidden]',
    link_hidden: true,
    kind: 'set_password',
    status: 'sent',
    last_error: null,
    created_at: '2026-01-01T00:00:00Z',
    sent_at: '2026-01-01T00:00:01Z',
    next_attempt_at: null,
  };
  server.use(
    http.get('*/account/api/outbound-emails/', () =>
      HttpResponse.json({ count: 1, next: null, previous: null, results: [email] }),
    ),
    http.post('*/account/api/outbound-emails/4/resend/', () => HttpResponse.json({ ...email, id: 5 })),
  );
  const { user } = renderWithProviders(<SystemEmailsPage />);
  expect(await screen.findByText(/The password link in this e-mail is hidden/)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Resend' }));
  expect(await screen.findByText('A new link was sent to ivy@acme.test.')).toBeInTheDocument();
});

it('says why an e-mail failed and when it is tried again', async () => {
  const base: OutboundEmail = {
    id: 6,
    to_email: 'kim@acme.test',
    subject: 'Reset your password',
    body_text: 'Hello',
    link_hidden: false,
    kind: 'notice',
    status: 'failed',
    last_error: 'connect ECONNREFUSED 127.0.0.1:25',
    created_at: '2026-01-01T00:00:00Z',
    sent_at: null,
    next_attempt_at: '2026-01-01T00:05:00Z',
  };
  server.use(
    http.get('*/account/api/outbound-emails/', () =>
      HttpResponse.json({
        count: 2,
        next: null,
        previous: null,
        results: [base, { ...base, id: 7, last_error: '550 No such user', next_attempt_at: null }],
      }),
    ),
  );
  renderWithProviders(<SystemEmailsPage />);
  expect(
    await screen.findByText(/Failed: connect ECONNREFUSED 127\.0\.0\.1:25 Trying again at .+\./),
  ).toBeInTheDocument();
  expect(screen.getByText('Not sent: 550 No such user')).toBeInTheDocument();
});
