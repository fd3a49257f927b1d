// The kiosk's PIN pad: digits by tap or keyboard, shown as dots only, OK only from 4 digits, at
// most 8, and no input while a wait is on.
import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { PinPad } from './pin-pad';

function Harness({ onSubmit, disabled = false }: { onSubmit: (pin: string) => void; disabled?: boolean }) {
  const [pin, setPin] = useState('');
  return <PinPad value={pin} onChange={setPin} onSubmit={onSubmit} disabled={disabled} />;
}

const tap = (label: string) => fireEvent.click(screen.getByRole('button', { name: label }));
const dots = () => screen.getByTestId('pin-dots');

describe('PinPad', () => {
  it('takes digits as dots, deletes the last, and submits from four digits', () => {
    const onSubmit = vi.fn();
    renderWithProviders(<Harness onSubmit={onSubmit} />);
    for (const d of ['4', '8', '2']) tap(d);
    expect(dots()).toHaveAttribute('data-length', '3');
    expect(dots()).not.toHaveTextContent('4');
    expect(screen.getByRole('button', { name: 'OK' })).toBeDisabled();
    tap('Delete last digit');
    tap('2');
    tap('1');
    expect(dots()).toHaveAttribute('data-length', '4');
    tap('OK');
    expect(onSubmit).toHaveBeenCalledWith('4821');
  });

  it('stops at eight digits and takes a hardware keyboard', () => {
    const onSubmit = vi.fn();
    renderWithProviders(<Harness onSubmit={onSubmit} />);
    for (const d of '1234567890') fireEvent.keyDown(window, { key: d });
    expect(dots()).toHaveAttribute('data-length', '8');
    fireEvent.keyDown(window, { key: 'Backspace' });
    fireEvent.keyDown(window, { key: 'Enter' });
    expect(onSubmit).toHaveBeenCalledWith('1234567');
  });

  it('takes nothing while disabled (a wrong-PIN wait)', () => {
    const onSubmit = vi.fn();
    renderWithProviders(<Harness onSubmit={onSubmit} disabled />);
    tap('1');
    fireEvent.keyDown(window, { key: '2' });
    expect(dots()).toHaveAttribute('data-length', '0');
  });

  it('draws digit keys of at least 44 px', () => {
    renderWithProviders(<Harness onSubmit={vi.fn()} />);
    // minH/minW 16 = 4rem = 64 px in Chakra's scale: checked on the style the recipe gets.
    const key = screen.getByRole('button', { name: '5' });
    expect(getComputedStyle(key).minHeight).toMatch(/var\(--chakra-sizes-16\)|4rem|64px/);
  });
});
