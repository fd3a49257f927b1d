// An article of a course, read inside the course: its body (and video and files), marked read when
// it is opened, and its acknowledgement challenge when it asks for one — a signature or the question
// with its answers; the server checks them and says when they are wrong. Without a network the read
// and the acknowledgement are saved on this device and sent later, once.
import { Alert, Box, Button, Checkbox, Heading, Link as ChakraLink, List, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CourseItem } from '../../../../../contract/courses';
import { ACKNOWLEDGEMENT_TYPE, SIGNATURE_REQUIRED } from '../../../../../contract/knowledge-base-constants';
import { errorMessages, ValidationApiError } from '../../../../api/errors';
import { notify } from '../../../../ui/toaster';
import { ArticleBody } from '../../components/article-body';
import { SignaturePad } from '../../components/signature-pad';
import { useMarkCourseRead } from '../api/course-reading';

export function CourseArticle({ courseId, item }: { courseId: number; item: CourseItem }) {
  const { t } = useTranslation();
  const article = item.article_content!;
  const state = item.state;
  const mark = useMarkCourseRead();
  const [signature, setSignature] = useState('');
  const [chosen, setChosen] = useState<number[]>([]);
  const [error, setError] = useState<string | null>(null);
  const needsAck = article.acknowledgement_type !== null;

  // Opening the article is reading it (once per opening, only while it is not read yet).
  const unread = state !== undefined && !state.is_read;
  const { mutate } = mark;
  useEffect(() => {
    if (unread) mutate({ course: courseId, article: article.id });
  }, [unread, mutate, courseId, article.id]);

  const acknowledge = () => {
    const signed = article.acknowledgement_type === ACKNOWLEDGEMENT_TYPE.SIGNATURE;
    if (signed && !signature) return setError(SIGNATURE_REQUIRED);
    setError(null);
    mark.mutate(
      signed
        ? { course: courseId, article: article.id, signature }
        : { course: courseId, article: article.id, answers: chosen },
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
      {article.video_url && <video src={article.video_url} controls style={{ maxWidth: '100%' }} />}
      <ArticleBody html={article.body} />
      {article.file_urls.length > 0 && (
        <List.Root ps="5">
          {article.file_urls.map((url) => (
            <List.Item key={url}>
              <ChakraLink href={url} target="_blank" rel="noopener noreferrer">
                {decodeURIComponent(url.split('/').pop() || url)}
              </ChakraLink>
            </List.Item>
          ))}
        </List.Root>
      )}
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
          <Stack gap="3" borderWidth="1px" borderRadius="md" p="4">
            <Heading as="h3" size="sm">
              {t('knowledgeBase.acknowledge.title')}
            </Heading>
            {article.acknowledgement_type === ACKNOWLEDGEMENT_TYPE.SIGNATURE ? (
              <>
                <Text>{t('knowledgeBase.acknowledge.signPrompt')}</Text>
                <SignaturePad onChange={setSignature} />
              </>
            ) : (
              <Stack as="fieldset" gap="2">
                <Text as="legend" fontWeight="semibold" mb="2">
                  {article.acknowledgement_question}
                </Text>
                {article.article_answers.map((answer) => (
                  <Checkbox.Root
                    key={answer.id}
                    checked={chosen.includes(answer.id)}
                    onCheckedChange={(d) =>
                      setChosen((c) => (d.checked ? [...c, answer.id] : c.filter((x) => x !== answer.id)))
                    }
                  >
                    <Checkbox.HiddenInput />
                    <Checkbox.Control />
                    <Checkbox.Label>{answer.answer}</Checkbox.Label>
                  </Checkbox.Root>
                ))}
              </Stack>
            )}
            {error && (
              <Alert.Root status="error" role="alert">
                <Alert.Indicator />
                <Alert.Title>{error}</Alert.Title>
              </Alert.Root>
            )}
            <Button
              alignSelf="start"
              colorPalette="green"
              loading={mark.isPending}
              disabled={
                article.acknowledgement_type === ACKNOWLEDGEMENT_TYPE.QUESTION_AND_ANSWER && chosen.length === 0
              }
              onClick={acknowledge}
            >
              {t('knowledgeBase.acknowledge.submit')}
            </Button>
          </Stack>
        ))}
    </Stack>
  );
}
