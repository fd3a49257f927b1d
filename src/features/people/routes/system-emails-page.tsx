// /account/outbound-emails/, System Emails (spec people §2; profile admins): the e-mails the company
// sent (activation links, password resets, invitations, e-mail changes, notices), newest first, each
// named by its kind, readable, copyable ("Copied!", §8) and resendable. Links arrive hidden (they
// would let an admin choose someone's password or accept for them): the e-mail says so, and Resend
// sends its recipient a fresh link instead. A failed e-mail says why, and when the server tries it
// again (the delivery job retries with backoff) or that it gave up.
import { Badge, Button, Card, Collapsible, HStack, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OutboundEmail } from '../../../../contract/people';
import { COPIED, FRESH_LINK_EMAIL_KINDS } from '../../../../contract/people-constants';
import { errorMessages } from '../../../api/errors';
import { copyText } from '../../../ui/copy-text';
import { Pager, pageCount } from '../../../ui/pager';
import { notify } from '../../../ui/toaster';
import { HISTORY_PAGE_SIZE, useOutboundEmails, useResendEmail } from '../api/history';
import { ProfileAdminOnly } from '../components/profile-admin-only';

const STATUS_PALETTE = { stored: 'gray', sent: 'green', failed: 'red' } as const;

export function SystemEmailsPage() {
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const emails = useOutboundEmails(page, useDeferredValue(search));
  const resend = useResendEmail();

  const freshLink = (email: OutboundEmail) => FRESH_LINK_EMAIL_KINDS.includes(email.kind);

  async function onResend(email: OutboundEmail) {
    try {
      await resend.mutateAsync(email.id);
      notify(
        'success',
        freshLink(email) ? t('people.emails.newLinkSent', { email: email.to_email }) : t('people.emails.resent'),
      );
    } catch (error) {
      for (const message of errorMessages(error)) notify('error', message);
    }
  }

  return (
    <ProfileAdminOnly>
      <Stack gap="5" maxW="5xl">
        <Heading as="h1" size="2xl">
          {t('nav.employees.systemEmails')}
        </Heading>
        <Input
          type="search"
          maxW="sm"
          aria-label={t('people.emails.search')}
          placeholder={t('people.emails.search')}
          value={search}
          onChange={(e) => {
            setSearch(e.currentTarget.value);
            setPage(1);
          }}
        />
        {emails.isError && <Text color="fg.error">{t('people.emails.loadError')}</Text>}
        {emails.data?.results.length === 0 && <Text color="fg.muted">{t('people.emails.empty')}</Text>}
        <Stack as="ul" gap="3" listStyleType="none">
          {emails.data?.results.map((email) => (
            <Card.Root as="li" key={email.id} size="sm">
              <Card.Body>
                <Collapsible.Root>
                  <HStack justify="space-between" gap="3" flexWrap="wrap">
                    <Stack gap="0" minW="0">
                      <Text fontWeight="semibold">{email.subject}</Text>
                      <Text fontSize="sm" color="fg.muted">
                        {email.to_email} · {new Date(email.created_at).toLocaleString(i18n.language)}
                      </Text>
                    </Stack>
                    <HStack gap="2">
                      <Badge variant="outline">
                        {t(`people.emails.kinds.${email.kind}`, { defaultValue: email.kind.replace(/_/g, ' ') })}
                      </Badge>
                      <Badge colorPalette={STATUS_PALETTE[email.status]}>
                        {t(`people.emails.status.${email.status}`)}
                      </Badge>
                      <Collapsible.Trigger asChild>
                        <Button size="sm" variant="ghost">
                          {t('people.emails.show')}
                        </Button>
                      </Collapsible.Trigger>
                      <Button
                        size="sm"
                        variant="outline"
                        loading={resend.isPending && resend.variables === email.id}
                        onClick={() => void onResend(email)}
                      >
                        {t('people.emails.resend')}
                      </Button>
                    </HStack>
                  </HStack>
                  {email.status === 'failed' && (
                    <Text fontSize="sm" color="fg.error" mt="2">
                      {email.next_attempt_at
                        ? t('people.emails.retrying', {
                            error: email.last_error ?? '',
                            time: new Date(email.next_attempt_at).toLocaleString(i18n.language),
                          })
                        : t('people.emails.gaveUp', { error: email.last_error ?? '' })}
                    </Text>
                  )}
                  {email.link_hidden && (
                    <Text fontSize="sm" color="fg.muted" mt="2">
                      {freshLink(email) ? t('people.emails.linkHidden') : t('people.emails.otherLinkHidden')}
                    </Text>
                  )}
                  <Collapsible.Content>
                    <Button size="xs" variant="ghost" mt="2" onClick={() => void copyText(email.body_text, COPIED)}>
                      {t('people.emails.copy')}
                    </Button>
                    <Text
                      as="pre"
                      mt="1"
                      p="3"
                      bg="bg.muted"
                      rounded="md"
                      fontSize="sm"
                      whiteSpace="pre-wrap"
                      wordBreak="break-word"
                    >
                      {email.body_text}
                    </Text>
                  </Collapsible.Content>
                </Collapsible.Root>
              </Card.Body>
            </Card.Root>
          ))}
        </Stack>
        <Pager page={page} pages={pageCount(emails.data?.count ?? 0, HISTORY_PAGE_SIZE)} onPage={setPage} />
      </Stack>
    </ProfileAdminOnly>
  );
}
