// /knowledgebase/courses (Courses Admin, KB admins): every course with ordering and search, paged;
// per course open, edit, duplicate and delete (asked first); bulk: set the priority, turn the
// certificate on or off, delete. Bulk answers list each refused course (§8 "Error for ID …").
import { Button, Flex, Heading, Input, List, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { CourseOrdering } from '../../../../../contract/courses';
import { COURSE_ORDERINGS, COURSE_PAGE_SIZE_DEFAULT } from '../../../../../contract/courses-constants';

/** An ordering without its descending mark: the message keys are `name` and `desc_name`. */
type AscendingCourseOrdering = Exclude<CourseOrdering, `-${string}`>;
import type { BulkResult } from '../../../../../contract/knowledge-base';
import { errorMessages } from '../../../../api/errors';
import { ConfirmDialog } from '../../../../ui/confirm-dialog';
import { Pager, pageCount } from '../../../../ui/pager';
import { notify } from '../../../../ui/toaster';
import { useCourses } from '../api/get-courses';
import { useBulkDeleteCourses, useBulkUpdateCourses, useDeleteCourse, useDuplicateCourse } from '../api/save-course';
import { CoursesAdminTable } from '../components/courses-admin-table';

export function CoursesAdminPage() {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [ordering, setOrdering] = useState<CourseOrdering>('-priority');
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<number[]>([]);
  const [confirm, setConfirm] = useState<{ ids: number[] } | null>(null);
  const [result, setResult] = useState<BulkResult | null>(null);
  const [priority, setPriority] = useState('');
  const query = useCourses({ search: search || undefined, ordering, page, page_size: COURSE_PAGE_SIZE_DEFAULT });
  const duplicate = useDuplicateCourse();
  const remove = useDeleteCourse();
  const bulkUpdate = useBulkUpdateCourses();
  const bulkDelete = useBulkDeleteCourses();
  const courses = query.data?.results ?? [];
  const onError = (e: unknown) => errorMessages(e).forEach((m) => notify('error', m));
  const onBulk = (answer: BulkResult) => {
    setResult(answer.errors.length ? answer : null);
    if (answer.succeeded.length) notify('success', t('courses.admin.bulkDone', { count: answer.succeeded.length }));
    setSelected([]);
  };

  const deleteSelected = (ids: number[]) => {
    if (ids.length === 1) {
      remove.mutate(ids[0]!, { onSuccess: () => notify('success', t('courses.admin.deleted')), onError });
    } else bulkDelete.mutate(ids, { onSuccess: onBulk, onError });
    setSelected((s) => s.filter((id) => !ids.includes(id)));
    setConfirm(null);
  };

  return (
    <Stack gap="4">
      <Flex justify="space-between" wrap="wrap" gap="3" align="center">
        <Heading as="h1" size="lg">
          {t('courses.admin.title')}
        </Heading>
        <Button asChild colorPalette="blue">
          <Link to="/knowledgebase/courses/create">{t('courses.admin.create')}</Link>
        </Button>
      </Flex>
      <Flex gap="3" wrap="wrap">
        <Input
          maxW="sm"
          type="search"
          aria-label={t('courses.admin.search')}
          placeholder={t('courses.admin.search')}
          value={search}
          onChange={(e) => {
            setSearch(e.currentTarget.value);
            setPage(1);
          }}
        />
        <NativeSelect.Root maxW="xs">
          <NativeSelect.Field
            aria-label={t('courses.admin.ordering')}
            value={ordering}
            onChange={(e) => setOrdering(e.currentTarget.value as CourseOrdering)}
          >
            {COURSE_ORDERINGS.map((o) => (
              <option key={o} value={o}>
                {t(
                  o.startsWith('-')
                    ? `courses.admin.order.desc_${o.slice(1) as AscendingCourseOrdering}`
                    : `courses.admin.order.${o as AscendingCourseOrdering}`,
                )}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Flex>
      {selected.length > 0 && (
        <Flex
          gap="2"
          wrap="wrap"
          align="center"
          p="2"
          bg="bg.muted"
          borderRadius="md"
          role="region"
          aria-label={t('courses.admin.bulk')}
        >
          <Text fontSize="sm">{t('courses.admin.selected', { count: selected.length })}</Text>
          <Input
            size="sm"
            width="24"
            inputMode="numeric"
            aria-label={t('courses.admin.newPriority')}
            placeholder={t('courses.admin.newPriority')}
            value={priority}
            onChange={(e) => setPriority(e.currentTarget.value)}
          />
          <Button
            size="sm"
            variant="outline"
            disabled={!/^\d+$/.test(priority)}
            onClick={() =>
              bulkUpdate.mutate(
                { ids: selected, changes: { priority: Number(priority) } },
                { onSuccess: onBulk, onError },
              )
            }
          >
            {t('courses.admin.setPriority')}
          </Button>
          <Button
            size="sm"
            variant="outline"
            onClick={() =>
              bulkUpdate.mutate({ ids: selected, changes: { has_certificate: true } }, { onSuccess: onBulk, onError })
            }
          >
            {t('courses.admin.certificateOn')}
          </Button>
          <Button
            size="sm"
            variant="outline"
            onClick={() =>
              bulkUpdate.mutate({ ids: selected, changes: { has_certificate: false } }, { onSuccess: onBulk, onError })
            }
          >
            {t('courses.admin.certificateOff')}
          </Button>
          <Button size="sm" colorPalette="red" onClick={() => setConfirm({ ids: selected })}>
            {t('courses.admin.deleteSelected')}
          </Button>
        </Flex>
      )}
      {result && (
        <List.Root role="alert" color="fg.error" ps="5">
          {result.errors.map((e) => (
            <List.Item key={e.id}>{e.message}</List.Item>
          ))}
        </List.Root>
      )}
      <CoursesAdminTable
        courses={courses}
        selected={selected}
        onSelect={setSelected}
        onDuplicate={(id) =>
          duplicate.mutate(id, { onSuccess: () => notify('success', t('courses.admin.duplicated')), onError })
        }
        onDelete={(id) => setConfirm({ ids: [id] })}
      />
      {query.data && query.data.count === 0 && <Text color="fg.muted">{t('courses.admin.empty')}</Text>}
      <Pager page={page} pages={pageCount(query.data?.count ?? 0, COURSE_PAGE_SIZE_DEFAULT)} onPage={setPage} />
      <ConfirmDialog
        open={confirm !== null}
        title={t('courses.admin.deleteConfirm', { count: confirm?.ids.length ?? 0 })}
        text={t('courses.admin.deleteConfirmText')}
        confirmLabel={t('courses.admin.delete')}
        loading={remove.isPending || bulkDelete.isPending}
        onOpenChange={(open) => !open && setConfirm(null)}
        onConfirm={() => confirm && deleteSelected(confirm.ids)}
      />
    </Stack>
  );
}
