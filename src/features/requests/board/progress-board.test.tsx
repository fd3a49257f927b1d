// The Progress Board from the keyboard: a focused card moves one column with ← and →, focus stays
// on it in its new column, ↑ and ↓ walk the column, and the "Move to" list moves without dragging.
import { act, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { BoardTask, TaskBoard } from '../../../../contract/requests';
import type { TaskStatus } from '../../../../contract/requests-constants';
import { renderWithProviders, setupApiServer } from '../../../test/render';
import { moveOnBoard } from '../api/task-actions';
import { ProgressBoard } from './progress-board';

setupApiServer();

const task = (id: number, title: string, status: TaskStatus, position: number): BoardTask => ({
  id,
  title,
  status,
  due_date: null,
  assignees: [],
  position,
});

function Board({ onMove }: { onMove: (id: number, status: TaskStatus) => void }) {
  const [board, setBoard] = useState<TaskBoard>({
    tasks: [
      task(1, 'Paint the fence', 'todo', 0),
      task(2, 'Order gravel', 'todo', 1),
      task(3, 'Fix the gate', 'done', 0),
    ],
    staff: [],
    truncated: false,
  });
  return (
    <ProgressBoard
      tasks={board.tasks}
      staff={board.staff}
      today="2030-01-01"
      onMove={(id, status) => {
        onMove(id, status);
        setBoard((b) => moveOnBoard(b, id, status));
      }}
    />
  );
}

const column = (name: string) => screen.getByRole('region', { name });
const card = (title: string) => screen.getByRole('group', { name: new RegExp(`^${title}`) });

describe('ProgressBoard keyboard', () => {
  it('→ and ← move the focused card one column and focus follows it', async () => {
    const onMove = vi.fn();
    const { user } = renderWithProviders(<Board onMove={onMove} />);
    act(() => card('Paint the fence').focus());

    await user.keyboard('{ArrowRight}');
    expect(onMove).toHaveBeenLastCalledWith(1, 'in_progress');
    expect(within(column('In progress')).getByRole('group', { name: /Paint the fence/ })).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('Moved “Paint the fence” to In progress');

    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(within(column('Done')).getByRole('group', { name: /Paint the fence/ })).toHaveFocus();
    // The last column: → does nothing more.
    await user.keyboard('{ArrowRight}');
    expect(onMove).toHaveBeenCalledTimes(3);

    await user.keyboard('{ArrowLeft}');
    expect(onMove).toHaveBeenLastCalledWith(1, 'in_review');
    expect(within(column('In review')).getByRole('group', { name: /Paint the fence/ })).toHaveFocus();
  });

  it('↑ and ↓ walk a column without moving anything', async () => {
    const onMove = vi.fn();
    const { user } = renderWithProviders(<Board onMove={onMove} />);
    act(() => card('Paint the fence').focus());
    await user.keyboard('{ArrowDown}');
    expect(card('Order gravel')).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(card('Paint the fence')).toHaveFocus();
    expect(onMove).not.toHaveBeenCalled();
  });

  it('the "Move to" list moves a card, and its arrow keys do not', async () => {
    const onMove = vi.fn();
    const { user } = renderWithProviders(<Board onMove={onMove} />);
    const select = screen.getByRole('combobox', { name: 'Move “Order gravel” to' });
    await user.selectOptions(select, 'Done');
    expect(onMove).toHaveBeenCalledWith(2, 'done');
    expect(within(column('Done')).getByRole('group', { name: /Order gravel/ })).toBeInTheDocument();
    onMove.mockClear();
    act(() => screen.getByRole('combobox', { name: 'Move “Fix the gate” to' }).focus());
    await user.keyboard('{ArrowLeft}');
    expect(onMove).not.toHaveBeenCalled();
  });
});
