// The items of a new purchase request: description, quantity and unit price per row, rows added and
// removed, and the running total in exact cents.
import { Button, Field, HStack, IconButton, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { cents, formatMoney } from '../lib/money';

export interface ItemRow {
  description: string;
  quantity: string;
  unit_price: string;
}
export const EMPTY_ITEM: ItemRow = { description: '', quantity: '1', unit_price: '' };

export function itemsTotal(items: ItemRow[]): number {
  return items.reduce((sum, i) => sum + (Number(i.quantity) || 0) * (cents(i.unit_price) ?? 0), 0);
}

export function ItemRows({
  items,
  currency,
  errors,
  onChange,
}: {
  items: ItemRow[];
  currency: string;
  errors: Record<string, string>;
  onChange: (items: ItemRow[]) => void;
}) {
  const { t, i18n } = useTranslation();
  const update = (index: number, patch: Partial<ItemRow>) =>
    onChange(items.map((item, i) => (i === index ? { ...item, ...patch } : item)));
  return (
    <Stack gap="3">
      {items.map((item, i) => (
        <SimpleGrid
          key={i}
          columns={{ base: 1, sm: 4 }}
          gap="2"
          alignItems="end"
          role="group"
          aria-label={t('purchaseRequests.form.item', { n: i + 1 })}
        >
          <Field.Root gridColumn={{ sm: 'span 2' }} invalid={Boolean(errors[`items.${i}.description`])}>
            <Field.Label>{t('purchaseRequests.form.itemDescription')}</Field.Label>
            <Input value={item.description} onChange={(e) => update(i, { description: e.currentTarget.value })} />
            <Field.ErrorText>{errors[`items.${i}.description`]}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={Boolean(errors[`items.${i}.quantity`])}>
            <Field.Label>{t('purchaseRequests.form.quantity')}</Field.Label>
            <Input
              type="number"
              inputMode="numeric"
              min={1}
              value={item.quantity}
              onChange={(e) => update(i, { quantity: e.currentTarget.value })}
            />
          </Field.Root>
          <HStack align="end" gap="1">
            <Field.Root invalid={Boolean(errors[`items.${i}.unit_price`])}>
              <Field.Label>{t('purchaseRequests.form.unitPrice')}</Field.Label>
              <Input
                inputMode="decimal"
                value={item.unit_price}
                onChange={(e) => update(i, { unit_price: e.currentTarget.value })}
              />
              <Field.ErrorText>{errors[`items.${i}.unit_price`]}</Field.ErrorText>
            </Field.Root>
            {items.length > 1 && (
              <IconButton
                aria-label={t('purchaseRequests.form.removeItem', { n: i + 1 })}
                variant="ghost"
                onClick={() => onChange(items.filter((_, j) => j !== i))}
              >
                ×
              </IconButton>
            )}
          </HStack>
        </SimpleGrid>
      ))}
      <HStack justify="space-between">
        <Button size="sm" variant="outline" onClick={() => onChange([...items, EMPTY_ITEM])}>
          {t('purchaseRequests.form.addItem')}
        </Button>
        <Text fontWeight="semibold" aria-live="polite">
          {t('purchaseRequests.form.total', {
            amount: formatMoney(itemsTotal(items), currency || 'USD', i18n.language),
          })}
        </Text>
      </HStack>
    </Stack>
  );
}
