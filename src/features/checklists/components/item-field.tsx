// One checklist item's input, by kind. Every change is saved on the device at once (checkbox, choice,
// date, images) or when the user pauses or leaves the field (text, number), so nothing typed is lost
// when the phone locks.
import { Box, Checkbox, Input, NativeSelect, Textarea, VisuallyHidden } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChecklistItem } from '../../../../contract/checklists';
import type { FieldValue } from '../lib/merge';
import { ImageField } from './image-field';

export interface ItemFieldProps {
  item: ChecklistItem;
  /** The value shown (the device's, if one waits to be sent). */
  value: FieldValue;
  onChange: (value: FieldValue) => void;
  onImage: (image: Blob) => void;
  disabled?: boolean;
}

const SAVE_PAUSE_MS = 600;

/** Text and number: typed into local state, saved after a pause and on leaving the field. */
function TypedField({ item, value, onChange, disabled }: ItemFieldProps) {
  const shown = value === null ? '' : String(value);
  const [draft, setDraft] = useState(shown);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [lastShown, setLastShown] = useState(shown);
  if (shown !== lastShown) {
    // The value changed elsewhere (a merge, another tab): show it.
    setLastShown(shown);
    setDraft(shown);
  }
  const toValue = (text: string): FieldValue => {
    if (item.kind !== 'number') return text === '' ? null : text;
    const n = Number(text.replace(',', '.'));
    return text.trim() === '' || !Number.isFinite(n) ? null : n;
  };
  const save = (text: string) => {
    clearTimeout(timer.current);
    if (toValue(text) !== value) onChange(toValue(text));
  };
  useEffect(() => () => clearTimeout(timer.current), []);
  const common = {
    id: `item-${item.id}`,
    value: draft,
    disabled,
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      const text = event.target.value;
      setDraft(text);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => save(text), SAVE_PAUSE_MS);
    },
    onBlur: () => save(draft),
  };
  return item.kind === 'number' ? (
    <Input inputMode="decimal" {...common} />
  ) : (
    <Textarea autoresize rows={2} {...common} />
  );
}

export function ItemField(props: ItemFieldProps) {
  const { t } = useTranslation();
  const { item, value, onChange, disabled } = props;
  switch (item.kind) {
    case 'checkbox':
      return (
        <Checkbox.Root
          id={`item-${item.id}`}
          checked={value === true}
          disabled={disabled}
          onCheckedChange={(d) => onChange(d.checked === true)}
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>
            <VisuallyHidden>{item.label}</VisuallyHidden>
            {t('checklists.fill.done')}
          </Checkbox.Label>
        </Checkbox.Root>
      );
    case 'text':
    case 'number':
      return <TypedField {...props} />;
    case 'choice':
      return (
        <NativeSelect.Root disabled={disabled}>
          <NativeSelect.Field
            id={`item-${item.id}`}
            value={typeof value === 'string' ? value : ''}
            onChange={(e) => onChange(e.target.value || null)}
          >
            <option value="">{t('checklists.fill.choose')}</option>
            {item.options.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      );
    case 'date':
      return (
        <Input
          id={`item-${item.id}`}
          type="date"
          maxW="xs"
          disabled={disabled}
          value={typeof value === 'string' ? value : ''}
          onChange={(e) => onChange(e.target.value || null)}
        />
      );
    case 'photo':
    case 'signature':
      return (
        <Box>
          <ImageField {...props} />
        </Box>
      );
  }
}
