// /account/positional-org-chart/ (spec people §2): the division → position hierarchy, each division
// in its colour with its positions under the positions they report to, and who holds each. The
// position-chart mode hides the division order (§3).
import { Badge, Box, Card, HStack, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DivisionHierarchy, HierarchyPosition } from '../../../../contract/org-chart';
import { PageSpinner } from '../../../ui/page-spinner';
import { useDivisionHierarchy } from '../api/org-chart-api';

function PositionBranch({
  position,
  all,
  match,
}: {
  position: HierarchyPosition;
  all: HierarchyPosition[];
  match: string;
}) {
  const below = all.filter((p) => p.manager === position.id && p.id !== position.id);
  const hit =
    match !== '' &&
    (position.name.toLowerCase().includes(match) || position.users.some((u) => u.name.toLowerCase().includes(match)));
  return (
    <Box as="li" listStyleType="none" ps="4" borderStartWidth="1px">
      <Stack gap="1" py="1" bg={hit ? 'orange.subtle' : undefined} rounded="sm" px="1">
        {position.above_text && (
          <Text fontSize="xs" color="fg.muted">
            {position.above_text}
          </Text>
        )}
        <Text fontWeight="semibold">{position.name}</Text>
        <HStack gap="1" flexWrap="wrap">
          {position.users.map((u) => (
            <Badge key={u.id} variant="outline">
              {u.name}
            </Badge>
          ))}
        </HStack>
      </Stack>
      {below.length > 0 && (
        <Box as="ul" ps="0">
          {below.map((p) => (
            <PositionBranch key={p.id} position={p} all={all} match={match} />
          ))}
        </Box>
      )}
    </Box>
  );
}

function DivisionCard({ division, match }: { division: DivisionHierarchy; match: string }) {
  const { t } = useTranslation();
  const ids = new Set(division.positions.map((p) => p.id));
  // Tops: positions reporting to nobody in this division.
  const tops = division.positions.filter((p) => p.manager === null || !ids.has(p.manager));
  return (
    <Card.Root borderTopWidth="4px" style={{ borderTopColor: division.division_color }}>
      <Card.Header>
        <Card.Title as="h2">{division.division_name || t('orgChart.noDivision')}</Card.Title>
      </Card.Header>
      <Card.Body>
        <Box as="ul" ps="0">
          {tops.map((p) => (
            <PositionBranch key={p.id} position={p} all={division.positions} match={match} />
          ))}
        </Box>
      </Card.Body>
    </Card.Root>
  );
}

export function PositionalOrgChartPage() {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const match = useDeferredValue(search.trim().toLowerCase());
  const hierarchy = useDivisionHierarchy();
  return (
    <Stack gap="4">
      <HStack justify="space-between" flexWrap="wrap" gap="3">
        <Heading as="h1" size="2xl">
          {t('orgChart.positional')}
        </Heading>
        <Input
          type="search"
          maxW="xs"
          aria-label={t('orgChart.search')}
          placeholder={t('orgChart.search')}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
        />
      </HStack>
      {hierarchy.isPending && <PageSpinner />}
      {hierarchy.isError && <Text color="fg.error">{t('orgChart.loadError')}</Text>}
      <Stack gap="4" direction={{ base: 'column', lg: 'row' }} alignItems="start" flexWrap="wrap">
        {hierarchy.data?.map((d) => (
          <Box key={d.id ?? 'none'} flex="1" minW="72">
            <DivisionCard division={d} match={match} />
          </Box>
        ))}
      </Stack>
    </Stack>
  );
}
