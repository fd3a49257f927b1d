// The card under the Positions table for the position picked: its employees with their managers,
// and its responsibilities (spec people §2 Positions).
import { Badge, Card, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { Position } from '../../../../contract/people';
import { usePositionPeople } from '../api/organisation';
import { useResponsibilities } from '../api/responsibilities';

export function PositionPeople({ position }: { position: Position }) {
  const { t } = useTranslation();
  const people = usePositionPeople(position.id);
  const responsibilities = useResponsibilities().data?.results ?? [];
  const held = responsibilities.filter((r) => position.responsibilities.includes(r.id));
  return (
    <Card.Root variant="subtle">
      <Card.Body>
        <Stack gap="3">
          <Heading as="h2" size="md">
            {t('people.positions.peopleOf', { name: position.name })}
          </Heading>
          {people.data?.length === 0 && <Text color="fg.muted">{t('people.positions.nobody')}</Text>}
          <Stack as="ul" gap="1" listStyleType="none">
            {people.data?.map((p) => (
              <li key={p.id}>
                {p.name}
                {p.manager && (
                  <Text as="span" color="fg.muted">
                    {' '}
                    · {t('people.profile.reportsTo', { name: p.manager.name })}
                  </Text>
                )}
              </li>
            ))}
          </Stack>
          {held.length > 0 && (
            <HStack gap="2" flexWrap="wrap">
              {held.map((r) => (
                <Badge key={r.id}>{r.title}</Badge>
              ))}
            </HStack>
          )}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
