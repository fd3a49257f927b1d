// /request/create, Create New Request: a type (the ones request admins set up), a title, details,
// and for a time-off type its first and last day. Online it is sent at once and opens the request,
// with the server's 400 messages under their fields; offline, or when the network fails on the way,
// it is saved on this device (the outbox, under the same Idempotency-Key, so it is filed once) and
// listed under My requests as waiting until it is sent (issue 21).
import {
  Alert,
  Button,
  Field,
  Heading,
  Input,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { REQUEST_TEXT_MAX, REQUEST_TITLE_MAX } from '../../../../contract/requests-constants';
import { NetworkError } from '../../../api/errors';
import { queueChange } from '../../../offline/queue';
import { notify } from '../../../ui/toaster';
import { useRequestOptions } from '../api/get-request-options';
import { useCreateRequest } from '../api/request-actions';
import { showSaveError } from '../lib/form-errors';
import { LeaveBalances } from '../components/leave-balances';
import { CREATE_REQUEST_KIND, type QueuedRequestCreate } from '../offline/create-request-kind';

const EMPTY = { request_type: '', title: '', description: '', start_date: '', end_date: '' };
type Values = typeof EMPTY;

export function CreateRequestPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const types = useRequestOptions().data?.request_types;
  const mutation = useCreateRequest();
  // Another screen may open the form filled in (?title=&description=), e.g. the time clock's
  // correction request for a punch made by mistake.
  const [params] = useSearchParams();
  const [values, setValues] = useState<Values>(() => ({
    ...EMPTY,
    title: (params.get('title') ?? '').slice(0, REQUEST_TITLE_MAX),
    description: (params.get('description') ?? '').slice(0, REQUEST_TEXT_MAX),
  }));
  const [errors, setErrors] = useState<Partial<Record<keyof Values, string>>>({});
  const type = types?.find((x) => String(x.id) === values.request_type);
  const set = (field: keyof Values) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: typeof errors = {};
    const required = t('requests.form.required');
    if (!values.request_type) found.request_type = required;
    if (!values.title.trim()) found.title = required;
    if (type?.is_time_off && !values.start_date) found.start_date = required;
    if (type?.is_time_off && !values.end_date) found.end_date = required;
    if (values.start_date && values.end_date && values.end_date < values.start_date) {
      found.end_date = t('requests.form.endBeforeStart');
    }
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const dated = Boolean(type?.is_time_off);
    const request = {
      key: crypto.randomUUID(),
      request_type: Number(values.request_type),
      title: values.title,
      description: values.description,
      start_date: dated ? values.start_date : null,
      end_date: dated ? values.end_date : null,
    };
    const saveOnDevice = async () => {
      try {
        await queueChange<QueuedRequestCreate>(CREATE_REQUEST_KIND, request, { id: request.key });
        notify('success', t('requests.form.savedOffline'));
        void navigate('/request');
      } catch (error) {
        // Not saved anywhere (storage full, signed out): the form keeps what was typed.
        showSaveError(error, t('requests.form.offline'));
      }
    };
    if (!navigator.onLine) {
      void saveOnDevice();
      return;
    }
    mutation.mutate(request, {
      onSuccess: (detail) => {
        notify('success', t('requests.form.created'));
        void navigate(`/request/details/${detail.id}`);
      },
      // No answer (the network went on the way): it may have reached the server, so it is queued
      // under the same key, which the server answers with what it filed, if it did.
      onError: (error) =>
        error instanceof NetworkError
          ? void saveOnDevice()
          : setErrors(showSaveError(error, t('requests.form.offline'))),
    });
  };

  const field = (name: keyof Values, label: string, input: ReactNode, required = true) => (
    <Field.Root required={required} invalid={Boolean(errors[name])}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      {input}
      {errors[name] && <Field.ErrorText>{errors[name]}</Field.ErrorText>}
    </Field.Root>
  );

  return (
    <Stack gap="5" maxW="2xl">
      <Heading as="h1" size="2xl">
        {t('requests.createTitle')}
      </Heading>
      {types?.length === 0 && (
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Title>{t('requests.form.noTypes')}</Alert.Title>
        </Alert.Root>
      )}
      <form onSubmit={submit} noValidate data-testid="request-form">
        <Stack gap="4">
          {field(
            'request_type',
            t('requests.form.type'),
            <NativeSelect.Root>
              <NativeSelect.Field
                name="request_type"
                value={values.request_type}
                onChange={(e) => set('request_type')(e.currentTarget.value)}
              >
                <option value="">{t('requests.form.chooseType')}</option>
                {types?.map((x) => (
                  <option key={x.id} value={x.id}>
                    {x.name}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>,
          )}
          {type?.description && (
            <Text fontSize="sm" color="fg.muted">
              {type.description}
            </Text>
          )}
          {field(
            'title',
            t('requests.form.title'),
            <Input
              name="title"
              value={values.title}
              maxLength={REQUEST_TITLE_MAX}
              onChange={(e) => set('title')(e.currentTarget.value)}
            />,
          )}
          {type?.is_time_off && (
            <>
              <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
                {field(
                  'start_date',
                  t('requests.form.start'),
                  <Input
                    type="date"
                    name="start_date"
                    value={values.start_date}
                    onChange={(e) => set('start_date')(e.currentTarget.value)}
                  />,
                )}
                {field(
                  'end_date',
                  t('requests.form.end'),
                  <Input
                    type="date"
                    name="end_date"
                    value={values.end_date}
                    onChange={(e) => set('end_date')(e.currentTarget.value)}
                  />,
                )}
              </SimpleGrid>
              <Text fontSize="sm" color="fg.muted">
                {t('requests.form.timeOffNote')}
              </Text>
              <LeaveBalances requestType={type.id} />
            </>
          )}
          {field(
            'description',
            t('requests.form.description'),
            <Textarea
              name="description"
              value={values.description}
              maxLength={REQUEST_TEXT_MAX}
              onChange={(e) => set('description')(e.currentTarget.value)}
            />,
            false,
          )}
          <Button type="submit" colorPalette="blue" loading={mutation.isPending} alignSelf="start">
            {t('requests.form.submit')}
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
