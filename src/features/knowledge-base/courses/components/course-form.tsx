// The course builder (spec knowledge-base §2 Course builder, §3 Course): name, category (with adding
// one), description, priority (default 0), the assignment pickers and reassign duration shared with
// articles, has certificate, a deadline in days, the SCORM flag and file url, and the sections. Save
// checks the §3 course errors first (courseName, courseCategory, coursePriority, courseSections) and
// shows the server's under the same names, each until its field changes (and is then checked again);
// an edit sends only what changed.
import {
  Alert,
  Button,
  Checkbox,
  Field,
  Flex,
  Heading,
  Input,
  NativeSelect,
  SimpleGrid,
  Stack,
  Textarea,
} from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Course } from '../../../../../contract/courses';
import { errorMessages, ValidationApiError } from '../../../../api/errors';
import { notify } from '../../../../ui/toaster';
import { AssignmentFields } from '../../components/assignment-fields';
import { CreateArticleModal } from '../../components/create-article-modal';
import { useCourseCategories, useCreateCourseCategory } from '../api/get-course-categories';
import { useSaveCourse } from '../api/save-course';
import {
  changedCourseFields,
  courseErrors,
  currentCourseErrors,
  serverCourseErrors,
  toCourseRequest,
  type CourseErrors,
  type CourseFormValues,
} from '../lib/course-form';
import { QuizDialog } from './quiz-dialog';
import { addItem, SectionsEditor } from './sections-editor';
import { ScormPackagePicker } from '../../scorm/components/scorm-course-parts';

function Errors({ messages, testId }: { messages?: string[]; testId: string }) {
  if (!messages?.length) return null;
  return <Field.ErrorText data-testid={testId}>{messages.join(' ')}</Field.ErrorText>;
}

