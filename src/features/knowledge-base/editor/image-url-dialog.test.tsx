// "Insert picture from an address" (issue 20, item 6): a dialog of the app, not window.prompt; a
// web address goes into the article as a picture with its description, anything else is refused
// under the field and the article is left as it was.
import { screen, waitFor, within } from '@testing-library/react';
import { ReactEditor } from 'slate-react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import RichTextEditor from './rich-text-editor';

afterEach(() => vi.restoreAllMocks());

function renderEditor() {
  const onChange = vi.fn<(html: string) => void>();
  const prompt = vi.spyOn(window, 'prompt');
  // jsdom cannot map Slate's selection to a DOM range (it throws for any dialog, the table's too),
  // so giving the caret back is only recorded here; the browser journeys do it for real.
  const focusBack = vi.spyOn(ReactEditor, 'focus').mockImplementation(() => {});
  const view = renderWithProviders(
    <RichTextEditor initialHtml="<p>Before</p>" onChange={onChange} label="Body" ai={false} />,
  );
  return { ...view, onChange, prompt, focusBack };
}

describe('picture from an address', () => {
  it('inserts the picture with its description from a dialog, never the browser prompt', async () => {
    const { user, onChange, prompt, focusBack } = renderEditor();
    await user.click(screen.getByRole('button', { name: 'Insert picture from an address' }));
    const dialog = await screen.findByRole('dialog', { name: 'Insert picture from an address' });
    expect(prompt).not.toHaveBeenCalled();
    await user.type(within(dialog).getByRole('textbox', { name: /Picture address/ }), 'https://example.com/exit.png');
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Description (for people who cannot see it)' }),
      'Fire exit sign',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Insert' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(onChange).toHaveBeenCalled());
    const html = onChange.mock.calls.at(-1)![0];
    expect(html).toContain('src="https://example.com/exit.png"');
    expect(html).toContain('alt="Fire exit sign"');
    expect(focusBack).toHaveBeenCalled();
  }, 30_000);

  it('refuses an address that is not a picture on the web, and changes nothing', async () => {
    const { user, onChange } = renderEditor();
    await user.click(screen.getByRole('button', { name: 'Insert picture from an address' }));
    const dialog = await screen.findByRole('dialog', { name: 'Insert picture from an address' });
    const address = within(dialog).getByRole('textbox', { name: /Picture address/ });
    await user.type(address, 'javascript:alert(1)');
    await user.click(within(dialog).getByRole('button', { name: 'Insert' }));
    expect(await within(dialog).findByText('Enter a web address (https://…) of a picture.')).toBeInTheDocument();
    expect(address).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onChange).not.toHaveBeenCalled();
  }, 30_000);
});
