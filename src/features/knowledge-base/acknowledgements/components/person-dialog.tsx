// One person's knowledge base, opened from a row of the acknowledgement pages (spec knowledge-base
// §7 "User views"): the user-kb-summary/ counts, then their assigned and read articles and their
// assigned and completed courses. Each list loads on its own, so a slow one does not hold the rest.
import { Badge, CloseButton, DataList, Dialog, Heading, Portal, Stack, Table, Text } from '@chakra-ui/react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useUserArticles, type UserArticleList } from '../api/get-user-articles';
import { useUserCourses, type UserCourseList } from '../api/get-user-courses';
import { useUserKbSummary } from '../api/get-user-kb-summary';
import { ListState } from './list-state';
import { formatDay } from './format';

export function PersonDialog({
  staffId,
  name,
  onClose,
}: {
  staffId: number | undefined;
  name: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog.Root
      open={staffId !== undefined}
      onOpenChange={(d) => !d.open && onClose()}
      size="lg"
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t('kbAcks.person.title', { name })}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{staffId !== undefined && <PersonViews staffId={staffId} />}</Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('common.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function PersonViews({ staffId }: { staffId: number }) {
  const { t } = useTranslation();
  const summary = useUserKbSummary(staffId);
  const s = summary.data;
  return (
    <Stack gap="6">
      {s ? (
        <DataList.Root orientation="horizontal" size="sm" aria-label={t('kbAcks.person.summary')}>
          {(
            [
              ['assignedArticles', s.assigned_articles],
              ['readArticles', s.read_articles],
              ['assignedCourses', s.assigned_courses],
              ['completedCourses', s.completed_courses],
              ['overdueCourses', s.overdue_courses],
              ['quizzesPassed', s.quizzes_passed],
            ] as const
          ).map(([key, value]) => (
            <DataList.Item key={key}>
              <DataList.ItemLabel>{t(`kbAcks.person.${key}`)}</DataList.ItemLabel>
              <DataList.ItemValue>{value}</DataList.ItemValue>
            </DataList.Item>
          ))}
        </DataList.Root>
      ) : (
        <ListState query={summary} empty={false} filtered={false} onClear={() => {}} />
      )}
      <ArticleList staffId={staffId} list="assigned" />
      <ArticleList staffId={staffId} list="read" />
      <CourseList staffId={staffId} list="assigned" />
      <CourseList staffId={staffId} list="read" />
    </Stack>
  );
}

function Section({
  title,
  query,
  empty,
  children,
}: {
  title: string;
  query: UseQueryResult;
  empty: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="2" as="section" aria-label={title}>
      <Heading as="h3" size="sm">
        {title}
      </Heading>
      {query.data === undefined ? (
        <ListState query={query} empty={false} filtered={false} onClear={() => {}} />
      ) : empty ? (
        <Text color="fg.muted" fontSize="sm">
          {t('kbAcks.person.none')}
        </Text>
      ) : (
        children
      )}
    </Stack>
  );
}

function ArticleList({ staffId, list }: { staffId: number; list: UserArticleList }) {
  const { t, i18n } = useTranslation();
  const query = useUserArticles(staffId, list);
  const rows = query.data ?? [];
  return (
    <Section title={t(`kbAcks.person.articles.${list}`)} query={query} empty={rows.length === 0}>
      <Table.Root size="sm">
        <Table.Body>
          {rows.map((a) => (
            <Table.Row key={a.id}>
              <Table.Cell>{a.title}</Table.Cell>
              <Table.Cell>
                {a.is_read ? (
                  <Badge colorPalette="green">
                    {t('kbAcks.person.readOn', { day: formatDay(a.read_on, i18n.language) })}
                  </Badge>
                ) : (
                  <Badge>{t('kbAcks.person.unread')}</Badge>
                )}{' '}
                {a.is_acknowledged && <Badge colorPalette="blue">{t('kbAcks.person.acknowledged')}</Badge>}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Section>
  );
}

function CourseList({ staffId, list }: { staffId: number; list: UserCourseList }) {
  const { t } = useTranslation();
  const query = useUserCourses(staffId, list);
  const rows = query.data ?? [];
  return (
    <Section title={t(`kbAcks.person.courses.${list}`)} query={query} empty={rows.length === 0}>
      <Table.Root size="sm">
        <Table.Body>
          {rows.map((c) => (
            <Table.Row key={c.id}>
              <Table.Cell>{c.name}</Table.Cell>
              <Table.Cell>{t('kbAcks.person.percent', { percent: c.progress.percent })}</Table.Cell>
              <Table.Cell>
                <Badge
                  colorPalette={
                    c.progress.state === 'completed' ? 'green' : c.progress.state === 'overdue' ? 'red' : 'gray'
                  }
                >
                  {t(`kbAcks.state.${c.progress.state}`)}
                </Badge>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Section>
  );
}
