// The table of contents of a package: headings and SCOs in order, each SCO's status in words for
// screen readers, the one playing marked; choosing plays a SCO, unless the package forbids choice.
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ScormItem } from '../../../../../contract/scorm';
import { renderWithProviders } from '../../../../test/render';
import { ScormToc } from './scorm-toc';

const items: ScormItem[] = [
  { id: 'part', title: 'Playing the Game', depth: 0, launch_path: null },
  { id: 'a', title: 'How to Play', depth: 1, launch_path: 'a.html' },
  { id: 'quiz', title: 'Playing Golf Quiz', depth: 1, launch_path: 'q.html', mastery_score: 80 },
];
const states = {
  a: { cmi: { core: { lesson_status: 'completed' } }, committed_at: '2026-03-01T10:00:00Z' },
  quiz: { cmi: { core: { lesson_status: 'completed', score: { raw: '60' } } }, committed_at: '2026-03-01T10:01:00Z' },
};

describe('ScormToc', () => {
  it('lists headings and SCOs with their status, and plays the one chosen', async () => {
    const onChoose = vi.fn();
    const { user } = renderWithProviders(
      <ScormToc version="1.2" items={items} states={states} current="a" onChoose={onChoose} />,
    );
    expect(await screen.findByText('Playing the Game')).toBeInTheDocument();
    const playing = screen.getByRole('button', { name: /How to Play/ });
    expect(playing).toHaveAttribute('aria-current', 'step');
    expect(playing).toHaveTextContent('Completed');
    // 60 is under the manifest's mastery score of 80.
    const quiz = screen.getByRole('button', { name: /Playing Golf Quiz/ });
    expect(quiz).toHaveTextContent('Failed');
    await user.click(quiz);
    expect(onChoose).toHaveBeenCalledWith('quiz');
  });

  it('lets nothing be chosen when the package forbids choice', async () => {
    renderWithProviders(<ScormToc version="2004" items={items} states={{}} current="a" />);
    expect(await screen.findByRole('button', { name: /Playing Golf Quiz/ })).toBeDisabled();
  });
});
