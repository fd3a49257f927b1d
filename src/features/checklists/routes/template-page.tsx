// /checklist/template/:id: a template's items; checklist admins edit it, delete it, or assign a
// checklist made from it.
import { Badge, Button, HStack, Heading, List, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { errorMessages } from '../../../api/errors';
import { useCurrentUser } from '../../../api/current-user';
import { notify } from '../../../ui/toaster';
import { useCreateChecklist } from '../api/create-checklist';
import { useTemplate } from '../api/get-template';
import { useDeleteTemplate } from '../api/save-template';
import { AssignForm } from '../components/assign-form';
import { LoadState } from '../components/load-state';
import { isChecklistAdmin } from '../lib/permissions';

export function TemplatePage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const navigate = useNavigate();
  const me = useCurrentUser().data;
  const admin = Boolean(me && isChecklistAdmin(me));
  const query = useTemplate(id);
  const create = useCreateChecklist();
  const remove = useDeleteTemplate();
  const [confirming, setConfirming] = useState(false);
  const fail = (error: unknown) => errorMessages(error).forEach((m) => notify('error', m));
  const template = query.data;

  return (
    <LoadState query={query}>
      {template && (
        <Stack gap="5" maxW="3xl">
          <Stack gap="1">
            <Heading as="h1" size="2xl">
              {template.name}
            </Heading>
            {template.description && <Text color="fg.muted">{template.description}</Text>}
          </Stack>
          <List.Root as="ol" gap="2">
            {template.items.map((item) => (
              <List.Item key={item.id}>
                <HStack gap="2" wrap="wrap">
                  <Text>{item.label}</Text>
                  <Badge variant="outline">{t(`checklists.kinds.${item.kind}`)}</Badge>
                  {item.required && <Badge colorPalette="red">{t('checklists.required')}</Badge>}
                  {item.options.length > 0 && <Text color="fg.muted">{item.options.join(' · ')}</Text>}
                </HStack>
              </List.Item>
            ))}
          </List.Root>
          {admin && (
            <>
              <HStack>
                <Button asChild variant="outline">
                  <RouterLink to={`/checklist/template/edit/${id}`}>{t('checklists.templates.edit')}</RouterLink>
                </Button>
                <Button
                  variant="ghost"
                  colorPalette="red"
                  loading={remove.isPending}
                  onClick={() =>
                    confirming
                      ? remove.mutate(id, { onSuccess: () => navigate('/checklist/templates'), onError: fail })
                      : setConfirming(true)
                  }
                >
                  {confirming ? t('checklists.templates.confirmDelete') : t('checklists.templates.delete')}
                </Button>
              </HStack>
              <Heading as="h2" size="lg">
                {t('checklists.assign.title')}
              </Heading>
              <AssignForm
                initial={{ title: template.name, due_date: null, assignees: [] }}
                submitLabel={t('checklists.assign.submit')}
                busy={create.isPending}
                onSubmit={(value) =>
                  create.mutate(
                    { template: id, ...value },
                    {
                      onSuccess: (checklist) => {
                        notify('success', t('checklists.assign.done'));
                        navigate(`/checklist/checklists/${checklist.id}`);
                      },
                      onError: fail,
                    },
                  )
                }
              />
            </>
          )}
        </Stack>
      )}
    </LoadState>
  );
}
