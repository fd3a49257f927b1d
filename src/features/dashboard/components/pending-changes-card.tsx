// "Changes waiting to sync: N" (ARCHITECTURE.md: the UI always shows how many changes wait).
import { Card, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PendingChangeCount } from '../../../lib/pending-change-count';
import { Icon } from '../../../ui/icons';

export function PendingChangesCard() {
  return <PendingChangeCount>{(count) => <PendingChangesCardView count={count} />}</PendingChangeCount>;
}

function PendingChangesCardView({ count }: { count: number }) {
  const { t } = useTranslation();
  return (
    <Card.Root data-testid="pending-changes-card">
      <Card.Body>
        <HStack gap="4">
          <Stack
            align="center"
            justify="center"
            boxSize="10"
            rounded="full"
            bg={count > 0 ? 'orange.subtle' : 'blue.subtle'}
            color={count > 0 ? 'orange.fg' : 'blue.fg'}
          >
            <Icon name="cloud" />
          </Stack>
          <Stack gap="0">
            <Text fontWeight="semibold">{t('dashboard.pending.title', { count })}</Text>
            <Text fontSize="sm" color="fg.muted">
              {t(count > 0 ? 'dashboard.pending.waiting' : 'dashboard.pending.none')}
            </Text>
            {count > 0 && (
              <Link asChild fontSize="sm" colorPalette="blue" fontWeight="medium">
                <RouterLink to="/account/pending-changes/">{t('sync.viewLink')}</RouterLink>
              </Link>
            )}
          </Stack>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}
