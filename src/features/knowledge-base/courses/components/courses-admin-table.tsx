// The table of the courses admin (/knowledgebase/courses): select, name (with its certificate
// badge), category, priority, items and the row's actions. Below the md breakpoint each row stacks
// into a card, every value under its column's name, so the list fits a 360 px phone without
// scrolling sideways (issue 20 item 9: the table was 682 px wide).
import { Badge, Button, Checkbox, Flex, Link as ChakraLink, Table, type SystemStyleObject } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { CourseSummary } from '../../../../../contract/courses';
import { coursePath } from '../routes/course-form-page';

/** Below md: the table's parts become blocks, the header is hidden (but read by screen readers
 * through each cell's label), and a labelled cell shows its column name before its value. */
const stacked: SystemStyleObject = {
  '@media screen and (max-width: 47.99em)': {
    '& thead': { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)' },
    '& tbody, & tr, & td': { display: 'block', width: '100%' },
    '& tbody tr': { borderWidth: '1px', borderRadius: 'md', padding: '2', marginBottom: '3' },
    '& td': { borderBottomWidth: '0', paddingInline: '1', paddingBlock: '1' },
    '& td[data-label]::before': {
      content: 'attr(data-label)',
      display: 'block',
      fontSize: 'xs',
      color: 'fg.muted',
    },
  },
};

export function CoursesAdminTable({
  courses,
  selected,
  onSelect,
  onDuplicate,
  onDelete,
}: {
  courses: CourseSummary[];
  selected: number[];
  onSelect: (ids: number[] | ((ids: number[]) => number[])) => void;
  onDuplicate: (id: number) => void;
  onDelete: (id: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <Table.Root size="sm" css={stacked} data-testid="courses-admin-table">
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader width="8">
            <Checkbox.Root
              checked={courses.length > 0 && courses.every((c) => selected.includes(c.id))}
              onCheckedChange={(d) => onSelect(d.checked ? courses.map((c) => c.id) : [])}
            >
              <Checkbox.HiddenInput aria-label={t('courses.admin.selectAll')} />
              <Checkbox.Control />
            </Checkbox.Root>
          </Table.ColumnHeader>
          <Table.ColumnHeader>{t('courses.admin.name')}</Table.ColumnHeader>
          <Table.ColumnHeader>{t('courses.admin.category')}</Table.ColumnHeader>
          <Table.ColumnHeader>{t('courses.admin.priority')}</Table.ColumnHeader>
          <Table.ColumnHeader>{t('courses.admin.items')}</Table.ColumnHeader>
          <Table.ColumnHeader>{t('courses.admin.actions')}</Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {courses.map((c) => (
          <Table.Row key={c.id} data-testid="course-row">
            <Table.Cell>
              <Checkbox.Root
                checked={selected.includes(c.id)}
                onCheckedChange={(d) => onSelect((s) => (d.checked ? [...s, c.id] : s.filter((x) => x !== c.id)))}
              >
                <Checkbox.HiddenInput aria-label={t('courses.admin.select', { name: c.name })} />
                <Checkbox.Control />
              </Checkbox.Root>
            </Table.Cell>
            <Table.Cell overflowWrap="anywhere">
              <ChakraLink asChild>
                <Link to={coursePath(c.id)}>{c.name}</Link>
              </ChakraLink>{' '}
              {c.has_certificate && <Badge colorPalette="green">{t('courses.certificate.badge')}</Badge>}
            </Table.Cell>
            <Table.Cell data-label={t('courses.admin.category')}>{c.category_name ?? '—'}</Table.Cell>
            <Table.Cell data-label={t('courses.admin.priority')}>{c.priority}</Table.Cell>
            <Table.Cell data-label={t('courses.admin.items')}>{c.item_count}</Table.Cell>
            <Table.Cell>
              <Flex gap="1" wrap="wrap">
                <Button asChild size="xs" variant="outline">
                  <Link to={`${coursePath(c.id)}/edit`}>{t('courses.admin.edit')}</Link>
                </Button>
                <Button size="xs" variant="outline" onClick={() => onDuplicate(c.id)}>
                  {t('courses.admin.duplicate')}
                </Button>
                <Button size="xs" variant="ghost" colorPalette="red" onClick={() => onDelete(c.id)}>
                  {t('courses.admin.delete')}
                </Button>
              </Flex>
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}
