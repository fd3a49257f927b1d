// "Get Free Credits": the offer, a post with the referral link, and the copy confirmation (a failed
// copy is only logged).
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders, setupApiServer } from '../../../test/render';
import { FreeCreditsButton } from './free-credits-button';
import { copyText } from '../../../ui/copy-text';
import { referralLink } from './free-credits-dialog';

setupApiServer();

describe('Get Free Credits', () => {
  it('builds the referral link from the company slug', () => {
    expect(referralLink('acme', 'https://app.example.com')).toBe('https://app.example.com/auth/signup?ref=acme');
    expect(referralLink(null, 'https://app.example.com')).toBe('https://app.example.com/auth/signup');
  });

  it('opens the offer and copies the post', async () => {
    const { user } = renderWithProviders(<FreeCreditsButton />);
    await user.click(screen.getByRole('button', { name: 'Get Free Credits' }));
    expect(await screen.findByText(/\$5 credit for each share, plus \$30 extra/)).toBeInTheDocument();
    expect(screen.getByText('The share credit is valid once per week per user.')).toBeInTheDocument();
    const post = screen.getByRole('textbox', { name: 'Text to share' });
    expect((post as HTMLTextAreaElement).value).toContain('/auth/signup?ref=acme');
    await user.click(screen.getByRole('button', { name: 'Copy text' }));
    expect(await screen.findByText('Text copied to clipboard')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe((post as HTMLTextAreaElement).value);
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
