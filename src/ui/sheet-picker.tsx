// Which sheets of a workbook to import: every sheet with its size, those holding data ticked off by
// choice (the first one to start with), empty ones shown but not offered. Used wherever a workbook
// is imported (statistics values, an article's tables).
import { Button, Checkbox, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface SheetChoice {
  name: string;
  rows: number;
}

export function SheetPicker({
  sheets,
  onChoose,
  onCancel,
  busy,
}: {
  sheets: readonly SheetChoice[];
  onChoose: (names: string[]) => void;
  onCancel?: () => void;
  busy?: boolean;
}) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<ReadonlySet<string>>(
    () =>
      new Set(
        sheets
          .filter((s) => s.rows > 0)
          .slice(0, 1)
          .map((s) => s.name),
      ),
  );
  const toggle = (name: string, on: boolean) =>
    setChosen((current) => {
      const next = new Set(current);
      if (on) next.add(name);
      else next.delete(name);
      return next;
    });
  return (
    <Stack gap="2" data-testid="sheet-picker" role="group" aria-label={t('tableImport.sheetsLabel')}>
      <Text>{t('tableImport.chooseSheets', { count: sheets.length })}</Text>
      <Stack gap="1" maxH="60" overflowY="auto">
        {sheets.map((sheet) => (
          <Checkbox.Root
            key={sheet.name}
            size="sm"
            checked={chosen.has(sheet.name)}
            disabled={sheet.rows === 0 || busy}
            onCheckedChange={(d) => toggle(sheet.name, d.checked === true)}
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>
              {sheet.name}{' '}
              <Text as="span" color="fg.muted">
                {sheet.rows === 0 ? t('tableImport.emptySheet') : t('tableImport.sheetRows', { count: sheet.rows })}
              </Text>
            </Checkbox.Label>
          </Checkbox.Root>
        ))}
      </Stack>
      <HStack>
        <Button
          size="sm"
          disabled={chosen.size === 0}
          loading={busy}
          onClick={() => onChoose(sheets.filter((s) => chosen.has(s.name)).map((s) => s.name))}
        >
          {t('tableImport.importSheets', { count: chosen.size })}
        </Button>
        {onCancel && (
          <Button size="sm" variant="ghost" onClick={onCancel} disabled={busy}>
            {t('common.cancel')}
          </Button>
        )}
      </HStack>
    </Stack>
  );
}
