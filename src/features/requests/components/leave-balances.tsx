// The signed-in staff member's leave balances (issue 21): per time-off type, the days available
// now, with what was accrued of the year's allowance, used (approved) and pending. Shown on My
// requests, on the time-off calendar, and on Create New Request for the chosen time-off type; from
// the kept copy when offline, saying how old it is.
import { Badge, Card, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { LeaveBalance } from '../../../../contract/leave';
import { useCurrentUser } from '../../../api/current-user';
import { StaleDataNote } from '../../../ui/stale-data-note';
import { useLeaveBalances } from '../api/get-leave-balances';

/** Days as people read them: at most two decimals (a monthly accrual of 25 a year is 2.08). */
const days = (n: number) => Math.round(n * 100) / 100;

function BalanceLine({ balance }: { balance: LeaveBalance }) {
  const { t } = useTranslation();
  return (
    <HStack
      as="li"
      justify="space-between"
      gap="3"
      flexWrap="wrap"
      data-testid="leave-balance"
      data-type={balance.request_type_name}
    >
      <Stack gap="0" minW="0">
        <Text fontWeight="semibold">{balance.request_type_name}</Text>
        <Text fontSize="sm" color="fg.muted">
          {balance.allowance === null
            ? t('requests.leave.noAllowance', { used: days(balance.used), pending: days(balance.pending) })
            : t(balance.accrual === 'monthly' ? 'requests.leave.detailMonthly' : 'requests.leave.detail', {
                accrued: days(balance.accrued),
                allowance: days(balance.allowance),
                used: days(balance.used),
                pending: days(balance.pending),
              })}
        </Text>
      </Stack>
      {balance.allowance !== null && (
        <Badge
          colorPalette={balance.available < 0 ? 'red' : 'green'}
          variant="subtle"
          size="lg"
          data-testid="leave-available"
        >
          {t('requests.leave.available', { count: days(balance.available) })}
        </Badge>
      )}
    </HStack>
  );
}

/** Every time-off type's balance, or only `requestType`'s (the request form). */
export function LeaveBalances({ requestType }: { requestType?: number }) {
  const { t } = useTranslation();
  const query = useLeaveBalances(useCurrentUser().data?.staff_id);
  const balances = query.data?.balances.filter((b) => requestType === undefined || b.request_type === requestType);
  if (!balances?.length) return null;
  return (
    <Stack gap="1" data-testid="leave-balances">
      <Stack as="ul" listStyleType="none" gap="2">
        {balances.map((b) => (
          <BalanceLine key={b.request_type} balance={b} />
        ))}
      </Stack>
      <StaleDataNote query={query} />
      {requestType === undefined && (
        <Text fontSize="xs" color="fg.muted">
          {t('requests.leave.note', { year: query.data!.year })}
        </Text>
      )}
    </Stack>
  );
}

/** The balances as a card of their own (My requests, the time-off calendar). */
export function LeaveBalancesCard() {
  const { t } = useTranslation();
  return (
    <Card.Root size="sm" maxW="2xl">
      <Card.Header>
        <Card.Title as="h2">{t('requests.leave.title')}</Card.Title>
      </Card.Header>
      <Card.Body>
        <LeaveBalances />
      </Card.Body>
    </Card.Root>
  );
}
