// The people picker searches by name and by the second line, tells two Sam Lees apart by their
// e-mail (in the list and on the chips), hands on the ids picked and removes a chip's choice.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render';
import { choiceLabel, PeoplePicker, type PickerChoice } from './people-picker';

const PEOPLE: PickerChoice[] = [
  { id: 1, name: 'Sam Lee', detail: 'sam.lee@acme.test' },
  { id: 2, name: 'Sam Lee', detail: 'sam@north.test' },
  { id: 3, name: 'Ana Ruiz', detail: 'ana@acme.test' },
];

function Harness({ onChange, single }: { onChange: (ids: number[]) => void; single?: boolean }) {
  const [value, setValue] = useState<number[]>([]);
  return (
    <PeoplePicker
      label="Individuals"
      choices={PEOPLE}
      value={value}
      single={single}
      onChange={(ids) => {
        setValue(ids);
        onChange(ids);
      }}
    />
  );
}

describe('PeoplePicker', () => {
  it('labels same-named people by their second line, and only them', () => {
    expect(choiceLabel(PEOPLE[0]!, PEOPLE)).toBe('Sam Lee (sam.lee@acme.test)');
    expect(choiceLabel(PEOPLE[2]!, PEOPLE)).toBe('Ana Ruiz');
  });

  it('finds the second Sam Lee by e-mail, sends their id and shows them as a removable chip', async () => {
    const onChange = vi.fn();
    const { user } = renderWithProviders(<Harness onChange={onChange} />);
    const input = screen.getByRole('combobox', { name: 'Individuals' });
    await user.click(input);
    expect(await screen.findAllByRole('option')).toHaveLength(3);
    // Typed as one change: user-event's key-by-key typing races the combobox's own input sync in jsdom.
    fireEvent.change(input, { target: { value: 'north' } });
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(1));
    const options = screen.getAllByRole('option');
    expect(options[0]).toHaveTextContent('Sam Lee');
    expect(options[0]).toHaveTextContent('sam@north.test');
    await user.click(options[0]!);
    expect(onChange).toHaveBeenLastCalledWith([2]);
    const chosen = screen.getByRole('list', { name: /Individuals/ });
    expect(within(chosen).getByText('sam@north.test')).toBeInTheDocument();

    fireEvent.change(input, { target: { value: 'ana' } });
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(1));
    await user.click(screen.getByRole('option', { name: /Ana Ruiz/ }));
    expect(onChange).toHaveBeenLastCalledWith([2, 3]);

    await user.click(screen.getByRole('button', { name: 'Remove Sam Lee (sam@north.test)' }));
    expect(onChange).toHaveBeenLastCalledWith([3]);
  });

  it('keeps one choice in single mode: picking another replaces it', async () => {
    const onChange = vi.fn();
    const { user } = renderWithProviders(<Harness onChange={onChange} single />);
    const input = screen.getByRole('combobox', { name: 'Individuals' });
    await user.click(input);
    await user.click(screen.getByRole('option', { name: /sam\.lee@acme\.test/ }));
    expect(onChange).toHaveBeenLastCalledWith([1]);
    await user.click(input);
    await user.click(screen.getByRole('option', { name: /Ana Ruiz/ }));
    expect(onChange).toHaveBeenLastCalledWith([3]);
  });
});
