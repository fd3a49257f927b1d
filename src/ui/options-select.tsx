// A native select of value/label options with an empty first choice ('' = none, or "any" in a
// filter, with its own label): the one way forms and filters offer a choice from a list.
import { NativeSelect } from '@chakra-ui/react';

export interface SelectOption {
  value: string;
  label: string;
}

export function OptionsSelect({
  value,
  onChange,
  emptyLabel,
  options,
  id,
  label,
  size,
}: {
  value: string;
  onChange: (value: string) => void;
  /** The label of the empty choice ("Any division", "Choose an employee"). */
  emptyLabel: string;
  options: SelectOption[];
  id?: string;
  /** An accessible name, when no <label for={id}> names it. */
  label?: string;
  size?: 'sm' | 'md';
}) {
  return (
    <NativeSelect.Root size={size}>
      <NativeSelect.Field id={id} aria-label={label} value={value} onChange={(e) => onChange(e.currentTarget.value)}>
        <option value="">{emptyLabel}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
