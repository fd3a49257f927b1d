// Onboarding step 0 (spec shell §2.5, §5): first name (required), last name, phone (checked as the
// staff forms and the bulk import check it, src/lib/phone-field.ts: shown as (555) 000-1111 once the
// field is left, sent as E.164), and positions, the first chosen being the primary one. The wizard's Next submits
// this form (form={PERSONAL_INFO_FORM_ID}) and moves on only when the server has saved it. Loaded
// lazily by the wizard: the phone parser it uses must not weigh on the sign-in page's chunk.
import { Badge, Checkbox, Fieldset, Input, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { PersonalInfo } from '../../../../contract/subscription';
import { usePersonalInfo, useSavePersonalInfo } from '../api/personal-info';
import { formErrors } from '../lib/form-errors';
import { PERSONAL_INFO_FORM_ID } from '../lib/onboarding-step';
import { PHONE_PLACEHOLDER } from '../../../../contract/people-constants';
import { formatPhone, phoneForSave, phoneProblem, tidyPhone, translatePhoneMessage } from '../../../lib/phone-field';
import { required } from '../lib/validation';
import { FormAlert } from './form-alert';
import { FormField } from './form-field';

const SERVER_FIELDS = ['first_name', 'last_name', 'personal_phone', 'positions'] as const;

function PositionPicker({
  available,
  chosen,
  onChange,
}: {
  available: PersonalInfo['available_positions'];
  chosen: number[];
  onChange: (ids: number[]) => void;
}) {
  const { t } = useTranslation();
  if (available.length === 0)
    return (
      <Text color="fg.muted" fontSize="sm">
        {t('auth.onboarding.personal.noPositions')}
      </Text>
    );
  return (
    <Stack gap="2">
      {available.map((position) => (
        <Checkbox.Root
          key={position.id}
          checked={chosen.includes(position.id)}
          onCheckedChange={(details) =>
            onChange(details.checked ? [...chosen, position.id] : chosen.filter((id) => id !== position.id))
          }
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{position.name}</Checkbox.Label>
          {chosen[0] === position.id && (
            <Badge size="sm" colorPalette="teal">
              {t('auth.onboarding.personal.primary')}
            </Badge>
          )}
        </Checkbox.Root>
      ))}
    </Stack>
  );
}

interface FormProps {
  onSaved: () => void;
  onPendingChange: (pending: boolean) => void;
  /** True while the form is on screen: the wizard's Next submits it, so it waits for it. */
  onReadyChange: (ready: boolean) => void;
}

function Form({ info, onSaved, onPendingChange, onReadyChange }: FormProps & { info: PersonalInfo }) {
  const { t } = useTranslation();
  const save = useSavePersonalInfo();
  const [values, setValues] = useState({
    first_name: info.first_name,
    last_name: info.last_name,
    personal_phone: formatPhone(info.personal_phone),
  });
  const [positions, setPositions] = useState(info.positions);
  const [errors, setErrors] = useState<{ first_name?: string; personal_phone?: string }>({});
  const server = formErrors(save.error, t, SERVER_FIELDS, 'auth.onboarding.needsConnection');
  useEffect(() => onPendingChange(save.isPending), [save.isPending, onPendingChange]);
  useEffect(() => {
    onReadyChange(true);
    return () => onReadyChange(false);
  }, [onReadyChange]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const phone = phoneProblem(values.personal_phone, formatPhone(info.personal_phone));
    const failed = {
      ...(required(values.first_name) ? { first_name: t('auth.validation.required') } : {}),
      ...(phone ? { personal_phone: translatePhoneMessage(t, phone) } : {}),
    };
    setErrors(failed);
    const first = (['first_name', 'personal_phone'] as const).find((name) => failed[name]);
    if (first) {
      const element = event.currentTarget.elements.namedItem(first);
      if (element instanceof HTMLElement) element.focus();
      return;
    }
    save.mutate(
      {
        first_name: values.first_name.trim(),
        last_name: values.last_name.trim(),
        // Only a stored number the form cannot read, left as it was, still has a problem here: it
        // is not sent, so it stays stored. Anything else is sent in E.164 ('' clears it).
        ...(phoneProblem(values.personal_phone) === null && { personal_phone: phoneForSave(values.personal_phone) }),
        positions,
      },
      { onSuccess: onSaved },
    );
  };
  const change = (name: keyof typeof values, value: string) => {
    setValues((prev) => ({ ...prev, [name]: value }));
    setErrors((prev) => ({ ...prev, [name]: undefined }));
    if (save.isError) save.reset();
  };

  return (
    <form id={PERSONAL_INFO_FORM_ID} onSubmit={onSubmit} noValidate>
      <Stack gap="5">
        {server.form && <FormAlert>{server.form}</FormAlert>}
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="5">
          <FormField label={t('auth.fields.firstName')} error={errors.first_name ?? server.fields.first_name}>
            <Input
              name="first_name"
              autoComplete="given-name"
              value={values.first_name}
              onChange={(e) => change('first_name', e.currentTarget.value)}
            />
          </FormField>
          <FormField
            label={t('auth.fields.lastName')}
            optional={` (${t('auth.fields.optional')})`}
            error={server.fields.last_name}
          >
            <Input
              name="last_name"
              autoComplete="family-name"
              value={values.last_name}
              onChange={(e) => change('last_name', e.currentTarget.value)}
            />
          </FormField>
        </SimpleGrid>
        <FormField
          label={t('auth.onboarding.personal.phone')}
          optional={` (${t('auth.fields.optional')})`}
          error={errors.personal_phone ?? server.fields.personal_phone}
          helper={t('common.phone.help')}
        >
          <Input
            name="personal_phone"
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            placeholder={PHONE_PLACEHOLDER}
            value={values.personal_phone}
            onChange={(e) => change('personal_phone', e.currentTarget.value)}
            onBlur={(e) => {
              const tidied = tidyPhone(e.currentTarget.value);
              setValues((prev) => ({ ...prev, personal_phone: tidied }));
            }}
          />
        </FormField>
        <Fieldset.Root invalid={Boolean(server.fields.positions)}>
          <Fieldset.Legend>{t('auth.onboarding.personal.positions')}</Fieldset.Legend>
          <Fieldset.HelperText>{t('auth.onboarding.personal.positionsHelp')}</Fieldset.HelperText>
          <PositionPicker available={info.available_positions} chosen={positions} onChange={setPositions} />
          {server.fields.positions && <Fieldset.ErrorText>{server.fields.positions}</Fieldset.ErrorText>}
        </Fieldset.Root>
      </Stack>
    </form>
  );
}

export function PersonalInfoForm(props: FormProps) {
  const { t } = useTranslation();
  const info = usePersonalInfo();
  if (info.isPending) return <Skeleton h="48" />;
  if (info.isError) return <FormAlert>{t('errors.generic')}</FormAlert>;
  return <Form info={info.data} {...props} />;
}
