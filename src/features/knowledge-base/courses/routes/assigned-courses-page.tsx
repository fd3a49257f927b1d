// /knowledgebase/assigned-courses (and /assigned-courses): the courses assigned to the signed-in
// person, by priority, each with their progress, next item and due or overdue state, its download for
// offline reading, and a way in; above them a search over the downloaded articles (works offline).
import { Button, Card, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LoadState } from '../../components/load-state';
import { useAssignedCourses } from '../api/get-assigned-courses';
import { CourseDownloadStatus } from '../components/course-download-status';
import { KeptCopyNote } from '../components/kept-copy-note';
import { ASSIGNED_KEY } from '../offline/course-copy';
import { DownloadedArticleSearch } from '../components/downloaded-article-search';
import { ProgressSummary } from '../components/progress-summary';
import { useCoursesSetup } from '../lib/use-courses-setup';
import { useDownloadNewlyAssigned } from '../offline/download-freshness';
import { coursePath } from './course-form-page';

export function AssignedCoursesPage() {
  useCoursesSetup();
  const { t } = useTranslation();
  const query = useAssignedCourses();
  useDownloadNewlyAssigned(query.data);
  if (!query.data) return <LoadState query={query} />;
  return (
    <Stack gap="4">
      <Heading as="h1" size="lg">
        {t('courses.assigned.title')}
      </Heading>
      <KeptCopyNote query={query} copy={ASSIGNED_KEY} />
      {query.data.length === 0 && <Text color="fg.muted">{t('courses.assigned.empty')}</Text>}
      {query.data.length > 0 && <DownloadedArticleSearch />}
      <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4">
        {query.data.map((course) => (
          <Card.Root key={course.id} data-testid="assigned-course">
            <Card.Body gap="3">
              <Card.Title>{course.name}</Card.Title>
              {course.category_name && (
                <Text fontSize="sm" color="fg.muted">
                  {course.category_name}
                </Text>
              )}
              <ProgressSummary progress={course.progress} />
              {course.progress.next_item && (
                <Text fontSize="sm" data-testid="next-item">
                  {t('courses.assigned.next', { title: course.progress.next_item.title })}
                </Text>
              )}
              <CourseDownloadStatus courseId={course.id} serverVersion={course.updated_at} />
            </Card.Body>
            <Card.Footer>
              <Button asChild size="sm" colorPalette="blue">
                <Link to={coursePath(course.id)}>
                  {t(
                    course.progress.state === 'completed'
                      ? 'courses.assigned.review'
                      : course.progress.state === 'not_started'
                        ? 'courses.assigned.start'
                        : 'courses.assigned.continue',
                  )}
                </Link>
              </Button>
            </Card.Footer>
          </Card.Root>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
