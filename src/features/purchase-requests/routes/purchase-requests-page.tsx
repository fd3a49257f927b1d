// /purchase-requests: the company's purchase requests (own ones for plain staff), with the views
// approvers and payers work from, paged and filtered on the server; the filters live in the URL.
import {
  Button,
  ButtonGroup,
  Card,
  Field,
  HStack,
  Heading,
  Input,
  Link,
  NativeSelect,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import {
  PURCHASE_REQUEST_STATUSES,
  type PurchaseRequestStatus,
} from '../../../../contract/purchase-requests-constants';
import { useCurrentUser } from '../../../api/current-user';
import { Pager } from '../../../ui/pager';
import { usePurchaseOptions } from '../api/get-purchase-options';
import { usePurchaseRequests } from '../api/get-purchase-requests';
import { PurchaseStatus } from '../components/purchase-status';
import { formatMoney } from '../lib/money';
import { isApprover, isPayer } from '../lib/permissions';

type View = 'all' | 'mine' | 'to_approve' | 'to_pay';
const PAGE_SIZE = 20;

export function PurchaseRequestsPage() {
  const { t, i18n } = useTranslation();
  const me = useCurrentUser().data;
  const [params, setParams] = useSearchParams();
  const get = (key: string) => params.get(key) ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const set = (changes: Record<string, string | number>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (!('page' in changes)) next.delete('page');
        for (const [k, v] of Object.entries(changes)) {
          if (v === '' || v === 1) next.delete(k);
          else next.set(k, String(v));
        }
        return next;
      },
      { replace: true },
    );
  const views: View[] = [
    'all',
    'mine',
    ...(me && isApprover(me) ? ['to_approve' as const] : []),
    ...(me && isPayer(me) ? ['to_pay' as const] : []),
  ];
  const view = (views as string[]).includes(get('view')) ? (get('view') as View) : 'all';
  const types = usePurchaseOptions('purchase_type').data ?? [];
  const list = usePurchaseRequests({
    view,
    status: (get('status') || undefined) as PurchaseRequestStatus | undefined,
    purchase_type: get('type') ? Number(get('type')) : undefined,
    search: get('search') || undefined,
    page,
  });
  const pages = Math.max(1, Math.ceil((list.data?.count ?? 0) / PAGE_SIZE));

  return (
    <Stack gap="5" maxW="5xl">
      <HStack justify="space-between" flexWrap="wrap" gap="3">
        <Heading as="h1" size="2xl">
          {t('purchaseRequests.title')}
        </Heading>
        <Button asChild colorPalette="blue">
          <RouterLink to="/purchase-requests/create">{t('purchaseRequests.create')}</RouterLink>
        </Button>
      </HStack>
      <ButtonGroup size="sm" attached variant="outline" flexWrap="wrap">
        {views.map((v) => (
          <Button
            key={v}
            aria-pressed={v === view}
            variant={v === view ? 'solid' : 'outline'}
            onClick={() => set({ view: v === 'all' ? '' : v })}
          >
            {t(`purchaseRequests.views.${v}`)}
          </Button>
        ))}
      </ButtonGroup>
      <SimpleGrid
        as="form"
        role="search"
        aria-label={t('purchaseRequests.filters.label')}
        columns={{ base: 1, sm: 3 }}
        gap="3"
        onSubmit={(e) => e.preventDefault()}
      >
        <Field.Root>
          <Field.Label>{t('purchaseRequests.filters.status')}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field value={get('status')} onChange={(e) => set({ status: e.currentTarget.value })}>
              <option value="">{t('purchaseRequests.filters.anyStatus')}</option>
              {PURCHASE_REQUEST_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {t(`purchaseRequests.status.${s}`)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Field.Root>
          <Field.Label>{t('purchaseRequests.filters.type')}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field value={get('type')} onChange={(e) => set({ type: e.currentTarget.value })}>
              <option value="">{t('purchaseRequests.filters.anyType')}</option>
              {types.map((o) => (
                <option key={o.id} value={o.id}>
                  {o.name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Field.Root>
          <Field.Label>{t('purchaseRequests.filters.search')}</Field.Label>
          <Input
            type="search"
            defaultValue={get('search')}
            placeholder={t('purchaseRequests.filters.searchPlaceholder')}
            onChange={(e) => set({ search: e.currentTarget.value })}
          />
        </Field.Root>
      </SimpleGrid>
      {list.isPending ? (
        <Skeleton height="24" />
      ) : list.isError ? (
        <Text color="red.fg">{t('purchaseRequests.loadError')}</Text>
      ) : list.data.results.length === 0 ? (
        <Text color="fg.muted">{t('purchaseRequests.empty')}</Text>
      ) : (
        <Stack as="ul" listStyleType="none" gap="2">
          {list.data.results.map((pr) => (
            <Card.Root as="li" key={pr.id} size="sm">
              <Card.Body>
                <HStack justify="space-between" gap="3" flexWrap="wrap">
                  <Stack gap="1" minW="0">
                    <Link asChild fontWeight="semibold">
                      <RouterLink to={`/purchase-requests/details/${pr.id}`}>{pr.title}</RouterLink>
                    </Link>
                    <Text fontSize="sm" color="fg.muted">
                      {[pr.requester.name, pr.vendor, pr.purchase_type?.name].filter(Boolean).join(' · ')}
                    </Text>
                  </Stack>
                  <HStack gap="3">
                    <Text fontWeight="medium">{formatMoney(pr.total_amount, pr.currency, i18n.language)}</Text>
                    <PurchaseStatus status={pr.status} />
                  </HStack>
                </HStack>
              </Card.Body>
            </Card.Root>
          ))}
        </Stack>
      )}
      <Pager page={page} pages={pages} onPage={(p) => set({ page: p })} />
    </Stack>
  );
}
