// /switch-company (spec shell §2.2, §4 "Company switch"): the companies the user belongs to, the
// current one marked. Choosing another sends its company_id; the answer is a new session in that
// company, which replaces this one, and every cached answer of the old company goes. Changes
// waiting on this device stay with the company they were made in and are sent when the user
// comes back to it (the outbox belongs to a user and a company): the page says so first. Below the
// list, the deleted companies the user may still restore (DeletedCompaniesCard).
import { Badge, Button, Card, Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useSession } from '../../../api/session';
import { errorMessages } from '../../../api/errors';
import { notify } from '../../../ui/toaster';
import { useMyCompanies, useSwitchCompany } from '../api/switch-company';
import { DeletedCompaniesCard } from '../components/deleted-companies-card';
import { unsentChangeCount } from '../lib/unsent-changes';
import { useStartSession } from '../lib/use-start-session';

function useUnsentCount(): number {
  const session = useSession();
  const [count, setCount] = useState(0);
  useEffect(() => {
    if (!session) return;
    let live = true;
    void unsentChangeCount(session.userId, session.companyId).then((n) => live && setCount(n));
    return () => {
      live = false;
    };
  }, [session]);
  return count;
}

export function SwitchCompanyPage() {
  const { t } = useTranslation();
  const session = useSession();
  const companies = useMyCompanies();
  const switching = useSwitchCompany();
  const startSession = useStartSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const unsent = useUnsentCount();

  const choose = (companyId: number) =>
    switching.mutate(companyId, {
      onSuccess: (response) => {
        queryClient.clear();
        startSession(response);
        void navigate('/account/dashboard/', { replace: true });
      },
      onError: (error) => notify('error', errorMessages(error).join(' ')),
    });

  return (
    <Stack gap="5" maxW="2xl">
      <Heading as="h1" size="xl">
        {t('auth.switchCompany.title')}
      </Heading>
      {unsent > 0 && (
        <Text role="note" color="fg.warning">
          {t('auth.switchCompany.unsent', { count: unsent })}
        </Text>
      )}
      {companies.isPending ? (
        <Skeleton h="24" />
      ) : companies.isError ? (
        <Text color="fg.error">{errorMessages(companies.error).join(' ')}</Text>
      ) : (
        <Stack as="ul" gap="3" listStyleType="none">
          {companies.data.map((company) => {
            const current = company.id === session?.companyId;
            return (
              <Card.Root as="li" key={company.id} variant="outline" size="sm">
                <Card.Body>
                  <HStack justify="space-between" gap="3" wrap="wrap">
                    <Text fontWeight="semibold">{company.company_name}</Text>
                    {current ? (
                      <Badge colorPalette="teal">{t('auth.switchCompany.current')}</Badge>
                    ) : (
                      <Button
                        size="sm"
                        variant="outline"
                        onClick={() => choose(company.id)}
                        loading={switching.isPending && switching.variables === company.id}
                        disabled={switching.isPending}
                        aria-label={t('auth.switchCompany.switchTo', { company: company.company_name })}
                      >
                        {t('auth.switchCompany.switch')}
                      </Button>
                    )}
                  </HStack>
                </Card.Body>
              </Card.Root>
            );
          })}
        </Stack>
      )}
      <DeletedCompaniesCard />
    </Stack>
  );
}
