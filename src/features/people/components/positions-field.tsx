// A staff member's positions, in the order chosen: the first is the primary one (spec people §4),
// marked as such; unticking it makes the next one primary.
import { Badge, Checkbox, Fieldset, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { usePositions } from '../api/organisation';

export function PositionsField({
  value,
  onChange,
  disabled,
}: {
  value: number[];
  onChange: (ids: number[]) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const positions = usePositions().data ?? [];
  return (
    <Fieldset.Root disabled={disabled}>
      <Fieldset.Legend>{t('people.fields.positions')}</Fieldset.Legend>
      <Fieldset.HelperText>{t('people.fields.positionsHelp')}</Fieldset.HelperText>
      {positions.length === 0 && <Text color="fg.muted">{t('people.positions.empty')}</Text>}
      <Stack gap="2" maxH="60" overflowY="auto">
        {positions.map((p) => (
          <HStack key={p.id} gap="2">
            <Checkbox.Root
              checked={value.includes(p.id)}
              onCheckedChange={(d) =>
                onChange(d.checked === true ? [...value, p.id] : value.filter((id) => id !== p.id))
              }
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>{p.name}</Checkbox.Label>
            </Checkbox.Root>
            {value[0] === p.id && <Badge colorPalette="blue">{t('people.fields.primary')}</Badge>}
          </HStack>
        ))}
      </Stack>
    </Fieldset.Root>
  );
}
