import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { onSupportPrompt, type SupportPromptDetail } from '../../../lib/support';
import { renderWithProviders } from '../../../test/render';
import { HelpButton } from './help-button';

describe('help launcher', () => {
  it('opens the support panel from the keyboard, as a user asking for help', async () => {
    const prompts: SupportPromptDetail[] = [];
    const stop = onSupportPrompt((detail) => prompts.push(detail));
    const { user } = renderWithProviders(<HelpButton />);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Help and support' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(prompts).toEqual([{ reason: 'manual' }]);
    stop();
  });
});
