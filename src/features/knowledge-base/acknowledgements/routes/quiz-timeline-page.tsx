// /knowledgebase/quiz-acknowledgement-timeline (Quiz response timeline, KB admins, spec
// knowledge-base §2, §6): every quiz attempt, newest first, with score and pass or fail, filtered by
// staff member, quiz, course, result and day (kept in the URL), paged; a name opens that person's view.
import { Badge, Heading, Stack, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useSearchState } from '../../../../lib/use-search-state';
import { Pager, pageCount } from '../../../../ui/pager';
import { ACKS_PAGE_SIZE } from '../api/acks-key';
import { useCourseChoices, useQuizChoices, useStaffChoices } from '../api/get-filter-choices';
import { useQuizResponses } from '../api/get-quiz-responses';
import { AttemptAnswers } from '../components/attempt-answers';
import { ChoiceFilter, DayRangeFilter, dayParam, FilterBar, idParam, PersonFilter } from '../components/filters';
import { formatDateTime } from '../components/format';
import { AcksTable } from '../components/acks-table';
import { ListState } from '../components/list-state';
import { OpenPerson, PersonLink } from '../components/person-link';

const KEYS = ['staff', 'quiz', 'course', 'result', 'date_from', 'date_to', 'person'] as const;

export function QuizTimelinePage() {
  const { t, i18n } = useTranslation();
  const state = useSearchState(KEYS);
  const { values, page, set } = state;
  const query = useQuizResponses({
    page,
    page_size: ACKS_PAGE_SIZE,
    staff: idParam(values.staff),
    quiz: idParam(values.quiz),
    course: idParam(values.course),
    passed: values.result === 'passed' ? true : values.result === 'failed' ? false : undefined,
    date_from: dayParam(values.date_from),
    date_to: dayParam(values.date_to),
  });
  const staff = useStaffChoices();
  const quizzes = useQuizChoices();
  const courses = useCourseChoices();
  const rows = query.data?.results ?? [];
  const filtered = KEYS.some((k) => k !== 'person' && values[k] !== '');
  return (
    <Stack gap="4">
      <Heading as="h1" size="lg">
        {t('kbAcks.quizTimeline.title')}
      </Heading>
      <FilterBar>
        <PersonFilter
          label={t('kbAcks.staff')}
          value={values.staff}
          choices={staff}
          onChange={(v) => set({ staff: v })}
        />
        <ChoiceFilter
          label={t('kbAcks.quiz')}
          value={values.quiz}
          choices={quizzes}
          onChange={(v) => set({ quiz: v })}
        />
        <ChoiceFilter
          label={t('kbAcks.course')}
          value={values.course}
          choices={courses}
          onChange={(v) => set({ course: v })}
        />
        <ChoiceFilter
          label={t('kbAcks.quizTimeline.result')}
          value={values.result}
          choices={[]}
          options={[
            { value: 'passed', label: t('kbAcks.quizTimeline.passed') },
            { value: 'failed', label: t('kbAcks.quizTimeline.failed') },
          ]}
          onChange={(v) => set({ result: v })}
        />
        <DayRangeFilter from={values.date_from} to={values.date_to} onChange={set} />
      </FilterBar>
      {query.data && (
        <Text fontSize="sm" color="fg.muted">
          {t('kbAcks.count', { count: query.data.count })}
        </Text>
      )}
      <AcksTable
        columns={[
          { label: t('kbAcks.when') },
          { label: t('kbAcks.staff') },
          { label: t('kbAcks.quiz') },
          { label: t('kbAcks.course') },
          { label: t('kbAcks.quizTimeline.score') },
          { label: t('kbAcks.quizTimeline.result') },
          { label: t('kbAcks.quizTimeline.showAnswers') },
        ]}
        rows={rows}
        rowKey={(r) => r.id}
        rowTestId="quiz-response-row"
        cells={(r) => (
          <>
            <Table.Cell whiteSpace="nowrap">{formatDateTime(r.created_on, i18n.language)}</Table.Cell>
            <Table.Cell>
              <PersonLink staffId={r.staff_id} name={r.staff_name} state={state} />
            </Table.Cell>
            <Table.Cell>{r.quiz_title}</Table.Cell>
            <Table.Cell>{r.course_name ?? '—'}</Table.Cell>
            <Table.Cell>
              {t('kbAcks.quizTimeline.scoreValue', {
                score: r.score,
                correct: r.correct_count,
                total: r.question_count,
              })}
            </Table.Cell>
            <Table.Cell>
              <Badge colorPalette={r.passed ? 'green' : 'red'}>
                {r.passed ? t('kbAcks.quizTimeline.passed') : t('kbAcks.quizTimeline.failed')}
              </Badge>
            </Table.Cell>
            <Table.Cell>
              <AttemptAnswers row={r} />
            </Table.Cell>
          </>
        )}
      />
      <ListState
        query={query}
        empty={rows.length === 0}
        filtered={filtered}
        onClear={() => set({ staff: '', quiz: '', course: '', result: '', date_from: '', date_to: '' })}
      />
      <Pager page={page} pages={pageCount(query.data?.count ?? 0, ACKS_PAGE_SIZE)} onPage={(p) => set({ page: p })} />
      <OpenPerson state={state} />
    </Stack>
  );
}
