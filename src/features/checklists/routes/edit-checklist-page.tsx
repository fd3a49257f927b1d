// /checklist/edit/:id (checklist admins): a checklist's own fields (title, due date, assignees), saved
// through the outbox like every checklist change, so it merges with what others fill in meanwhile;
// and deleting it (under the version check).
import { Button, Heading, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import type { Checklist } from '../../../../contract/checklists';
import { errorMessages } from '../../../api/errors';
import { notify } from '../../../ui/toaster';
import { useDeleteChecklist } from '../api/delete-checklist';
import { useChecklist } from '../api/get-checklist';
import { AssignForm, type AssignValue } from '../components/assign-form';
import { LoadState } from '../components/load-state';
import { checklistFields } from '../lib/fields';
import { sameValue } from '../lib/merge';
import { saveEdit } from '../offline/save-edit';

async function saveFields(checklist: Checklist, value: AssignValue) {
  const shown = checklistFields(checklist);
  for (const key of ['title', 'due_date', 'assignees'] as const) {
    if (!sameValue(value[key], shown[key])) await saveEdit(checklist, key, value[key], shown[key]!);
  }
}

export function EditChecklistPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const navigate = useNavigate();
  const query = useChecklist(id);
  const remove = useDeleteChecklist();
  const checklist = query.data;
  return (
    <Stack gap="4">
      <Heading as="h1" size="2xl">
        {t('checklists.edit.title')}
      </Heading>
      <LoadState query={query}>
        {checklist && (
          <Stack gap="6">
            <AssignForm
              initial={{
                title: checklist.title,
                due_date: checklist.due_date,
                assignees: checklist.assignees.map((a) => a.id),
              }}
              submitLabel={t('checklists.edit.save')}
              busy={false}
              onSubmit={(value) =>
                void saveFields(checklist, value).then(() => {
                  notify('success', t('checklists.fill.savedOnDevice'));
                  navigate(`/checklist/checklists/${id}`);
                })
              }
            />
            <Button
              alignSelf="start"
              variant="outline"
              colorPalette="red"
              loading={remove.isPending}
              onClick={() =>
                remove.mutate(
                  { id, version: checklist.version },
                  {
                    onSuccess: () => navigate('/checklist/checklists/'),
                    onError: (error) => errorMessages(error).forEach((m) => notify('error', m)),
                  },
                )
              }
            >
              {t('checklists.edit.delete')}
            </Button>
          </Stack>
        )}
      </LoadState>
    </Stack>
  );
}
