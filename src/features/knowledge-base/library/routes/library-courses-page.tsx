// /knowledgebase/library-courses: the library of ready-made courses by category, each with its
// sections, articles and quiz. A KB admin adds one to the company's courses (a copy they can edit
// and assign); a course the company already has links to its copy instead.
import { Badge, Button, Card, Flex, Heading, List, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { LibraryCourse } from '../../../../../contract/library';
import { useCurrentUser } from '../../../../api/current-user';
import { errorMessages } from '../../../../api/errors';
import { notify } from '../../../../ui/toaster';
import { isKbAdmin } from '../../lib/permissions';
import { useLibraryCategories, useLibraryCourses } from '../api/get-library';
import { useSubscribe } from '../api/subscribe';

function LibraryCard({ course, admin }: { course: LibraryCourse; admin: boolean }) {
  const { t } = useTranslation();
  const subscribe = useSubscribe();
  const add = () =>
    subscribe.mutate(course.id, {
      onSuccess: (answer) => notify(answer.created ? 'success' : 'info', answer.detail),
      onError: (e) => errorMessages(e).forEach((m) => notify('error', m)),
    });
  return (
    <Card.Root data-testid="library-course">
      <Card.Header>
        <Flex gap="2" wrap="wrap">
          <Badge>{course.category_name}</Badge>
          {course.subscribed_course !== null && <Badge colorPalette="green">{t('kbLibrary.inYourCourses')}</Badge>}
        </Flex>
        <Heading as="h2" size="md">
          {course.name}
        </Heading>
      </Card.Header>
      <Card.Body gap="3">
        <Text>{course.description}</Text>
        <Text fontSize="sm" color="fg.muted">
          {t('kbLibrary.counts', { articles: course.article_count, quizzes: course.quiz_count })}
        </Text>
        {course.sections.map((section) => (
          <Stack key={section.title} gap="1">
            <Text fontWeight="medium" fontSize="sm">
              {section.title}
            </Text>
            <List.Root fontSize="sm" ps="4">
              {section.items.map((item) => (
                <List.Item key={item.title}>
                  {item.title}
                  {item.type === 'quiz' && ` (${t('kbLibrary.quiz')})`}
                </List.Item>
              ))}
            </List.Root>
          </Stack>
        ))}
      </Card.Body>
      <Card.Footer>
        {course.subscribed_course !== null ? (
          <Button asChild variant="outline" size="sm">
            <Link to={`/knowledgebase/courses/${course.subscribed_course}`}>{t('kbLibrary.open')}</Link>
          </Button>
        ) : (
          admin && (
            <Button colorPalette="blue" size="sm" loading={subscribe.isPending} onClick={add}>
              {t('kbLibrary.add')}
            </Button>
          )
        )}
      </Card.Footer>
    </Card.Root>
  );
}

export function LibraryCoursesPage() {
  const { t } = useTranslation();
  const admin = isKbAdmin(useCurrentUser().data);
  const [category, setCategory] = useState<number | undefined>(undefined);
  const categories = useLibraryCategories().data ?? [];
  const courses = useLibraryCourses(category);
  return (
    <Stack gap="4">
      <Flex justify="space-between" wrap="wrap" gap="3" align="center">
        <Stack gap="1">
          <Heading as="h1" size="lg">
            {t('kbLibrary.title')}
          </Heading>
          <Text color="fg.muted">{admin ? t('kbLibrary.introAdmin') : t('kbLibrary.intro')}</Text>
        </Stack>
        <NativeSelect.Root maxW="xs">
          <NativeSelect.Field
            aria-label={t('kbLibrary.category')}
            value={category ?? ''}
            onChange={(e) => setCategory(e.currentTarget.value ? Number(e.currentTarget.value) : undefined)}
          >
            <option value="">{t('kbLibrary.allCategories')}</option>
            {categories.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Flex>
      {courses.isError && <Text color="fg.error">{errorMessages(courses.error).join(' ')}</Text>}
      <SimpleGrid columns={{ base: 1, lg: 2, xl: 3 }} gap="4">
        {(courses.data ?? []).map((course) => (
          <LibraryCard key={course.id} course={course} admin={admin} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
