// /purchase-requests/create: what to buy and why, the vendor, the company's purchase method, type
// and set-aside, a currency, the items with their amounts, and quotes to attach (sent after the
// request is made, one file at a time; a refused file is named in a toast and the request stays).
import { Button, Field, Heading, Input, NativeSelect, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { PurchaseOptionKind } from '../../../../contract/purchase-requests-constants';
import { NON_FIELD_ERRORS } from '../../../../contract/error-codes';
import { ApiError, ValidationApiError, errorMessages } from '../../../api/errors';
import { notify } from '../../../ui/toaster';
import { useCurrencies, usePurchaseOptions } from '../api/get-purchase-options';
import { attachToPurchaseRequest, useCreatePurchaseRequest } from '../api/purchase-request-actions';
import { EMPTY_ITEM, ItemRows, type ItemRow } from '../components/item-rows';
import { cents } from '../lib/money';

const OPTION_FIELDS: [PurchaseOptionKind, 'purchaseMethod' | 'purchaseType' | 'setAside'][] = [
  ['purchase_method', 'purchaseMethod'],
  ['purchase_type', 'purchaseType'],
  ['set_aside', 'setAside'],
];

function OptionSelect({
  kind,
  label,
  value,
  onChange,
}: {
  kind: PurchaseOptionKind;
  label: string;
  value: string;
  onChange: (v: string) => void;
}) {
  const { t } = useTranslation();
  const options = usePurchaseOptions(kind).data ?? [];
  return (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field name={kind} value={value} onChange={(e) => onChange(e.currentTarget.value)}>
          <option value="">{t('purchaseRequests.form.none')}</option>
          {options.map((o) => (
            <option key={o.id} value={o.id}>
              {o.name}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

export function CreatePurchaseRequestPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const currencies = useCurrencies().data ?? [];
  const mutation = useCreatePurchaseRequest();
  const [values, setValues] = useState({
    title: '',
    description: '',
    vendor: '',
    currency: 'USD',
    needed_by: '',
    purchase_method: '',
    purchase_type: '',
    set_aside: '',
  });
  const [items, setItems] = useState<ItemRow[]>([EMPTY_ITEM]);
  const [files, setFiles] = useState<File[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (field: keyof typeof values) => (value: string) => setValues((v) => ({ ...v, [field]: value }));

  const check = () => {
    const found: Record<string, string> = {};
    if (!values.title.trim()) found.title = t('purchaseRequests.form.required');
    items.forEach((item, i) => {
      if (!item.description.trim()) found[`items.${i}.description`] = t('purchaseRequests.form.required');
      if (cents(item.unit_price) === null) found[`items.${i}.unit_price`] = t('purchaseRequests.form.amount');
    });
    return found;
  };

  const attachAll = async (id: number) => {
    for (const file of files) {
      try {
        await attachToPurchaseRequest({ id, file });
      } catch (error) {
        const message =
          error instanceof ValidationApiError ? Object.values(error.fields).flat().join(' ') : errorMessages(error)[0];
        notify('error', t('purchaseRequests.form.attachFailed', { name: file.name, message }));
      }
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = check();
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const id = (v: string) => (v ? Number(v) : null);
    mutation.mutate(
      {
        title: values.title,
        description: values.description,
        vendor: values.vendor,
        currency: values.currency,
        needed_by: values.needed_by || null,
        purchase_method: id(values.purchase_method),
        purchase_type: id(values.purchase_type),
        set_aside: id(values.set_aside),
        items: items.map((i) => ({
          description: i.description,
          quantity: Number(i.quantity) || 1,
          unit_price: i.unit_price.trim(),
        })),
      },
      {
        onSuccess: async (pr) => {
          await attachAll(pr.id);
          notify('success', t('purchaseRequests.form.created'));
          void navigate(`/purchase-requests/details/${pr.id}`);
        },
        onError: (error) => {
          if (error instanceof ValidationApiError) {
            const { [NON_FIELD_ERRORS]: general, ...fields } = error.fields;
            if (general) notify('error', general.join(' '));
            setErrors(Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, v.join(' ')])));
          } else
            notify('error', error instanceof ApiError && error.status < 500 ? error.message : errorMessages(error)[0]!);
        },
      },
    );
  };

  const text = (
    name: 'title' | 'vendor' | 'needed_by',
    label: string,
    extra: { type?: string; required?: boolean } = {},
  ): ReactNode => (
    <Field.Root required={extra.required} invalid={Boolean(errors[name])}>
      <Field.Label>
        {label}
        {extra.required && <Field.RequiredIndicator />}
      </Field.Label>
      <Input
        name={name}
        type={extra.type ?? 'text'}
        value={values[name]}
        onChange={(e) => set(name)(e.currentTarget.value)}
      />
      {errors[name] && <Field.ErrorText>{errors[name]}</Field.ErrorText>}
    </Field.Root>
  );

  return (
    <Stack gap="5" maxW="3xl">
      <Heading as="h1" size="2xl">
        {t('purchaseRequests.createTitle')}
      </Heading>
      <form onSubmit={submit} noValidate data-testid="purchase-request-form">
        <Stack gap="4">
          {text('title', t('purchaseRequests.form.title'), { required: true })}
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
            {text('vendor', t('purchaseRequests.form.vendor'))}
            {text('needed_by', t('purchaseRequests.form.neededBy'), { type: 'date' })}
          </SimpleGrid>
          <SimpleGrid columns={{ base: 1, sm: 2, md: 4 }} gap="3">
            {OPTION_FIELDS.map(([kind, key]) => (
              <OptionSelect
                key={kind}
                kind={kind}
                label={t(`purchaseRequests.form.${key}`)}
                value={values[kind]}
                onChange={set(kind)}
              />
            ))}
            <Field.Root invalid={Boolean(errors.currency)}>
              <Field.Label>{t('purchaseRequests.form.currency')}</Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field
                  name="currency"
                  value={values.currency}
                  onChange={(e) => set('currency')(e.currentTarget.value)}
                >
                  {currencies.map((c) => (
                    <option key={c.code} value={c.code}>
                      {c.code} — {c.name}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
              {errors.currency && <Field.ErrorText>{errors.currency}</Field.ErrorText>}
            </Field.Root>
          </SimpleGrid>
          <Stack gap="2">
            <Text fontWeight="semibold">{t('purchaseRequests.form.items')}</Text>
            <ItemRows items={items} currency={values.currency} errors={errors} onChange={setItems} />
          </Stack>
          <Field.Root>
            <Field.Label>{t('purchaseRequests.form.description')}</Field.Label>
            <Textarea value={values.description} onChange={(e) => set('description')(e.currentTarget.value)} />
          </Field.Root>
          <Field.Root>
            <Field.Label>{t('purchaseRequests.form.attachments')}</Field.Label>
            <Input
              type="file"
              multiple
              accept="application/pdf,image/png,image/jpeg,image/webp"
              p="1"
              onChange={(e) => setFiles([...(e.currentTarget.files ?? [])])}
            />
            <Field.HelperText>{t('purchaseRequests.form.attachmentsHint')}</Field.HelperText>
          </Field.Root>
          <Button type="submit" colorPalette="blue" loading={mutation.isPending} alignSelf="start">
            {t('purchaseRequests.form.submit')}
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
