// An article of a course, read inside the course: its content in the same view as the article page
// (ArticleContent: players, file viewers, decision chart), marked read when it is opened, and its
// acknowledgement challenge when it asks for one — a signature or the question with its answers; the
// server checks them and says when they are wrong. Without a network the read and the
// acknowledgement are saved on this device and sent later, once.
import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CourseItem } from '../../../../../contract/courses';
import { ACKNOWLEDGEMENT_TYPE } from '../../../../../contract/knowledge-base-constants';
import { errorMessages, ValidationApiError } from '../../../../api/errors';
import { notify } from '../../../../ui/toaster';
import { ArticleContent } from '../../components/article-content';
import { AcknowledgementCard, type AcknowledgementAnswer } from '../../components/acknowledgement-card';
import { useMarkCourseRead } from '../api/course-reading';

export function CourseArticle({ courseId, item }: { courseId: number; item: CourseItem }) {
  const { t } = useTranslation();
  const article = item.article_content!;
  const state = item.state;
  const mark = useMarkCourseRead();
  const [error, setError] = useState<string | null>(null);
  const needsAck = article.acknowledgement_type !== null;

  // Opening the article is reading it (once per opening, only while it is not read yet).
  const unread = state !== undefined && !state.is_read;
  const { mutate } = mark;
  useEffect(() => {
    if (unread) mutate({ course: courseId, article: article.id });
  }, [unread, mutate, courseId, article.id]);

  const acknowledge = (answer: AcknowledgementAnswer) => {
    setError(null);
    mark.mutate(
      { course: courseId, article: article.id, ...answer },
      {
        onSuccess: (result) =>
          notify(
            'success',
            t(result.kind === 'queued' ? 'courses.reader.savedOnDevice' : 'courses.reader.acknowledged'),
          ),
        onError: (e) => {
          if (e instanceof ValidationApiError) setError(Object.values(e.fields).flat().join(' '));
          else errorMessages(e).forEach((m) => notify('error', m));
        },
      },
    );
  };

  return (
    <Stack gap="4" as="article" data-testid="course-article">
      <Heading as="h2" size="md">
        {article.title}
      </Heading>
      <ArticleContent article={article} headingLevel="h3" />
      <Box aria-live="polite">
        {state?.is_read && (
          <Text color="fg.success" data-testid="course-read-state">
            {t('courses.reader.read')}
          </Text>
        )}
      </Box>
      {needsAck &&
        (state?.is_acknowledged ? (
          <Text color="fg.success" data-testid="course-acknowledged-state">
            {t('courses.reader.acknowledgedState')}
          </Text>
        ) : (
          <AcknowledgementCard
            signature={article.acknowledgement_type === ACKNOWLEDGEMENT_TYPE.SIGNATURE}
            question={{ question: article.acknowledgement_question, answers: article.article_answers }}
            pending={mark.isPending}
            error={error}
            onSubmit={acknowledge}
            headingLevel="h3"
          />
        ))}
    </Stack>
  );
}
