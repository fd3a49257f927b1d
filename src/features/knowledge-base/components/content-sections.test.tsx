// The article form's media links (issue 17): a video or file link the server would refuse (not
// http(s) nor a file this server stores) is marked under its own input with the server's message
// once the input is left — not while it is being typed — and the mark goes when the link is fixed.
// After a save was tried, a wrong link is marked without being left first.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { MEDIA_URL_INVALID } from '../../../../contract/knowledge-base-constants';
import { renderWithProviders } from '../../../test/render';
import { emptyArticleForm, type ArticleFormValues, type FormProblems } from '../lib/article-form';
import { ContentSections } from './content-sections';

function Harness({ initial, errors }: { initial?: Partial<ArticleFormValues>; errors?: FormProblems['fields'] }) {
  const [values, setValues] = useState(() =>
    emptyArticleForm({ content_types: ['video', 'files'], title: 'T', ...initial }),
  );
  return (
    <ContentSections
      values={values}
      onChange={(patch) => setValues((before) => ({ ...before, ...patch }))}
      onBlur={() => {}}
      editorKey="k"
      errors={errors}
    />
  );
}

const errorTexts = () => screen.queryAllByText(MEDIA_URL_INVALID);
/** Puts a link into the input as a paste does: one change, not a render per key. */
async function enter(input: HTMLElement, text: string) {
  await userEvent.click(input);
  await userEvent.paste(text);
}

describe('ContentSections media links', () => {
  it('marks a video link that is not http(s) once it is left, and unmarks it when fixed', async () => {
    renderWithProviders(<Harness />);
    const video = screen.getByRole('textbox', { name: 'Video address' });
    await enter(video, 'javascript:alert(1)');
    expect(errorTexts()).toHaveLength(0);
    await userEvent.tab();
    expect(errorTexts()).toHaveLength(1);
    expect(video).toHaveAttribute('aria-invalid', 'true');

    await userEvent.clear(video);
    await enter(video, 'https://videos.example.com/induction.mp4');
    expect(errorTexts()).toHaveLength(0);
    expect(screen.getByRole('textbox', { name: 'Video address' })).not.toHaveAttribute('aria-invalid');
  });

  it("marks a file link of another scheme under its own input, and takes the server's own stored files", async () => {
    renderWithProviders(<Harness />);
    const first = screen.getByRole('textbox', { name: 'File 1' });
    await enter(first, 'ftp://files.example.com/manual.pdf');
    await userEvent.tab();
    expect(errorTexts()).toHaveLength(1);
    expect(first).toHaveAttribute('aria-invalid', 'true');
    // The next, empty row is not marked.
    expect(screen.getByRole('textbox', { name: 'File 2' })).not.toHaveAttribute('aria-invalid');

    await userEvent.clear(first);
    await enter(first, `/knowledgebase/api/files/3/${'a'.repeat(32)}.pdf#manual.pdf`);
    await userEvent.tab();
    expect(errorTexts()).toHaveLength(0);
  });

  it('after a save was tried, marks a wrong link that was never left', () => {
    renderWithProviders(
      <Harness initial={{ file_urls: ['data:text/html,hi'] }} errors={{ file_urls: [MEDIA_URL_INVALID] }} />,
    );
    expect(errorTexts()).toHaveLength(1);
    expect(screen.getByRole('textbox', { name: 'File 1' })).toHaveAttribute('aria-invalid', 'true');
  });
});
