// /knowledgebase/courses/:id (and /courses/:id): the course view and reader. The outline lists the
// sections and their items with what is done; the chosen item (at first the next one to do) shows
// beside it: an article to read and acknowledge, or a quiz to take. Completion shows the date and,
// for a course with a certificate, the printable certificate. KB admins also edit, reassign, and see
// everyone's progress.
import { Badge, Box, Button, Flex, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import type { Course, CourseItem } from '../../../../../contract/courses';
import { useCurrentUser } from '../../../../api/current-user';
import { errorMessages } from '../../../../api/errors';
import { ConfirmDialog } from '../../../../ui/confirm-dialog';
import { notify } from '../../../../ui/toaster';
import { LoadState } from '../../components/load-state';
import { isKbAdmin } from '../../lib/permissions';
import { courseCopyName, useCourse } from '../api/get-course';
import { KeptCopyNote } from '../components/kept-copy-note';
import { useReassignCourse } from '../api/get-course-people';
import { Certificate } from '../components/certificate';
import { CourseArticle } from '../components/course-article';
import { CourseDownloadStatus } from '../components/course-download-status';
import { CoursePeople } from '../components/course-people';
import { CourseQuiz } from '../components/course-quiz';
import { ProgressSummary } from '../components/progress-summary';
import { useCoursesSetup } from '../lib/use-courses-setup';
import { coursePath } from './course-form-page';
import { ScormCourseLink } from '../../scorm/components/scorm-course-parts';

const allItems = (course: Course) => course.sections.flatMap((s) => s.section_items);

function Outline({
  course,
  selected,
  onSelect,
}: {
  course: Course;
  selected: number | null;
  onSelect: (id: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <Stack as="nav" aria-label={t('courses.reader.outline')} gap="4">
      {course.sections.map((section) => (
        <Stack key={section.id} gap="1">
          <Text fontWeight="semibold">{section.title}</Text>
          {section.section_items.map((item) => (
            <Button
              key={item.id}
              size="sm"
              justifyContent="start"
              variant={item.id === selected ? 'subtle' : 'ghost'}
              aria-current={item.id === selected ? 'step' : undefined}
              onClick={() => onSelect(item.id)}
              data-testid="outline-item"
            >
              <Text as="span" aria-hidden="true" color={item.state?.is_done ? 'fg.success' : 'fg.muted'}>
                {item.state?.is_done ? '✓' : '○'}
              </Text>
              <Text as="span" truncate>
                {item.title}
              </Text>
              {item.state?.is_done && <Text srOnly>{t('courses.reader.doneLabel')}</Text>}
            </Button>
          ))}
        </Stack>
      ))}
    </Stack>
  );
}

/**
 * The item shown, kept in the address (?item=): it survives whatever brings the page back — a
 * reload, the connection returning (the kept copy swapped for the server's, a service worker
 * update) — so the learner stays where they were (issue 20, item 8). With none in the address, the
 * next item to do when the course opens (and it stays chosen as it gets done: no jumping away).
 */
function useChosenItem(course: Course): [number | null, (id: number) => void] {
  const [params, setParams] = useSearchParams();
  const items = allItems(course);
  const asked = Number(params.get('item'));
  const valid = items.some((i) => i.id === asked);
  // Fixed when the course opens: reading it moves next_item on, and the reader must not follow.
  const [firstChoice] = useState(() => course.progress.next_item?.id ?? null);
  const opening = items.some((i) => i.id === firstChoice) ? firstChoice : (items[0]?.id ?? null);
  const choose = useCallback(
    (id: number) =>
      setParams(
        (p) => {
          const next = new URLSearchParams(p);
          next.set('item', String(id));
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  useEffect(() => {
    if (!valid && opening !== null) choose(opening);
  }, [valid, opening, choose]);
  return [valid ? asked : opening, choose];
}

function Reader({ course }: { course: Course }) {
  const { t } = useTranslation();
  const items = allItems(course);
  const [selectedId, setChosen] = useChosenItem(course);
  const index = items.findIndex((i) => i.id === selectedId);
  const item: CourseItem | undefined = items[index];
  const next = items[index + 1];
  return (
    <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: '18rem minmax(0, 1fr)' }} gap="6" data-testid="course-reader">
      <Outline course={course} selected={selectedId} onSelect={setChosen} />
      <Stack gap="4" minW="0">
        {item?.item_type === 'article' && item.article_content && (
          <CourseArticle key={item.id} courseId={course.id} item={item} />
        )}
        {item?.item_type === 'quiz' && item.quiz_content && (
          <CourseQuiz key={item.id} courseId={course.id} item={item} />
        )}
        {next && (
          <Button alignSelf="end" variant="outline" maxW="full" onClick={() => setChosen(next.id)}>
            <Text as="span" truncate>
              {t('courses.reader.next', { title: next.title })}
            </Text>
          </Button>
        )}
      </Stack>
    </Grid>
  );
}

export function CoursePage() {
  useCoursesSetup();
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const admin = isKbAdmin(useCurrentUser().data);
  const query = useCourse(id);
  const reassign = useReassignCourse();
  const [confirm, setConfirm] = useState(false);
  const [showPeople, setShowPeople] = useState(false);
  const [showCertificate, setShowCertificate] = useState(false);
  const course = query.data;
  if (!course) return <LoadState query={query} />;
  const completed = course.progress.state === 'completed';

  return (
    <Stack gap="6">
      <Flex justify="space-between" gap="3" wrap="wrap" align="start">
        <Stack gap="2" maxW="3xl">
          <Heading as="h1" size="lg">
            {course.name}
          </Heading>
          <Flex gap="2" wrap="wrap">
            {course.category_name && <Badge>{course.category_name}</Badge>}
            {course.has_certificate && <Badge colorPalette="green">{t('courses.certificate.badge')}</Badge>}
          </Flex>
          <KeptCopyNote query={query} copy={courseCopyName(course.id)} />
          {course.description && <Text whiteSpace="pre-wrap">{course.description}</Text>}
          {course.is_scorm && <ScormCourseLink url={course.scorm_file_url} />}
        </Stack>
        {admin && (
          <Flex gap="2" wrap="wrap">
            <Button asChild colorPalette="blue">
              <Link to={`${coursePath(course.id)}/edit`}>{t('courses.admin.edit')}</Link>
            </Button>
            <Button variant="outline" onClick={() => setConfirm(true)}>
              {t('courses.reader.reassign')}
            </Button>
            <Button variant="outline" aria-expanded={showPeople} onClick={() => setShowPeople((s) => !s)}>
              {t('courses.reader.people')}
            </Button>
          </Flex>
        )}
      </Flex>
      {(course.is_assigned || course.progress.state !== 'not_started') && (
        <Box maxW="3xl">
          <ProgressSummary progress={course.progress} />
        </Box>
      )}
      {course.is_assigned && (
        <Box maxW="3xl">
          <CourseDownloadStatus courseId={course.id} serverVersion={course.updated_at} />
        </Box>
      )}
      {showPeople && <CoursePeople courseId={course.id} />}
      {completed && (
        <Flex gap="3" align="center" wrap="wrap" data-testid="course-complete">
          <Text color="fg.success" fontWeight="semibold">
            {t('courses.reader.complete')}
          </Text>
          {course.has_certificate && (
            <Button
              size="sm"
              variant="outline"
              aria-expanded={showCertificate}
              onClick={() => setShowCertificate((s) => !s)}
            >
              {t('courses.certificate.view')}
            </Button>
          )}
        </Flex>
      )}
      {completed && course.has_certificate && showCertificate && <Certificate course={course} />}
      <Reader course={course} />
      <ConfirmDialog
        open={confirm}
        title={t('courses.reader.reassignConfirm')}
        text={t('courses.reader.reassignText')}
        confirmLabel={t('courses.reader.reassign')}
        colorPalette="orange"
        loading={reassign.isPending}
        onOpenChange={setConfirm}
        onConfirm={() =>
          reassign.mutate(course.id, {
            onSuccess: (r) => notify('success', t('courses.reader.reassigned', { count: r.reassigned })),
            onError: (e) => errorMessages(e).forEach((m) => notify('error', m)),
            onSettled: () => setConfirm(false),
          })
        }
      />
    </Stack>
  );
}
