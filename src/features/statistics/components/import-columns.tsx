// Which column of the file holds the stat, the date and the value: found from the header, and the
// person can point any of them elsewhere (a header the import did not recognise, "Week ending").
import { Field, HStack, NativeSelect } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { ImportColumn, TableLayout } from '../lib/import-rows';

const FIELDS: ImportColumn[] = ['stat', 'date', 'value'];

function columnName(index: number): string {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

export function ImportColumns({ layout, onChange }: { layout: TableLayout; onChange: (layout: TableLayout) => void }) {
  const { t } = useTranslation();
  return (
    <HStack gap="3" wrap="wrap" data-testid="import-columns">
      {FIELDS.map((field) => (
        <Field.Root key={field} maxW="48">
          <Field.Label>{t(`statistics.import.columns.${field}`)}</Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field
              value={String(layout.columns[field])}
              onChange={(e) =>
                onChange({ ...layout, columns: { ...layout.columns, [field]: Number(e.currentTarget.value) } })
              }
            >
              <option value="-1">{t('statistics.import.columns.none')}</option>
              {layout.headers.map((header, i) => (
                <option key={i} value={String(i)}>
                  {header ? `${columnName(i)}: ${header}` : columnName(i)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
      ))}
    </HStack>
  );
}
