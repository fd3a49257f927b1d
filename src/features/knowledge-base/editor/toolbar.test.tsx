// The toolbar's buttons (issue 20, item 5): each is an SVG icon (no emoji, which showed as an empty
// box where no emoji font is installed), and each has an accessible name that is exactly the words
// its tooltip shows.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import RichTextEditor from './rich-text-editor';

describe('the editor toolbar', () => {
  it('draws every button with an SVG icon, named as its tooltip says', async () => {
    const { user } = renderWithProviders(
      <RichTextEditor initialHtml="<p>Text</p>" onChange={() => {}} label="Body" ai={false} />,
    );
    const toolbar = screen.getByRole('toolbar', { name: 'Formatting' });
    expect(toolbar.textContent).not.toMatch(/\p{Extended_Pictographic}/u);
    const buttons = within(toolbar).getAllByRole('button');
    expect(buttons.length).toBeGreaterThanOrEqual(17);
    for (const button of buttons) {
      const name = button.getAttribute('aria-label');
      expect(name, button.outerHTML).toBeTruthy();
      expect(button.querySelector('svg'), name!).not.toBeNull();
      expect(button.textContent, name!).toBe('');
      await user.hover(button);
      await waitFor(() => expect(screen.getByRole('tooltip')).toHaveTextContent(name!));
      expect(screen.getByRole('tooltip').textContent).toBe(name);
      await user.unhover(button);
      await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
    }
  }, 30_000);
});
