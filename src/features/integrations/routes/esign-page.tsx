// /humesign/ (spec shell §2.2): e-signature. Without a provider on the server an admin is told which
// server settings to fill in (the server's own list) and anyone else to ask an admin. With one, an
// admin sends a company PDF or a PDF from this device to an employee and follows every request
// (cancel one still waiting, download a signed copy); everyone sees the documents waiting for their
// signature — Sign opens the provider's page, which brings them back here — and their signed ones.
import { useDeferredValue, useRef, useState, type FormEvent } from 'react';
import { Badge, Box, Button, Card, Code, Field, Heading, HStack, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import {
  ESIGN_DOCUMENT_MISSING,
  ESIGN_NOT_CANCELLABLE,
  ESIGN_NOT_CONFIGURED,
  ESIGN_NOT_PDF,
  ESIGN_SIGNER_UNKNOWN,
  ESIGN_TOO_LARGE,
  type ESignStatus,
} from '../../../../contract/esign-constants';
import type { ESignChoices, ESignRequest } from '../../../../contract/esign';
import { useCurrentUser } from '../../../api/current-user';
import { errorMessages, NetworkError, ValidationApiError } from '../../../api/errors';
import { saveFile } from '../../../lib/save-file';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { OptionsSelect, type SelectOption } from '../../../ui/options-select';
import { pageCount, Pager } from '../../../ui/pager';
import { notify } from '../../../ui/toaster';
import {
  downloadSignedDocument,
  ESIGN_PAGE_SIZE,
  useCancelSignature,
  useESignChoices,
  useESignRequests,
  useESignStatus,
  useSendForSignature,
} from '../api/esign';
import type { MessageKey } from '../../../i18n/message-key';

/** The server's messages this screen knows, in the reader's language. */
const KNOWN_MESSAGES: Record<string, MessageKey> = {
  [ESIGN_NOT_CONFIGURED]: 'esign.errors.notConfigured',
  [ESIGN_DOCUMENT_MISSING]: 'esign.errors.documentMissing',
  [ESIGN_NOT_PDF]: 'esign.errors.notPdf',
  [ESIGN_TOO_LARGE]: 'esign.errors.tooLarge',
  [ESIGN_SIGNER_UNKNOWN]: 'esign.errors.signerUnknown',
  [ESIGN_NOT_CANCELLABLE]: 'esign.errors.notCancellable',
};

function useErrorText() {
  const { t } = useTranslation();
  return (error: unknown) => {
    if (error instanceof NetworkError) return t('esign.errors.offline');
    const messages =
      error instanceof ValidationApiError
        ? Object.values(error.fields).flat()
        : error instanceof Error && error.message in KNOWN_MESSAGES
          ? [error.message]
          : errorMessages(error);
    return messages.map((m) => (KNOWN_MESSAGES[m] ? t(KNOWN_MESSAGES[m]) : m)).join(' ');
  };
}

const STATUS_COLORS: Record<ESignStatus, string> = {
  sent: 'orange',
  signed: 'green',
  declined: 'red',
  cancelled: 'gray',
};

const UPLOAD = 'upload';

type Signer = ESignChoices['staff'][number];

/** A required choice from a list, with its label and an optional hint. */
function ChoiceField({
  id,
  label,
  placeholder,
  value,
  options,
  hint,
  onChange,
}: {
  id: string;
  label: string;
  placeholder: string;
  value: string;
  options: SelectOption[];
  hint?: string;
  onChange: (value: string) => void;
}) {
  return (
    <Field.Root required>
      <Field.Label htmlFor={id}>{label}</Field.Label>
      <OptionsSelect id={id} value={value} emptyLabel={placeholder} options={options} onChange={onChange} />
      {hint && <Field.HelperText>{hint}</Field.HelperText>}
    </Field.Root>
  );
}

function SendForm() {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const choices = useESignChoices(useDeferredValue(search));
  const [signer, setSigner] = useState<Signer | null>(null);
  const [document, setDocument] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [message, setMessage] = useState('');
  const fileInput = useRef<HTMLInputElement>(null);
  // Kept across retries of one send, so a send whose answer was lost is created once.
  const attemptKey = useRef<string | null>(null);
  const send = useSendForSignature();
  const errorText = useErrorText();
  const staff = choices.data?.staff ?? [];
  const files = choices.data?.files ?? [];
  // The chosen employee stays offered while another search shows other names.
  const signerOptions = signer && !staff.some((s) => s.id === signer.id) ? [signer, ...staff] : staff;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!signer || !document || (document === UPLOAD && !file)) return;
    attemptKey.current ??= crypto.randomUUID();
    send.mutate(
      {
        signer: signer.id,
        document: document === UPLOAD ? { file: file! } : { companyFile: Number(document) },
        message,
        idempotencyKey: attemptKey.current,
      },
      {
        onSuccess: (sent) => {
          attemptKey.current = null;
          notify('success', t('esign.sent', { name: sent.signer.name }));
          setSigner(null);
          setDocument('');
          setFile(null);
          setMessage('');
          if (fileInput.current) fileInput.current.value = '';
        },
      },
    );
  };
  // A changed form is another send.
  const changed = () => {
    attemptKey.current = null;
    send.reset();
  };

  return (
    <Card.Root variant="outline">
      <Card.Header>
        <Heading as="h2" size="md">
          {t('esign.send.title')}
        </Heading>
      </Card.Header>
      <Card.Body>
        <form onSubmit={submit}>
          <Stack gap="4">
            <Field.Root>
              <Field.Label htmlFor="esign-search">{t('esign.send.search')}</Field.Label>
              <Input
                id="esign-search"
                type="search"
                value={search}
                placeholder={t('esign.send.searchPlaceholder')}
                onChange={(e) => setSearch(e.currentTarget.value)}
              />
            </Field.Root>
            <ChoiceField
              id="esign-signer"
              label={t('esign.send.employee')}
              placeholder={t('esign.send.chooseEmployee')}
              value={signer ? String(signer.id) : ''}
              options={signerOptions.map((s) => ({ value: String(s.id), label: `${s.name} (${s.email})` }))}
              hint={choices.isSuccess && staff.length === 0 ? t('esign.send.noEmployees') : undefined}
              onChange={(value) => {
                setSigner(signerOptions.find((s) => String(s.id) === value) ?? null);
                changed();
              }}
            />
            <ChoiceField
              id="esign-document"
              label={t('esign.send.document')}
              placeholder={t('esign.send.chooseDocument')}
              value={document}
              options={[
                ...files.map((f) => ({
                  value: String(f.id),
                  label: f.title === f.file_name ? f.title : `${f.title} (${f.file_name})`,
                })),
                { value: UPLOAD, label: t('esign.send.uploadOption') },
              ]}
              hint={t('esign.send.documentHint')}
              onChange={(value) => {
                setDocument(value);
                changed();
              }}
            />
            {document === UPLOAD && (
              <Field.Root required>
                <Field.Label htmlFor="esign-file">{t('esign.send.file')}</Field.Label>
                <Input
                  id="esign-file"
                  ref={fileInput}
                  type="file"
                  accept="application/pdf,.pdf"
                  p="1"
                  onChange={(e) => {
                    setFile(e.currentTarget.files?.[0] ?? null);
                    changed();
                  }}
                />
              </Field.Root>
            )}
            <Field.Root>
              <Field.Label htmlFor="esign-message">{t('esign.send.message')}</Field.Label>
              <Textarea
                id="esign-message"
                value={message}
                maxLength={2000}
                onChange={(e) => {
                  setMessage(e.currentTarget.value);
                  changed();
                }}
              />
            </Field.Root>
            {send.error && (
              <Text color="fg.error" role="alert">
                {errorText(send.error)}
              </Text>
            )}
            <Button
              type="submit"
              colorPalette="teal"
              alignSelf="start"
              loading={send.isPending}
              disabled={!signer || !document || (document === UPLOAD && !file)}
            >
              {t('esign.send.submit')}
            </Button>
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  );
}

