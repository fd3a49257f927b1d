// /knowledgebase/acknowledgement-timeline (All completions, KB admins, spec knowledge-base §2, §6):
// every acknowledgement of an article — a signature or a question answered — newest first, filtered
// by staff member, article and day (kept in the URL), paged; a name opens that person's view.
import { Badge, Heading, HStack, Image, Link as ChakraLink, Stack, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ACKNOWLEDGEMENT_TYPE } from '../../../../../contract/knowledge-base-constants';
import { useSearchState } from '../../../../lib/use-search-state';
import { Pager, pageCount } from '../../../../ui/pager';
import { ACKS_PAGE_SIZE } from '../api/acks-key';
import { useAcknowledgements } from '../api/get-acknowledgements';
import { useArticleChoices, useStaffChoices } from '../api/get-filter-choices';
import { ChoiceFilter, DayRangeFilter, dayParam, FilterBar, idParam, PersonFilter } from '../components/filters';
import { formatDateTime } from '../components/format';
import { AcksTable } from '../components/acks-table';
import { ListState } from '../components/list-state';
import { OpenPerson, PersonLink } from '../components/person-link';

const KEYS = ['staff', 'article', 'date_from', 'date_to', 'person'] as const;

export function CompletionsPage() {
  const { t, i18n } = useTranslation();
  const state = useSearchState(KEYS);
  const { values, page, set } = state;
  const query = useAcknowledgements({
    page,
    page_size: ACKS_PAGE_SIZE,
    staff: idParam(values.staff),
    article: idParam(values.article),
    date_from: dayParam(values.date_from),
    date_to: dayParam(values.date_to),
  });
  const staff = useStaffChoices();
  const articles = useArticleChoices();
  const rows = query.data?.results ?? [];
  const filtered = Boolean(values.staff || values.article || values.date_from || values.date_to);
  return (
    <Stack gap="4">
      <Heading as="h1" size="lg">
        {t('kbAcks.completions.title')}
      </Heading>
      <FilterBar>
        <PersonFilter
          label={t('kbAcks.staff')}
          value={values.staff}
          choices={staff}
          onChange={(v) => set({ staff: v })}
        />
        <ChoiceFilter
          label={t('kbAcks.article')}
          value={values.article}
          choices={articles}
          onChange={(v) => set({ article: v })}
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
          { label: t('kbAcks.article') },
          { label: t('kbAcks.completions.how') },
        ]}
        rows={rows}
        rowKey={(a) => a.id}
        rowTestId="completion-row"
        cells={(a) => (
          <>
            <Table.Cell whiteSpace="nowrap">{formatDateTime(a.created_on, i18n.language)}</Table.Cell>
            <Table.Cell>
              <PersonLink staffId={a.staff_id} name={a.staff_name} state={state} />
            </Table.Cell>
            <Table.Cell>
              <ChakraLink asChild>
                <Link to={`/knowledgebase/articles/${a.article}`}>{a.article_title}</Link>
              </ChakraLink>
            </Table.Cell>
            <Table.Cell>
              {a.acknowledgement_type === ACKNOWLEDGEMENT_TYPE.SIGNATURE ? (
                <Signature value={a.signature} name={a.staff_name} />
              ) : (
                <Badge colorPalette="blue">{t('kbAcks.completions.answered', { answers: a.answers.join(', ') })}</Badge>
              )}
            </Table.Cell>
          </>
        )}
      />
      <ListState
        query={query}
        empty={rows.length === 0}
        filtered={filtered}
        onClear={() => set({ staff: '', article: '', date_from: '', date_to: '' })}
      />
      <Pager page={page} pages={pageCount(query.data?.count ?? 0, ACKS_PAGE_SIZE)} onPage={(p) => set({ page: p })} />
      <OpenPerson state={state} />
    </Stack>
  );
}

/** A signature is a drawn PNG (data URL) or a typed name. */
function Signature({ value, name }: { value: string | null; name: string }) {
  const { t } = useTranslation();
  const drawn = value?.startsWith('data:image/');
  return (
    <HStack gap="2">
      <Badge>{t('kbAcks.completions.signed')}</Badge>
      {drawn ? (
        <Image src={value!} alt={t('kbAcks.completions.signatureOf', { name })} height="8" bg="white" />
      ) : (
        <Text fontSize="sm" fontStyle="italic">
          {value}
        </Text>
      )}
    </HStack>
  );
}
