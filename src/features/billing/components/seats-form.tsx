// Premium seats on the billing page: never fewer than the company's active users.
import { Button, Field, HStack, Input } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_PREMIUM_USERS } from '../../../../contract/subscription-constants';
import { notify } from '../../../ui/toaster';
import { useUpdateSeats } from '../api/update-seats';
import { subscriptionErrorText } from '../lib/subscription-error-text';

export function SeatsForm({ seats, activeUsers }: { seats: number; activeUsers: number }) {
  const { t } = useTranslation();
  const [value, setValue] = useState(String(seats));
  const update = useUpdateSeats();
  const number = Number(value);
  const invalid = !Number.isInteger(number) || number < Math.max(1, activeUsers) || number > MAX_PREMIUM_USERS;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (invalid) return;
    update.mutate(number, {
      onSuccess: () => notify('success', t('billing.seats.saved')),
      onError: (error) => notify('error', subscriptionErrorText(error)),
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <Field.Root invalid={invalid} maxW="sm">
        <Field.Label>{t('billing.seats.label')}</Field.Label>
        <HStack w="full">
          <Input
            type="number"
            inputMode="numeric"
            min={Math.max(1, activeUsers)}
            max={MAX_PREMIUM_USERS}
            value={value}
            onChange={(event) => setValue(event.currentTarget.value)}
          />
          <Button type="submit" variant="outline" loading={update.isPending} disabled={invalid || number === seats}>
            {t('billing.seats.save')}
          </Button>
        </HStack>
        {invalid && <Field.ErrorText>{t('billing.seats.min', { count: Math.max(1, activeUsers) })}</Field.ErrorText>}
      </Field.Root>
    </form>
  );
}
