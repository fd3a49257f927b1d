// The built-in billing provider's checkout page (/billing/checkout/{id}): the plan, seats and trial
// in brief, and a card form checked in the browser and never sent (the built-in provider charges
// nothing). "Start free trial" completes the checkout and opens the spec's return route, as a
// hosted checkout would; "Pay now" does the same without the trial, invoicing the first month at
// once (less the company's referral credit); closing it goes back to the plan choice, which says
// "Process Closed…".
import { Box, Button, CloseButton, Flex, Heading, Input, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { CHECKOUT_ERROR } from '../../../../contract/subscription-constants';
import { useCurrentUser } from '../../../api/current-user';
import { notify } from '../../../ui/toaster';
import { useCheckoutSession } from '../api/get-checkout-session';
import { useCompleteCheckout } from '../api/complete-checkout';
import { CheckoutField } from '../components/checkout-field';
import { cardErrors, formatCardNumber, type CardField } from '../lib/card';
import { subscriptionErrorText } from '../lib/subscription-error-text';
import { formatMoney } from '../lib/format';

const EMPTY: Record<CardField, string> = { name: '', number: '', expiry: '', cvc: '' };
/** The name of the submit button that pays now instead of starting the trial. */
const PAY_NOW = 'pay_now';

export function CheckoutPage() {
  const { t, i18n } = useTranslation();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const me = useCurrentUser().data;
  const session = useCheckoutSession(id);
  const complete = useCompleteCheckout();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<CardField, true>>>({});

  const close = () => {
    // Upgrading from the billing page goes back there; onboarding goes back to its plan step with
    // the same number of users.
    const back = new URLSearchParams({ checkout: 'closed' });
    if (me?.has_subscription_plan) return void navigate(`/account/billing?${back}`, { replace: true });
    back.set('step', '2');
    if (session.data) back.set('users', String(session.data.seats));
    void navigate(`/auth/onboarding?${back}`, { replace: true });
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const failed = cardErrors(values);
    setErrors(failed);
    const first = (Object.keys(EMPTY) as CardField[]).find((field) => failed[field]);
    if (first) {
      const element = event.currentTarget.elements.namedItem(first);
      if (element instanceof HTMLElement) element.focus();
      return;
    }
    const payNow = (event.nativeEvent as SubmitEvent).submitter?.getAttribute('name') === PAY_NOW;
    complete.mutate(
      { id, payNow },
      {
        onSuccess: ({ redirect_url }) => void navigate(redirect_url, { replace: true }),
        onError: (error) => notify('error', `${CHECKOUT_ERROR}: ${subscriptionErrorText(error)}`),
      },
    );
  };

  const field = (name: CardField) => ({
    name,
    value: values[name],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
      const raw = event.currentTarget.value;
      setValues((prev) => ({ ...prev, [name]: name === 'number' ? formatCardNumber(raw) : raw }));
      setErrors((prev) => ({ ...prev, [name]: undefined }));
    },
  });

  const data = session.data;
  const monthCents = data ? data.seat_price_cents * data.seats : 0;
  const perMonth = data ? formatMoney(monthCents, data.currency, i18n.language) : '';
  // Paying now, the first invoice takes the company's referral credit off (never below zero).
  const credit = data ? Math.min(data.referral_credit_cents, monthCents) : 0;
  const dueNow = data ? formatMoney(monthCents - credit, data.currency, i18n.language) : '';

  return (
    <Flex
      minH="100dvh"
      bg={{ base: 'bg.subtle', _dark: 'bg' }}
      justify="center"
      align={{ base: 'start', sm: 'center' }}
      p="4"
    >
      <Box
        as="main"
        w="full"
        maxW="md"
        bg="bg.panel"
        borderWidth="1px"
        rounded="l3"
        p={{ base: '5', sm: '8' }}
        position="relative"
      >
        <CloseButton
          position="absolute"
          top="3"
          insetEnd="3"
          aria-label={t('billing.checkout.close')}
          onClick={close}
        />
        <Stack gap="5">
          <Stack gap="1">
            <Text fontSize="sm" color="fg.muted">
              {t('billing.checkout.secure')}
            </Text>
            <Heading as="h1" size="lg">
              {t('billing.checkout.title')}
            </Heading>
          </Stack>
          {session.isPending ? (
            <Skeleton h="16" />
          ) : session.isError || !data ? (
            <Text color="fg.error">{subscriptionErrorText(session.error)}</Text>
          ) : (
            <Box bg="bg.muted" rounded="l2" p="4" data-testid="checkout-summary">
              <Text fontWeight="semibold">{t('billing.checkout.summary', { plan: data.plan, count: data.seats })}</Text>
              <Text fontSize="sm" color="fg.muted">
                {t('billing.checkout.trial', { days: data.trial_days, price: perMonth })}
              </Text>
            </Box>
          )}
          <form onSubmit={onSubmit} noValidate>
            <Stack gap="4">
              <CheckoutField
                label={t('billing.checkout.name')}
                invalid={errors.name}
                error={t('billing.checkout.nameError')}
              >
                <Input autoComplete="cc-name" {...field('name')} />
              </CheckoutField>
              <CheckoutField
                label={t('billing.checkout.number')}
                invalid={errors.number}
                error={t('billing.checkout.numberError')}
              >
                <Input autoComplete="cc-number" inputMode="numeric" {...field('number')} />
              </CheckoutField>
              <SimpleGrid columns={2} gap="4">
                <CheckoutField
                  label={t('billing.checkout.expiry')}
                  invalid={errors.expiry}
                  error={t('billing.checkout.expiryError')}
                >
                  <Input autoComplete="cc-exp" placeholder="MM/YY" inputMode="numeric" {...field('expiry')} />
                </CheckoutField>
                <CheckoutField
                  label={t('billing.checkout.cvc')}
                  invalid={errors.cvc}
                  error={t('billing.checkout.cvcError')}
                >
                  <Input autoComplete="cc-csc" inputMode="numeric" maxLength={4} {...field('cvc')} />
                </CheckoutField>
              </SimpleGrid>
              <Text fontSize="xs" color="fg.muted">
                {t('billing.checkout.notStored')}
              </Text>
              <Button
                type="submit"
                size="lg"
                colorPalette="teal"
                bg="teal.700"
                _hover={{ bg: 'teal.800' }}
                disabled={!data || data.status !== 'open' || complete.isPending}
                loading={complete.isPending && !complete.variables.payNow}
              >
                {t('billing.checkout.submit')}
              </Button>
              <Button
                type="submit"
                name={PAY_NOW}
                variant="outline"
                disabled={!data || data.status !== 'open' || complete.isPending}
                loading={complete.isPending && complete.variables.payNow}
              >
                {t('referralCredits.checkout.payNow', { price: dueNow })}
              </Button>
              <Text fontSize="xs" color="fg.muted" data-testid="checkout-pay-now-hint">
                {credit > 0 && data
                  ? t('referralCredits.checkout.payNowCredit', {
                      credit: formatMoney(credit, data.currency, i18n.language),
                      price: perMonth,
                    })
                  : t('referralCredits.checkout.payNowHint')}
              </Text>
            </Stack>
          </form>
        </Stack>
      </Box>
    </Flex>
  );
}
