// For KB admins on a course page: everyone assigned the course (or who started it) with their state,
// done of total and completion date.
import { Badge, Table } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../../lib/format-date';
import { useCoursePeople } from '../api/get-course-people';

export function CoursePeople({ courseId }: { courseId: number }) {
  const { t, i18n } = useTranslation();
  const people = useCoursePeople(courseId, true).data ?? [];
  return (
    <Table.ScrollArea>
      <Table.Root size="sm" data-testid="course-people">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t('courses.people.name')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('courses.people.division')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('courses.people.state')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('courses.people.done')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('courses.people.completedOn')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {people.map((p) => (
            <Table.Row key={p.staff_id} data-testid="course-person">
              <Table.Cell>{p.name || p.email}</Table.Cell>
              <Table.Cell>{p.division_name ?? '—'}</Table.Cell>
              <Table.Cell>
                <Badge>{t(`courses.state.${p.progress.state}`)}</Badge>
              </Table.Cell>
              <Table.Cell>
                {p.progress.completed_items} / {p.progress.total_items}
              </Table.Cell>
              <Table.Cell>{formatDate(p.progress.completed_on, i18n.language)}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