function RequestItem({ request, admin }: { request: ESignRequest; admin: boolean }) {
  const { t, i18n } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const cancel = useCancelSignature();
  const errorText = useErrorText();
  const date = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
  const when =
    request.status === 'signed' && request.signed_at
      ? t('esign.list.signedAt', { date: date(request.signed_at) })
      : request.status === 'declined' && request.declined_at
        ? t('esign.list.declinedAt', { date: date(request.declined_at) })
        : request.status === 'cancelled' && request.cancelled_at
          ? t('esign.list.cancelledAt', { date: date(request.cancelled_at) })
          : t('esign.list.sentAt', { date: date(request.created_at) });

  const download = async () => {
    setDownloading(true);
    try {
      const blob = await downloadSignedDocument(request);
      saveFile(`${request.file_name.replace(/\.pdf$/i, '')} (signed).pdf`, blob);
    } catch (error) {
      notify('error', errorText(error));
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Box as="li" listStyleType="none" borderWidth="1px" rounded="md" p="3" data-testid="esign-request">
      <Stack gap="2">
        <HStack justify="space-between" align="start" gap="3" flexWrap="wrap">
          <Box>
            <Text fontWeight="semibold">{request.title}</Text>
            <Text fontSize="sm" color="fg.muted">
              {admin
                ? t('esign.list.forSigner', { name: request.signer.name, file: request.file_name })
                : request.file_name}
            </Text>
          </Box>
          <Badge colorPalette={STATUS_COLORS[request.status]} variant="subtle">
            {t(`esign.status.${request.status}`)}
          </Badge>
        </HStack>
        {request.message && <Text fontSize="sm">{request.message}</Text>}
        <Text fontSize="xs" color="fg.muted">
          {when}
          {request.sent_by ? ` · ${t('esign.list.sentBy', { name: request.sent_by })}` : ''}
        </Text>
        {cancel.error && (
          <Text color="fg.error" role="alert" fontSize="sm">
            {errorText(cancel.error)}
          </Text>
        )}
        <HStack gap="2" flexWrap="wrap">
          {request.signing_url && (
            <Button asChild size="sm" colorPalette="teal">
              <a href={request.signing_url} rel="noopener noreferrer">
                {t('esign.list.sign')}
              </a>
            </Button>
          )}
          {request.signed_document_url && (
            <Button size="sm" variant="outline" loading={downloading} onClick={() => void download()}>
              {t('esign.list.download')}
            </Button>
          )}
          {admin && request.status === 'sent' && (
            <Button size="sm" variant="outline" colorPalette="red" onClick={() => setConfirming(true)}>
              {t('esign.list.cancel')}
            </Button>
          )}
        </HStack>
      </Stack>
      <ConfirmDialog
        open={confirming}
        title={t('esign.list.cancelTitle')}
        text={t('esign.list.cancelText', { name: request.signer.name, file: request.file_name })}
        confirmLabel={t('esign.list.cancelConfirm')}
        loading={cancel.isPending}
        onOpenChange={setConfirming}
        onConfirm={() => cancel.mutate(request.id, { onSettled: () => setConfirming(false) })}
      />
    </Box>
  );
}

function RequestList({
  title,
  status,
  mine = false,
  admin,
  empty,
}: {
  title: string;
  status?: ESignStatus;
  mine?: boolean;
  admin: boolean;
  empty: string;
}) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const requests = useESignRequests({ status, mine, page });
  const errorText = useErrorText();
  return (
    <Stack as="section" gap="3" aria-label={title}>
      <Heading as="h2" size="md">
        {title}
      </Heading>
      {requests.isPending && <Text role="status">{t('esign.loading')}</Text>}
      {requests.isError && <Text color="fg.error">{errorText(requests.error)}</Text>}
      {requests.data?.count === 0 && <Text color="fg.muted">{empty}</Text>}
      {requests.data && requests.data.count > 0 && (
        <Stack as="ul" gap="2" p="0" m="0">
          {requests.data.results.map((r) => (
            <RequestItem key={r.id} request={r} admin={admin} />
          ))}
        </Stack>
      )}
      <Pager page={page} pages={pageCount(requests.data?.count ?? 0, ESIGN_PAGE_SIZE)} onPage={setPage} />
    </Stack>
  );
}

