// The input in the active cell while a value is typed. Enter, Tab and the up/down arrows commit and
// move on, Escape gives up, leaving the cell commits. Text that is not a number stays in the input,
// marked invalid with the reason, until it is fixed or given up. The numeric keyboard (inputMode
// decimal) opens on phones, where a tap on a cell opens this editor.
import { useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { parseNumber } from '../../lib/paste';

export type CommitKey = 'Enter' | 'Tab' | 'ArrowUp' | 'ArrowDown' | 'blur';

export function CellEditor({
  initial,
  select,
  label,
  onCommit,
  onCancel,
}: {
  initial: string;
  /** 'end': the caret after the text (a character typed over the cell); 'all': the text selected. */
  select: 'all' | 'end';
  label: string;
  /** null: the input was emptied, nothing to enter. */
  onCommit: (value: number | null, key: CommitKey, shift: boolean) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState(initial);
  const [invalid, setInvalid] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const done = useRef(false);

  useLayoutEffect(() => {
    const element = input.current;
    if (!element) return;
    element.focus();
    // Typing over a cell goes on after the typed character; editing a value selects it all.
    const end = element.value.length;
    element.setSelectionRange(select === 'end' ? end : 0, end);
    // Only on mount: the editor lives as long as one edit.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const commit = (key: CommitKey, shift: boolean): boolean => {
    if (text.trim() === '') {
      done.current = true;
      onCommit(null, key, shift);
      return true;
    }
    const value = parseNumber(text);
    if (value === null) {
      setInvalid(true);
      return false;
    }
    done.current = true;
    onCommit(value, key, shift);
    return true;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    event.stopPropagation();
    if (event.key === 'Escape') {
      event.preventDefault();
      done.current = true;
      onCancel();
    } else if (event.key === 'Enter' || event.key === 'Tab' || event.key === 'ArrowUp' || event.key === 'ArrowDown') {
      event.preventDefault();
      commit(event.key, event.shiftKey);
    }
  };

  return (
    <input
      ref={input}
      value={text}
      inputMode="decimal"
      aria-label={label}
      aria-invalid={invalid}
      title={invalid ? t('statistics.sheet.notANumber') : undefined}
      data-testid="sheet-editor"
      onChange={(e) => {
        setText(e.currentTarget.value);
        setInvalid(false);
      }}
      onKeyDown={onKeyDown}
      // Pasting into the editor pastes text into it, not a block into the sheet.
      onPaste={(e) => e.stopPropagation()}
      onBlur={() => {
        if (!done.current && !commit('blur', false)) onCancel();
      }}
    />
  );
}
