// /knowledgebase/acknowledgement-leaderboard (Leaderboard, KB admins, spec knowledge-base §2, §6):
// everyone ranked by points (1 per article read and per acknowledgement, 2 per quiz passed, 5 per
// course completed — kb-leaderboard/), optionally within one division, searchable by name, paged.
// The ranking comes whole so a name search keeps each person's true rank.
import { Field, Heading, Input, Stack, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useSearchState } from '../../../../lib/use-search-state';
import { Pager, pageCount } from '../../../../ui/pager';
import { ACKS_PAGE_SIZE } from '../api/acks-key';
import { useDivisionChoices } from '../api/get-filter-choices';
import { useLeaderboard } from '../api/get-leaderboard';
import { ChoiceFilter, FilterBar, idParam } from '../components/filters';
import { AcksTable } from '../components/acks-table';
import { ListState } from '../components/list-state';
import { OpenPerson, PersonLink } from '../components/person-link';

const KEYS = ['division', 'search', 'person'] as const;

export function LeaderboardPage() {
  const { t } = useTranslation();
  const state = useSearchState(KEYS);
  const { values, page, set } = state;
  const query = useLeaderboard(idParam(values.division));
  const divisions = useDivisionChoices();
  const needle = values.search.trim().toLocaleLowerCase();
  const ranked = (query.data ?? []).map((row, index) => ({ ...row, rank: index + 1 }));
  const matching = needle ? ranked.filter((r) => r.name.toLocaleLowerCase().includes(needle)) : ranked;
  const rows = matching.slice((page - 1) * ACKS_PAGE_SIZE, page * ACKS_PAGE_SIZE);
  return (
    <Stack gap="4">
      <Heading as="h1" size="lg">
        {t('kbAcks.leaderboard.title')}
      </Heading>
      <Text fontSize="sm" color="fg.muted">
        {t('kbAcks.leaderboard.points')}
      </Text>
      <FilterBar>
        <ChoiceFilter
          label={t('kbAcks.division')}
          value={values.division}
          choices={divisions}
          onChange={(v) => set({ division: v })}
        />
        <Field.Root maxW="64">
          <Field.Label fontSize="sm">{t('kbAcks.leaderboard.search')}</Field.Label>
          <Input
            size="sm"
            type="search"
            value={values.search}
            onChange={(e) => set({ search: e.currentTarget.value })}
          />
        </Field.Root>
      </FilterBar>
      <AcksTable
        columns={[
          { label: t('kbAcks.leaderboard.rank') },
          { label: t('kbAcks.staff') },
          { label: t('kbAcks.division') },
          { label: t('kbAcks.leaderboard.articlesRead'), numeric: true },
          { label: t('kbAcks.leaderboard.acknowledgements'), numeric: true },
          { label: t('kbAcks.leaderboard.quizzesPassed'), numeric: true },
          { label: t('kbAcks.leaderboard.coursesCompleted'), numeric: true },
          { label: t('kbAcks.leaderboard.total'), numeric: true },
        ]}
        rows={rows}
        rowKey={(r) => r.staff_id}
        rowTestId="leaderboard-row"
        cells={(r) => (
          <>
            <Table.Cell>{r.rank}</Table.Cell>
            <Table.Cell>
              <PersonLink staffId={r.staff_id} name={r.name} state={state} />
            </Table.Cell>
            <Table.Cell>{r.division_name ?? '—'}</Table.Cell>
            <Table.Cell textAlign="end">{r.articles_read}</Table.Cell>
            <Table.Cell textAlign="end">{r.acknowledgements}</Table.Cell>
            <Table.Cell textAlign="end">{r.quizzes_passed}</Table.Cell>
            <Table.Cell textAlign="end">{r.courses_completed}</Table.Cell>
            <Table.Cell textAlign="end" fontWeight="semibold">
              {r.points}
            </Table.Cell>
          </>
        )}
      />
      <ListState
        query={query}
        empty={rows.length === 0}
        filtered={Boolean(values.division || values.search)}
        onClear={() => set({ division: '', search: '' })}
      />
      <Pager page={page} pages={pageCount(matching.length, ACKS_PAGE_SIZE)} onPage={(p) => set({ page: p })} />
      <OpenPerson state={state} />
    </Stack>
  );
}
