// The task form's assignee picker tells two people of the same name apart by their e-mail, and the
// one ticked is the one sent.
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { EMPTY_TASK, TaskForm } from './task-form';

describe('TaskForm assignees', () => {
  it('names two Sam Lees by their e-mail and sends the one ticked', async () => {
    const onSubmit = vi.fn();
    const { user } = renderWithProviders(
      <TaskForm
        initial={{ ...EMPTY_TASK, title: 'Check the van' }}
        staff={[
          { id: 1, name: 'Sam Lee', email: 'sam.lee@acme.test' },
          { id: 2, name: 'Sam Lee', email: 'sam@north.test' },
          { id: 3, name: 'Ana Ruiz', email: 'ana@acme.test' },
        ]}
        submitLabel="Create"
        pending={false}
        errors={{}}
        onSubmit={onSubmit}
      />,
    );
    expect(screen.getByText('Ana Ruiz')).toBeInTheDocument();
    await user.click(screen.getByText('Sam Lee · sam@north.test'));
    expect(screen.getByText('Sam Lee · sam.lee@acme.test')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ assignees: [2] }));
  });
});
