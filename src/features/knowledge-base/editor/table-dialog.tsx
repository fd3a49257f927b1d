// The insert-table dialog (issue 20, item 4): how many rows and columns, and whether the first row is
// a head row (on by default, as most tables of a procedure have one). Insert puts the table at the
// caret with the caret in its first cell, so typing fills the table.
import { Checkbox, Field, Input, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../ui/form-dialog';
import { TABLE_LIMITS } from './table-commands';

export interface TableSize {
  rows: number;
  columns: number;
  headerRow: boolean;
}

/** The whole number typed, when it is within the limits. */
function count(raw: string, { min, max }: { min: number; max: number }): number | null {
  const value = Number(raw.trim());
  return /^\d+$/.test(raw.trim()) && value >= min && value <= max ? value : null;
}

export function TableDialog({ onInsert, onClose }: { onInsert: (size: TableSize) => void; onClose: () => void }) {
  const { t } = useTranslation();
  const [rows, setRows] = useState('3');
  const [columns, setColumns] = useState('3');
  const [headerRow, setHeaderRow] = useState(true);
  const [checked, setChecked] = useState(false);
  const rowCount = count(rows, TABLE_LIMITS.rows);
  const columnCount = count(columns, TABLE_LIMITS.columns);

  return (
    <FormDialog
      title={t('knowledgeBase.editor.tableDialog.title')}
      submitLabel={t('knowledgeBase.editor.tableDialog.insert')}
      saving={false}
      restoreFocus={false}
      onClose={onClose}
      onSubmit={() => {
        setChecked(true);
        if (rowCount !== null && columnCount !== null) onInsert({ rows: rowCount, columns: columnCount, headerRow });
      }}
    >
      <Stack gap="4">
        <Stack direction="row" gap="4">
          <Field.Root invalid={checked && rowCount === null}>
            <Field.Label>{t('knowledgeBase.editor.tableDialog.rows')}</Field.Label>
            <Input
              type="number"
              inputMode="numeric"
              min={TABLE_LIMITS.rows.min}
              max={TABLE_LIMITS.rows.max}
              value={rows}
              onChange={(e) => setRows(e.currentTarget.value)}
            />
            <Field.ErrorText>{t('knowledgeBase.editor.tableDialog.between', TABLE_LIMITS.rows)}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={checked && columnCount === null}>
            <Field.Label>{t('knowledgeBase.editor.tableDialog.columns')}</Field.Label>
            <Input
              type="number"
              inputMode="numeric"
              min={TABLE_LIMITS.columns.min}
              max={TABLE_LIMITS.columns.max}
              value={columns}
              onChange={(e) => setColumns(e.currentTarget.value)}
            />
            <Field.ErrorText>{t('knowledgeBase.editor.tableDialog.between', TABLE_LIMITS.columns)}</Field.ErrorText>
          </Field.Root>
        </Stack>
        <Checkbox.Root checked={headerRow} onCheckedChange={(d) => setHeaderRow(d.checked === true)}>
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{t('knowledgeBase.editor.tableDialog.headerRow')}</Checkbox.Label>
        </Checkbox.Root>
      </Stack>
    </FormDialog>
  );
}
