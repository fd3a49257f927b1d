// The first-run checklist on a new company's dashboard (issue 21): invite the team, set up
// attendance, publish a first article, assign a course. Each step is ticked from the company's own
// data on the server, so doing it anywhere (or on another device) counts; each open step links to
// where it is done. Admins see it until they close it (kept on the server for the company) or until
// every step is done.
import { Button, Card, CloseButton, HStack, Link, Progress, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { FirstRunStep } from '../../../../contract/first-run';
import { useCurrentUser } from '../../../api/current-user';
import { errorMessages } from '../../../api/errors';
import { Icon } from '../../../ui/icons';
import { notify } from '../../../ui/toaster';
import { useDismissFirstRunChecklist } from '../api/dismiss-first-run-checklist';
import { useFirstRunChecklist } from '../api/get-first-run-checklist';

/** Where each step is done. */
const STEP_LINKS: Record<FirstRunStep, string> = {
  invite_team: '/account/create',
  set_up_attendance: '/account/settings#time-clock-settings',
  publish_article: '/knowledgebase/articles/create',
  assign_course: '/knowledgebase/courses/create',
};

export function FirstRunChecklistCard() {
  const { t } = useTranslation();
  const me = useCurrentUser().data;
  const admin = Boolean(me && (me.user_roles.user_is_admin || me.user_type.user_type_slug === 'admin'));
  const checklist = useFirstRunChecklist(admin);
  const dismiss = useDismissFirstRunChecklist();
  const data = checklist.data;
  if (!admin || !data || data.dismissed) return null;
  const doneCount = data.steps.filter((step) => step.done).length;
  if (doneCount === data.steps.length) return null;

  return (
    <Card.Root as="section" aria-labelledby="first-run-title" data-testid="first-run-checklist">
      <Card.Header>
        <HStack justify="space-between" align="start">
          <Stack gap="1">
            <Card.Title id="first-run-title">{t('dashboard.firstRun.title')}</Card.Title>
            <Text fontSize="sm" color="fg.muted">
              {t('dashboard.firstRun.progress', { done: doneCount, total: data.steps.length })}
            </Text>
          </Stack>
          <CloseButton
            size="sm"
            aria-label={t('dashboard.firstRun.dismiss')}
            disabled={dismiss.isPending}
            onClick={() =>
              dismiss.mutate(undefined, { onError: (error) => notify('error', errorMessages(error).join(' ')) })
            }
          />
        </HStack>
        <Progress.Root value={(doneCount / data.steps.length) * 100} size="xs" colorPalette="teal" mt="2">
          <Progress.Track>
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
      </Card.Header>
      <Card.Body pt="2">
        <Stack as="ul" gap="1" listStyleType="none">
          {data.steps.map((step) => (
            <HStack
              as="li"
              key={step.key}
              gap="3"
              py="1.5"
              data-step={step.key}
              data-done={step.done ? 'true' : 'false'}
            >
              <HStack
                boxSize="6"
                rounded="full"
                justify="center"
                flexShrink="0"
                bg={step.done ? 'teal.700' : 'transparent'}
                color="white"
                borderWidth={step.done ? '0' : '2px'}
                borderColor="border.emphasized"
              >
                {step.done && <Icon name="check" size={14} />}
              </HStack>
              <Text
                flex="1"
                color={step.done ? 'fg.muted' : undefined}
                textDecoration={step.done ? 'line-through' : undefined}
              >
                {t(`dashboard.firstRun.steps.${step.key}`)}
                <VisuallyHidden>
                  {' '}
                  ({step.done ? t('dashboard.firstRun.done') : t('dashboard.firstRun.todo')})
                </VisuallyHidden>
              </Text>
              {!step.done && (
                <Button size="sm" variant="outline" asChild minH="11">
                  <Link asChild>
                    <RouterLink to={STEP_LINKS[step.key]}>{t('dashboard.firstRun.start')}</RouterLink>
                  </Link>
                </Button>
              )}
            </HStack>
          ))}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
