// /checklist/template/create and /checklist/template/edit/:id (checklist admins): the template editor,
// then the template's page.
import { Heading, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import type { TemplateInput } from '../../../../contract/checklists';
import { errorMessages, ValidationApiError } from '../../../api/errors';
import { notify } from '../../../ui/toaster';
import { useTemplate } from '../api/get-template';
import { useSaveTemplate } from '../api/save-template';
import { LoadState } from '../components/load-state';
import { TemplateForm, type TemplateFormValue } from '../components/template-form';

function useSubmit(id?: number) {
  const navigate = useNavigate();
  const save = useSaveTemplate();
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const submit = (input: TemplateInput) =>
    save.mutate(
      { id, input },
      {
        onSuccess: (template) => navigate(`/checklist/template/${template.id}`),
        onError: (error) => {
          if (error instanceof ValidationApiError) setErrors(error.fields);
          for (const message of errorMessages(error)) notify('error', message);
        },
      },
    );
  return { submit, errors, busy: save.isPending };
}

export function CreateTemplatePage() {
  const { t } = useTranslation();
  const { submit, errors, busy } = useSubmit();
  return (
    <Stack gap="4">
      <Heading as="h1" size="2xl">
        {t('checklists.templates.create')}
      </Heading>
      <TemplateForm busy={busy} errors={errors} onSubmit={submit} />
    </Stack>
  );
}

export function EditTemplatePage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const query = useTemplate(id);
  const { submit, errors, busy } = useSubmit(id);
  return (
    <Stack gap="4">
      <Heading as="h1" size="2xl">
        {t('checklists.templates.edit')}
      </Heading>
      <LoadState query={query}>
        {query.data && (
          <TemplateForm initial={query.data as TemplateFormValue} busy={busy} errors={errors} onSubmit={submit} />
        )}
      </LoadState>
    </Stack>
  );
}
