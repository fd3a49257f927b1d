// The Choose Plan step of onboarding (spec shell §2.5, §5): the Free plan (no card, 1 user, up to
// 6 stats) or the Premium plan (15-day free trial, card required) for the number of users in the
// page's users parameter, default 5. After a Free plan the user goes to /; Premium opens the
// provider's checkout. Coming back from a closed checkout (?checkout=closed) says so once.
import { Badge, Button, Card, List, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import {
  FREE_PLAN_USER_LIMIT,
  PLAN_CREATION_FAILED,
  PREMIUM_TRIAL_DAYS,
  premiumUsersFrom,
} from '../../../../contract/subscription-constants';
import { FREE_PLAN_STAT_LIMIT } from '../../../../contract/statistics-constants';
import { notify } from '../../../ui/toaster';
import { useCreateCheckout } from '../api/create-checkout';
import { useCreateFreePlan } from '../api/create-free-plan';
import { subscriptionErrorText } from '../lib/subscription-error-text';
import { useCheckoutClosedNotice } from './use-checkout-closed-notice';
import { useOpenCheckout } from './use-open-checkout';

function PlanCard({
  name,
  badge,
  features,
  action,
}: {
  name: string;
  badge: string;
  features: string[];
  action: React.ReactNode;
}) {
  return (
    <Card.Root variant="outline" size="sm" as="section" aria-label={name}>
      <Card.Header gap="2">
        <Badge alignSelf="start" colorPalette="teal" variant="subtle">
          {badge}
        </Badge>
        <Card.Title as="h3">{name}</Card.Title>
      </Card.Header>
      <Card.Body>
        <List.Root gap="1" ps="4" fontSize="sm" color="fg.muted">
          {features.map((feature) => (
            <List.Item key={feature}>{feature}</List.Item>
          ))}
        </List.Root>
      </Card.Body>
      <Card.Footer>{action}</Card.Footer>
    </Card.Root>
  );
}

export function ChoosePlan() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const users = premiumUsersFrom(params.get('users'));
  const free = useCreateFreePlan();
  const checkout = useCreateCheckout();
  const openCheckout = useOpenCheckout();
  useCheckoutClosedNotice();
  const busy = free.isPending || checkout.isPending;

  const chooseFree = () =>
    free.mutate(undefined, {
      onSuccess: () => void navigate('/', { replace: true }),
      onError: (error) => notify('error', `${PLAN_CREATION_FAILED}: ${subscriptionErrorText(error)}`),
    });
  const choosePremium = () =>
    checkout.mutate(users, {
      onSuccess: ({ url }) => openCheckout(url),
      onError: (error) => notify('error', subscriptionErrorText(error)),
    });

  return (
    <Stack gap="4">
      <Text color="fg.muted">{t('billing.choosePlan.intro')}</Text>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <PlanCard
          name={t('billing.plans.free.name')}
          badge={t('billing.plans.free.badge')}
          features={[
            t('billing.plans.free.noCard'),
            t('billing.plans.users', { count: FREE_PLAN_USER_LIMIT }),
            t('billing.plans.free.stats', { count: FREE_PLAN_STAT_LIMIT }),
          ]}
          action={
            <Button variant="outline" width="full" onClick={chooseFree} loading={free.isPending} disabled={busy}>
              {t('billing.plans.free.choose')}
            </Button>
          }
        />
        <PlanCard
          name={t('billing.plans.premium.name')}
          badge={t('billing.plans.premium.badge', { days: PREMIUM_TRIAL_DAYS })}
          features={[
            t('billing.plans.premium.trial', { days: PREMIUM_TRIAL_DAYS }),
            t('billing.plans.premium.card'),
            t('billing.plans.users', { count: users }),
          ]}
          action={
            <Button
              colorPalette="teal"
              bg="teal.700"
              _hover={{ bg: 'teal.800' }}
              width="full"
              onClick={choosePremium}
              loading={checkout.isPending}
              disabled={busy}
            >
              {t('billing.plans.premium.choose')}
            </Button>
          }
        />
      </SimpleGrid>
    </Stack>
  );
}
