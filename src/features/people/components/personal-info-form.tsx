// Personal info (spec people §5): first name required ("This field is required"), last name
// optional, the phone (checked as the server and the bulk import check it, src/lib/phone-field.ts;
// shown as (555) 000-1111 once the field is left, sent as E.164), gender and birth date. Used by
// Create New Employee (with the e-mail) and by the profile. The server's refusal of a field (say,
// an admin changing the name of someone who manages their own account) shows under that field.
import { Button, Field, Input, NativeSelect, SimpleGrid, Stack } from '@chakra-ui/react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FIELD_REQUIRED, PHONE_PLACEHOLDER } from '../../../../contract/people-constants';
import { phoneForSave, phoneProblem, tidyPhone, translatePhoneMessage } from '../../../lib/phone-field';

export interface PersonalInfo {
  email: string;
  first_name: string;
  last_name: string;
  personal_phone: string;
  gender: string;
  birth_date: string;
}

export const emptyPersonalInfo: PersonalInfo = {
  email: '',
  first_name: '',
  last_name: '',
  personal_phone: '',
  gender: '',
  birth_date: '',
};

export type PersonalInfoErrors = Partial<Record<keyof PersonalInfo, string>>;
type Errors = PersonalInfoErrors;

/** `initial`: what the form started with; its phone passes unchecked (an old stored number). */
export function validatePersonalInfo(values: PersonalInfo, withEmail: boolean, initial?: PersonalInfo): Errors {
  const errors: Errors = {};
  if (!values.first_name.trim()) errors.first_name = FIELD_REQUIRED;
  if (withEmail && !values.email.trim()) errors.email = FIELD_REQUIRED;
  const phone = phoneProblem(values.personal_phone, initial?.personal_phone);
  if (phone) errors.personal_phone = phone;
  return errors;
}

export function PersonalInfoForm({
  initial,
  withEmail,
  disabled,
  saving,
  submitLabel,
  onSubmit,
  serverErrors = {},
  children,
}: {
  initial: PersonalInfo;
  withEmail: boolean;
  disabled?: boolean;
  saving: boolean;
  submitLabel: string;
  onSubmit: (values: PersonalInfo) => void;
  /** The server's messages by field, from the last save (already translated). */
  serverErrors?: Errors;
  /** More fields under the personal ones (Create New Employee's employment fields). */
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState(false);
  const errors = validatePersonalInfo(values, withEmail, initial);
  const shown: Errors = { ...serverErrors, ...(touched ? errors : {}) };
  const change = (field: keyof PersonalInfo) => (value: string) => setValues((v) => ({ ...v, [field]: value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (Object.keys(errors).length === 0) onSubmit(values);
  }

  const text = (
    field: keyof PersonalInfo,
    label: string,
    props: { type?: string; required?: boolean; autoComplete?: string } = {},
  ) => (
    <Field.Root invalid={Boolean(shown[field])} required={props.required} disabled={disabled}>
      <Field.Label>
        {label}
        {props.required && <Field.RequiredIndicator />}
      </Field.Label>
      <Input
        type={props.type ?? 'text'}
        autoComplete={props.autoComplete}
        value={values[field]}
        onChange={(e) => change(field)(e.currentTarget.value)}
      />
      <Field.ErrorText>{shown[field]}</Field.ErrorText>
    </Field.Root>
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="4">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          {withEmail && text('email', t('people.fields.email'), { type: 'email', required: true, autoComplete: 'off' })}
          {text('first_name', t('people.fields.firstName'), { required: true })}
          {text('last_name', t('people.fields.lastName'))}
          <Field.Root invalid={Boolean(shown.personal_phone)} disabled={disabled}>
            <Field.Label>{t('people.fields.phone')}</Field.Label>
            <Input
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              placeholder={PHONE_PLACEHOLDER}
              value={values.personal_phone}
              onChange={(e) => change('personal_phone')(e.currentTarget.value)}
              onBlur={(e) => change('personal_phone')(tidyPhone(e.currentTarget.value))}
            />
            {!shown.personal_phone && <Field.HelperText>{t('common.phone.help')}</Field.HelperText>}
            <Field.ErrorText>{shown.personal_phone && translatePhoneMessage(t, shown.personal_phone)}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={Boolean(shown.gender)} disabled={disabled}>
            <Field.Label>{t('people.fields.gender')}</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field value={values.gender} onChange={(e) => change('gender')(e.currentTarget.value)}>
                <option value="">{t('people.gender.unset')}</option>
                <option value="FEMALE">{t('people.gender.female')}</option>
                <option value="MALE">{t('people.gender.male')}</option>
                <option value="OTHER">{t('people.gender.other')}</option>
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            <Field.ErrorText>{shown.gender}</Field.ErrorText>
          </Field.Root>
          {text('birth_date', t('people.fields.birthDate'), { type: 'date' })}
        </SimpleGrid>
        {children}
        {!disabled && (
          <Button
            type="submit"
            colorPalette="blue"
            alignSelf="start"
            loading={saving}
            disabled={touched && Object.keys(errors).length > 0}
          >
            {submitLabel}
          </Button>
        )}
      </Stack>
    </form>
  );
}

/** The server's field names this form shows errors under. */
export const PERSONAL_INFO_FIELDS = Object.keys(emptyPersonalInfo) as (keyof PersonalInfo)[];

/** The form's values as the server's body: empty optional fields become null, the phone E.164. */
export function personalInfoBody(values: PersonalInfo) {
  return {
    first_name: values.first_name.trim(),
    last_name: values.last_name.trim(),
    personal_phone: phoneForSave(values.personal_phone) || null,
    gender: values.gender || null,
    birth_date: values.birth_date || null,
  };
}