function CategoryField({
  value,
  onChange,
  errors,
}: {
  value: number | null;
  onChange: (id: number) => void;
  errors?: string[];
}) {
  const { t } = useTranslation();
  const categories = useCourseCategories().data ?? [];
  const create = useCreateCourseCategory();
  const [name, setName] = useState('');
  return (
    <Field.Root required invalid={!!errors?.length}>
      <Field.Label>{t('courses.builder.category')}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field
          value={value ?? ''}
          onChange={(e) => e.currentTarget.value && onChange(Number(e.currentTarget.value))}
        >
          <option value="">{t('courses.builder.chooseCategory')}</option>
          {categories.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <Flex gap="2" mt="2" w="full">
        <Input
          size="sm"
          aria-label={t('courses.builder.newCategory')}
          placeholder={t('courses.builder.newCategory')}
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
        />
        <Button
          size="sm"
          variant="outline"
          disabled={!name.trim()}
          loading={create.isPending}
          onClick={() =>
            create.mutate(name.trim(), {
              onSuccess: (category) => {
                setName('');
                onChange(category.id);
              },
              onError: (e) => errorMessages(e).forEach((m) => notify('error', m)),
            })
          }
        >
          {t('courses.builder.addCategory')}
        </Button>
      </Flex>
      <Errors messages={errors} testId="error-courseCategory" />
    </Field.Root>
  );
}

export function CourseForm({
  course,
  initial,
  onSaved,
  onCancel,
}: {
  course: Course | null;
  initial: CourseFormValues;
  onSaved: (course: Course) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [values, setValues] = useState(initial);
  // The errors found at the last save, with the values they were found on: what is shown is
  // checked again as the fields change (currentCourseErrors), so a fixed field loses its message.
  const [found, setFound] = useState<{ errors: CourseErrors; values: CourseFormValues }>({
    errors: {},
    values: initial,
  });
  const errors = currentCourseErrors(found.errors, found.values, values);
  const setErrors = (e: CourseErrors) => setFound({ errors: e, values });
  const [dialog, setDialog] = useState<{ kind: 'article' | 'quiz'; section: string } | null>(null);
  const save = useSaveCourse();
  const set = (patch: Partial<CourseFormValues>) => setValues((v) => ({ ...v, ...patch }));

  const submit = () => {
    const found = courseErrors(values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      Object.values(found)
        .flat()
        .forEach((m) => notify('error', m));
      return;
    }
    const input = course
      ? { id: course.id, body: changedCourseFields(initial, values) }
      : { id: null, body: { ...toCourseRequest(values), category: values.category! } };
    save.mutate(input, {
      onSuccess: (saved) => {
        notify('success', t(course ? 'courses.builder.updated' : 'courses.builder.created'));
        onSaved(saved);
      },
      onError: (e) => {
        if (e instanceof ValidationApiError) setErrors(serverCourseErrors(e.fields));
        errorMessages(e).forEach((m) => notify('error', m));
      },
    });
  };

  return (
    <Stack gap="6" maxW="4xl" asChild>
      <form onSubmit={(e) => (e.preventDefault(), submit())} noValidate>
        <Heading as="h1" size="lg">
          {t(course ? 'courses.builder.editTitle' : 'courses.builder.createTitle')}
        </Heading>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <Field.Root required invalid={!!errors.courseName}>
            <Field.Label>{t('courses.builder.name')}</Field.Label>
            <Input name="name" value={values.name} onChange={(e) => set({ name: e.currentTarget.value })} />
            <Errors messages={errors.courseName} testId="error-courseName" />
          </Field.Root>
          <CategoryField
            value={values.category}
            onChange={(category) => set({ category })}
            errors={errors.courseCategory}
          />
          <Field.Root invalid={!!errors.coursePriority}>
            <Field.Label>{t('courses.builder.priority')}</Field.Label>
            <Input
              name="priority"
              inputMode="numeric"
              value={values.priority}
              onChange={(e) => set({ priority: e.currentTarget.value })}
            />
            <Field.HelperText>{t('courses.builder.priorityHelp')}</Field.HelperText>
            <Errors messages={errors.coursePriority} testId="error-coursePriority" />
          </Field.Root>
          <Field.Root>
            <Field.Label>{t('courses.builder.dueDays')}</Field.Label>
            <Input
              name="due_days"
              type="number"
              min={1}
              value={values.due_days ?? ''}
              onChange={(e) => set({ due_days: e.currentTarget.value ? Number(e.currentTarget.value) : null })}
            />
            <Field.HelperText>{t('courses.builder.dueDaysHelp')}</Field.HelperText>
          </Field.Root>
        </SimpleGrid>
        <Field.Root>
          <Field.Label>{t('courses.builder.description')}</Field.Label>
          <Textarea value={values.description} onChange={(e) => set({ description: e.currentTarget.value })} />
        </Field.Root>
        <Flex gap="6" wrap="wrap">
          <Checkbox.Root
            checked={values.has_certificate}
            onCheckedChange={(d) => set({ has_certificate: d.checked === true })}
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{t('courses.builder.hasCertificate')}</Checkbox.Label>
          </Checkbox.Root>
          <Checkbox.Root checked={values.is_scorm} onCheckedChange={(d) => set({ is_scorm: d.checked === true })}>
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{t('courses.builder.isScorm')}</Checkbox.Label>
          </Checkbox.Root>
        </Flex>
        {values.is_scorm && (
          <Field.Root>
            <Field.Label>{t('courses.builder.scormUrl')}</Field.Label>
            <ScormPackagePicker value={values.scorm_file_url} onChange={(url) => set({ scorm_file_url: url })} />
            <Input value={values.scorm_file_url} onChange={(e) => set({ scorm_file_url: e.currentTarget.value })} />
          </Field.Root>
        )}
        <Stack as="section" gap="3" aria-labelledby="course-assign">
          <Heading as="h2" size="md" id="course-assign">
            {t('courses.builder.assignTitle')}
          </Heading>
          <AssignmentFields values={values} onChange={set} />
        </Stack>
        <Stack as="section" gap="3" aria-labelledby="course-sections">
          <Heading as="h2" size="md" id="course-sections">
            {t('courses.builder.sections')}
          </Heading>
          {errors.courseSections && (
            <Alert.Root status="error" data-testid="error-courseSections">
              <Alert.Indicator />
              <Alert.Title>{errors.courseSections.join(' ')}</Alert.Title>
            </Alert.Root>
          )}
          <SectionsEditor
            sections={values.sections}
            onChange={(sections) => set({ sections })}
            onNewArticle={(section) => setDialog({ kind: 'article', section })}
            onNewQuiz={(section) => setDialog({ kind: 'quiz', section })}
          />
        </Stack>
        <Flex gap="3" wrap="wrap">
          <Button type="submit" colorPalette="blue" loading={save.isPending}>
            {t(course ? 'courses.builder.update' : 'courses.builder.save')}
          </Button>
          <Button variant="outline" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
        </Flex>
        {dialog?.kind === 'quiz' && (
          <QuizDialog
            onClose={() => setDialog(null)}
            onCreated={(quiz) =>
              setValues((v) => ({
                ...v,
                sections: addItem(v.sections, dialog.section, { article: null, quiz: quiz.id, title: quiz.title }),
              }))
            }
          />
        )}
        {dialog?.kind === 'article' && (
          <CreateArticleModal
            onClose={() => setDialog(null)}
            onCreated={(article) =>
              setValues((v) => ({
                ...v,
                sections: addItem(v.sections, dialog.section, {
                  article: article.id,
                  quiz: null,
                  title: article.title,
                }),
              }))
            }
          />
        )}
      </form>
    </Stack>
  );
}
