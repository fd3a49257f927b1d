// The filter bar of the statistics screens (spec people §4): interval, sort, search, periods,
// division, tag, my stats, my division and a date range. Each screen shows the fields that mean
// something there (the sheet always has an interval; Archived has no periods). Divisions and tags
// are the company's (OPTIONS list-create/, tags/).
import { Button, Checkbox, Field, HStack, Input, NativeSelect, SimpleGrid, Stack } from '@chakra-ui/react';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PERIOD_TYPES, STAT_MAX_PERIODS, STAT_SORTS, type PeriodType } from '../../../../contract/statistics-constants';
import { useStatChoices } from '../api/get-stat-options';
import { useStatTags } from '../api/get-stat-tags';
import type { StatFilter, StatSortParam } from '../lib/stat-filter';

export type FilterField = 'interval' | 'sort' | 'periods' | 'range';

function Select({
  label,
  value,
  onChange,
  children,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  children: ReactNode;
}) {
  return (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field value={value} onChange={(e) => onChange(e.currentTarget.value)}>
          {children}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

function Flag({ label, checked, onChange }: { label: string; checked: boolean; onChange: (v: boolean) => void }) {
  return (
    <Checkbox.Root size="sm" checked={checked} onCheckedChange={(d) => onChange(d.checked === true)}>
      <Checkbox.HiddenInput />
      <Checkbox.Control />
      <Checkbox.Label>{label}</Checkbox.Label>
    </Checkbox.Root>
  );
}

function DateField({
  label,
  value,
  bounds,
  onChange,
}: {
  label: string;
  value: string | undefined;
  bounds: { min?: string; max?: string };
  onChange: (v: string | undefined) => void;
}) {
  return (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      <Input
        size="sm"
        type="date"
        value={value ?? ''}
        {...bounds}
        onChange={(e) => onChange(e.currentTarget.value || undefined)}
      />
    </Field.Root>
  );
}

/** The search box: typed freely, applied on Enter or when it loses focus (one request, not one per key). */
function SearchField({ value, onApply }: { value: string; onApply: (v: string) => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState(value);
  const [applied, setApplied] = useState(value);
  // The URL changed from elsewhere (Back, Clear): show it.
  if (applied !== value) {
    setApplied(value);
    setText(value);
  }
  const apply = () => text.trim() !== value && onApply(text.trim());
  return (
    <Field.Root>
      <Field.Label>{t('statistics.filters.search')}</Field.Label>
      <Input
        size="sm"
        type="search"
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
        onBlur={apply}
        onKeyDown={(e) => e.key === 'Enter' && apply()}
      />
    </Field.Root>
  );
}

export function StatFilters({
  filter,
  onChange,
  fields = ['interval', 'sort', 'periods', 'range'],
  intervals = PERIOD_TYPES,
  allIntervals = true,
}: {
  filter: StatFilter;
  onChange: (patch: Partial<StatFilter>) => void;
  fields?: FilterField[];
  intervals?: readonly PeriodType[];
  /** Whether "every interval" may be chosen. */
  allIntervals?: boolean;
}) {
  const { t } = useTranslation();
  const tags = useStatTags().data ?? [];
  const divisions = useStatChoices().data?.divisions ?? [];
  const has = (field: FilterField) => fields.includes(field);
  const tagChoices = filter.tag && !tags.includes(filter.tag) ? [filter.tag, ...tags] : tags;
  const divisionChoices =
    filter.division && !divisions.some((d) => d.id === filter.division)
      ? [{ id: filter.division, name: t('statistics.filters.divisionId', { id: filter.division }) }, ...divisions]
      : divisions;
  const filtered =
    filter.search || filter.division || filter.tag || filter.myStats || filter.myDivision || filter.from || filter.to;
  // On a phone the filters fold behind a button, so the stats are on the first screen.
  const [open, setOpen] = useState(false);
  const panelId = useId();

  return (
    <Stack gap="2">
      <Button
        size="sm"
        variant="outline"
        alignSelf="start"
        hideFrom="md"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
      >
        {t(filtered ? 'statistics.filters.toggleActive' : 'statistics.filters.toggle')}
      </Button>
      <SimpleGrid
        id={panelId}
        display={{ base: open ? 'grid' : 'none', md: 'grid' }}
        columns={{ base: 1, sm: 2, md: 4, xl: 6 }}
        gap="3"
        alignItems="end"
        data-testid="stat-filters"
        as="form"
        role="search"
        onSubmit={(e) => e.preventDefault()}
      >
        {has('interval') && (
          <Select
            label={t('statistics.filters.interval')}
            value={filter.interval ?? ''}
            onChange={(v) => onChange({ interval: (v || undefined) as PeriodType | undefined })}
          >
            {allIntervals && <option value="">{t('statistics.filters.allIntervals')}</option>}
            {intervals.map((type) => (
              <option key={type} value={type}>
                {t(`statistics.periodTypes.${type}`)}
              </option>
            ))}
          </Select>
        )}
        {has('sort') && (
          <Select
            label={t('statistics.filters.sort')}
            value={filter.sort ?? ''}
            onChange={(v) => onChange({ sort: (v || undefined) as StatSortParam | undefined })}
          >
            <option value="">{t('statistics.filters.sortOrder')}</option>
            {STAT_SORTS.filter((s) => s !== 'order').map((sort) => (
              <option key={sort} value={sort}>
                {t(`statistics.filters.sorts.${sort}`)}
              </option>
            ))}
          </Select>
        )}
        <SearchField value={filter.search} onApply={(search) => onChange({ search })} />
        {has('periods') && (
          <Field.Root disabled={Boolean(filter.from || filter.to)}>
            <Field.Label>{t('statistics.filters.periods')}</Field.Label>
            <Input
              size="sm"
              type="number"
              min={1}
              max={STAT_MAX_PERIODS}
              value={filter.periods}
              onChange={(e) => {
                const periods = Number(e.currentTarget.value);
                if (Number.isInteger(periods) && periods >= 1 && periods <= STAT_MAX_PERIODS) onChange({ periods });
              }}
            />
          </Field.Root>
        )}
        <Select
          label={t('statistics.filters.division')}
          value={filter.division ? String(filter.division) : ''}
          onChange={(v) => onChange({ division: v ? Number(v) : undefined })}
        >
          <option value="">{t('statistics.filters.allDivisions')}</option>
          {divisionChoices.map((d) => (
            <option key={d.id} value={d.id}>
              {d.name}
            </option>
          ))}
        </Select>
        <Select
          label={t('statistics.filters.tag')}
          value={filter.tag ?? ''}
          onChange={(v) => onChange({ tag: v || undefined })}
        >
          <option value="">{t('statistics.filters.allTags')}</option>
          {tagChoices.map((tag) => (
            <option key={tag} value={tag}>
              {tag}
            </option>
          ))}
        </Select>
        {has('range') && (
          <>
            <DateField
              label={t('statistics.filters.from')}
              value={filter.from}
              bounds={{ max: filter.to }}
              onChange={(from) => onChange({ from })}
            />
            <DateField
              label={t('statistics.filters.to')}
              value={filter.to}
              bounds={{ min: filter.from }}
              onChange={(to) => onChange({ to })}
            />
          </>
        )}
        <HStack gap="4" flexWrap="wrap" gridColumn={{ base: 'auto', md: 'span 2' }} minH="8">
          <Flag
            label={t('statistics.filters.myStats')}
            checked={filter.myStats}
            onChange={(myStats) => onChange({ myStats })}
          />
          <Flag
            label={t('statistics.filters.myDivision')}
            checked={filter.myDivision}
            onChange={(myDivision) => onChange({ myDivision })}
          />
          {filtered && (
            <Button
              size="xs"
              variant="ghost"
              onClick={() =>
                onChange({
                  search: '',
                  division: undefined,
                  tag: undefined,
                  myStats: false,
                  myDivision: false,
                  from: undefined,
                  to: undefined,
                })
              }
            >
              {t('statistics.filters.clear')}
            </Button>
          )}
        </HStack>
      </SimpleGrid>
    </Stack>
  );
}
