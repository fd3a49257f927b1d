// A titled list of checkboxes over named items (responsibilities of a position, holders of a
// responsibility); the value is the ticked ids in the order they were ticked.
import { Checkbox, Fieldset, Stack } from '@chakra-ui/react';

export function CheckboxList({
  legend,
  items,
  value,
  onChange,
}: {
  legend: string;
  items: { id: number; label: string }[];
  value: number[];
  onChange: (ids: number[]) => void;
}) {
  return (
    <Fieldset.Root>
      <Fieldset.Legend>{legend}</Fieldset.Legend>
      <Stack gap="1" maxH="48" overflowY="auto">
        {items.map((item) => (
          <Checkbox.Root
            key={item.id}
            checked={value.includes(item.id)}
            onCheckedChange={(d) =>
              onChange(d.checked === true ? [...value, item.id] : value.filter((id) => id !== item.id))
            }
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{item.label}</Checkbox.Label>
          </Checkbox.Root>
        ))}
      </Stack>
    </Fieldset.Root>
  );
}
