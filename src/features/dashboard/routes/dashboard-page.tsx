// /account/dashboard/: a greeting, a new company's first-run checklist (admins), the user's to-dos,
// upcoming events and the sync status.
import { Grid, GridItem, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../api/current-user';
import { FirstRunChecklistCard } from '../components/first-run-checklist-card';
import { PendingChangesCard } from '../components/pending-changes-card';
import { TodoCard } from '../components/todo-card';
import { UpcomingEventsCard } from '../components/upcoming-events-card';

/**
 * `notices`: what asks for the user's answer (invitations to other companies), shown right under the
 * greeting; `lead`: cards of other features shown first (the time clock); `motto`: the company's
 * motto under the greeting. All are composed in src/app/routes/shell.tsx.
 */
export function DashboardPage({ notices, lead, motto }: { notices?: ReactNode; lead?: ReactNode; motto?: ReactNode }) {
  const { t } = useTranslation();
  const me = useCurrentUser().data;
  return (
    <Stack gap="6">
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          {me?.first_name ? t('dashboard.greeting', { name: me.first_name }) : t('dashboard.title')}
        </Heading>
        {me && <Text color="fg.muted">{t('dashboard.subtitle', { company: me.company.company_name })}</Text>}
        {motto}
      </Stack>
      {notices}
      <FirstRunChecklistCard />
      {lead}
      <Grid templateColumns={{ base: '1fr', lg: '3fr 2fr' }} gap="6" alignItems="start">
        <GridItem>
          <TodoCard />
        </GridItem>
        <GridItem as={Stack} gap="6">
          <PendingChangesCard />
          <UpcomingEventsCard />
        </GridItem>
      </Grid>
    </Stack>
  );
}