function NotConfigured({ admin, settings }: { admin: boolean; settings: string[] }) {
  const { t } = useTranslation();
  return (
    <Card.Root variant="outline">
      <Card.Body gap="3">
        {admin ? (
          <>
            <Text>{t('esign.notConfiguredAdmin')}</Text>
            <HStack gap="2" flexWrap="wrap">
              {settings.map((s) => (
                <Code key={s}>{s}</Code>
              ))}
            </HStack>
            <Text fontSize="sm" color="fg.muted">
              {t('esign.webhookHint')} <Code>/company/api/esign/webhook/</Code>
            </Text>
          </>
        ) : (
          <Text>{t('esign.askAdmin')}</Text>
        )}
      </Card.Body>
    </Card.Root>
  );
}

export function ESignPage() {
  const { t } = useTranslation();
  const admin = useCurrentUser().data?.user_type.user_type_slug === 'admin';
  const status = useESignStatus();
  const errorText = useErrorText();
  return (
    <Stack as="main" gap="5" maxW="3xl" mx="auto" p={{ base: '4', md: '6' }}>
      <Heading as="h1" size="xl">
        {t('esign.title')}
      </Heading>
      <Text color="fg.muted">{t('esign.intro')}</Text>
      {status.isPending && <Text role="status">{t('esign.loading')}</Text>}
      {status.isError && <Text color="fg.error">{errorText(status.error)}</Text>}
      {status.data && !status.data.configured && <NotConfigured admin={admin} settings={status.data.settings} />}
      {status.data?.configured && (
        <>
          <RequestList
            title={t('esign.mine.waiting')}
            status="sent"
            mine
            admin={false}
            empty={t('esign.mine.noneWaiting')}
          />
          <RequestList
            title={t('esign.mine.signed')}
            status="signed"
            mine
            admin={false}
            empty={t('esign.mine.noneSigned')}
          />
          {admin && (
            <>
              <SendForm />
              <RequestList title={t('esign.all.title')} admin empty={t('esign.all.empty')} />
            </>
          )}
        </>
      )}
    </Stack>
  );
}
