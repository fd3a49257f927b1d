// Question-and-answer acknowledgements authored by pointer (issue 20): every answer's input and
// "Correct" checkbox has an id of its own, so clicking an answer's "Correct" marks that answer
// (it used to focus the first answer's input, the id all of them shared).
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import type { ArticleFormValues } from '../lib/article-form';
import { AcknowledgementSection } from './acknowledgement-section';

type Fields = Pick<ArticleFormValues, 'acknowledgement_type' | 'acknowledgement_question' | 'article_answers'>;

function Harness({ onValues }: { onValues: (values: Fields) => void }) {
  const [values, setValues] = useState<Fields>({
    acknowledgement_type: 2,
    acknowledgement_question: 'Which?',
    article_answers: [
      { answer: 'Left', is_correct: false },
      { answer: 'Right', is_correct: false },
      { answer: 'Up', is_correct: false },
    ],
  });
  return (
    <AcknowledgementSection
      values={values}
      errors={{}}
      onChange={(patch) => {
        const next = { ...values, ...patch };
        setValues(next);
        onValues(next);
      }}
    />
  );
}

describe('AcknowledgementSection', () => {
  it('gives every control its own id, and a click on the second "Correct" marks the second answer', async () => {
    let latest: Fields | undefined;
    const { container } = renderWithProviders(<Harness onValues={(v) => (latest = v)} />);
    const ids = Array.from(container.querySelectorAll('[id]')).map((el) => el.id);
    expect(new Set(ids).size).toBe(ids.length);

    await userEvent.click(screen.getAllByText('Correct')[1]!);
    expect(latest?.article_answers.map((a) => a.is_correct)).toEqual([false, true, false]);
    expect(screen.getByRole('checkbox', { name: /^Correct ?\(answer 2\)$/ })).toBeChecked();
    expect(document.activeElement).not.toBe(screen.getByRole('textbox', { name: 'Answer 1' }));
  });
});
