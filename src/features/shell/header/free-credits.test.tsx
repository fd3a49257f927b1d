// "Get Free Credits": the offer, a post with the referral link, the copy confirmation (a failed
// copy is only logged), and claiming the share credit (the server's weekly refusal shown as the
// spec's note; the server side is tested in server/modules/subscription/referral-credits.test.ts).
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { API_PATHS } from '../../../../contract/paths';
import { SHARE_CREDIT_ONCE_A_WEEK } from '../../../../contract/subscription-constants';
import { apiUrl } from '../../../api/client';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders, setupApiServer } from '../../../test/render';
import { FreeCreditsButton } from './free-credits-button';
import { copyText } from '../../../ui/copy-text';
import { referralLink } from './free-credits-dialog';

const server = setupApiServer();
const CODE = '5f0c3e1a9b7d4c2e8f6a1b3c5d7e9f01';
const noCredit = { balance_cents: 0, currency: 'USD', next_share_at: null, referral_code: CODE };

describe('Get Free Credits', () => {
  it("builds the referral link from the company's referral code", () => {
    expect(referralLink(CODE, 'https://app.example.com')).toBe(`https://app.example.com/auth/signup?ref=${CODE}`);
  });

  it('opens the offer and copies the post', async () => {
    server.use(http.get(apiUrl(API_PATHS.referralCredits), () => HttpResponse.json(noCredit)));
    const { user } = renderWithProviders(<FreeCreditsButton />);
    await user.click(screen.getByRole('button', { name: 'Get Free Credits' }));
    expect(await screen.findByText(/\$5 credit for each share, plus \$30 extra/)).toBeInTheDocument();
    expect(screen.getByText('The share credit is valid once per week per user.')).toBeInTheDocument();
    const post = screen.getByRole('textbox', { name: 'Text to share' });
    await vi.waitFor(() => expect((post as HTMLTextAreaElement).value).toContain(`/auth/signup?ref=${CODE}`));
    await user.click(screen.getByRole('button', { name: 'Copy text' }));
    expect(await screen.findByText('Text copied to clipboard')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe((post as HTMLTextAreaElement).value);
  });

  it('claims the share credit, and shows the weekly refusal as the note says', async () => {
    let claims = 0;
    server.use(
      http.get(apiUrl(API_PATHS.referralCredits), () => HttpResponse.json(noCredit)),
      http.post(apiUrl(API_PATHS.referralShareCredit), () => {
        claims++;
        return claims === 1
          ? HttpResponse.json({ ...noCredit, balance_cents: 500 }, { status: 201 })
          : HttpResponse.json({ non_field_errors: [SHARE_CREDIT_ONCE_A_WEEK] }, { status: 400 });
      }),
    );
    const { user } = renderWithProviders(<FreeCreditsButton />);
    await user.click(screen.getByRole('button', { name: 'Get Free Credits' }));
    expect(await screen.findByTestId('referral-balance')).toHaveTextContent('$0.00');
    await user.click(screen.getByRole('button', { name: /I shared it/ }));
    expect(await screen.findByText("Your company's referral credit: $5.00")).toBeInTheDocument();
    // A second claim the server refuses (as it would from another tab) shows the spec's note.
    await user.click(screen.getByRole('button', { name: /I shared it/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent(SHARE_CREDIT_ONCE_A_WEEK);
  });

  it('only logs a failed copy', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: () => Promise.reject(new Error('denied')) },
    });
    expect(await copyText('x', 'Text copied to clipboard')).toBe(false);
    expect(error).toHaveBeenCalled();
    expect(screen.queryByText('Text copied to clipboard')).toBeNull();
  });
});
