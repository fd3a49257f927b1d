// Settings › Knowledgebase Settings › Public knowledge bases (spec knowledge-base §3, §7; layout not
// shown by the spec): KB admins list, add, rename, make default and delete the company's public
// knowledge bases, and verify a custom domain (the §8 message under the field when DNS says no).
// Also the way to the company's public page, offered only when the company has a slug (§2).
import { Badge, Button, Field, HStack, Input, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { domainVerificationRecord, type PublicKnowledgebase } from '../../../../../contract/public-knowledge-bases';
import { useCurrentUser } from '../../../../api/current-user';
import { errorMessages, ValidationApiError } from '../../../../api/errors';
import { ConfirmDialog } from '../../../../ui/confirm-dialog';
import { notify } from '../../../../ui/toaster';
import {
  useDeletePublicKnowledgebase,
  usePublicKnowledgebases,
  useSavePublicKnowledgebase,
  useValidateDomain,
} from '../../api/public-knowledgebases';
import { publicKbUrls } from './public-kb-frame';

type FieldMessages = Partial<Record<'name' | 'domain', string>>;
const fieldMessages = (error: unknown): FieldMessages =>
  error instanceof ValidationApiError
    ? { name: error.fields.name?.[0], domain: error.fields.domain?.[0] }
    : { name: errorMessages(error)[0] };

/** Name and domain of a new or an existing base; the domain can be verified before saving. */
function BaseForm({ base, onDone }: { base: PublicKnowledgebase | null; onDone: () => void }) {
  const { t } = useTranslation();
  const slug = useCurrentUser().data?.company.company_slug ?? '';
  const [name, setName] = useState(base?.name ?? '');
  const [domain, setDomain] = useState(base?.domain ?? '');
  const [errors, setErrors] = useState<FieldMessages>({});
  const [verified, setVerified] = useState(false);
  const save = useSavePublicKnowledgebase();
  const validate = useValidateDomain();
  const submit = () => {
    const input = { name, domain: domain.trim() };
    save.mutate(base ? { id: base.id, input } : { input }, {
      onSuccess: () => (notify('success', t('publicKb.settings.saved')), onDone()),
      onError: (error) => setErrors(fieldMessages(error)),
    });
  };
  const verify = () =>
    validate.mutate(domain.trim(), {
      onSuccess: () => (setVerified(true), setErrors((e) => ({ ...e, domain: undefined }))),
      onError: (error) => (setVerified(false), setErrors((e) => ({ ...e, domain: fieldMessages(error).domain }))),
    });
  return (
    <Stack as="form" gap="3" onSubmit={(e) => (e.preventDefault(), submit())} data-testid="public-kb-form">
      <Field.Root invalid={Boolean(errors.name)}>
        <Field.Label>{t('publicKb.settings.name')}</Field.Label>
        <Input value={name} onChange={(e) => setName(e.currentTarget.value)} />
        <Field.ErrorText>{errors.name}</Field.ErrorText>
      </Field.Root>
      <Field.Root invalid={Boolean(errors.domain)}>
        <Field.Label>{t('publicKb.settings.domain')}</Field.Label>
        <HStack w="full">
          <Input value={domain} onChange={(e) => (setDomain(e.currentTarget.value), setVerified(false))} />
          <Button
            size="sm"
            variant="outline"
            disabled={domain.trim() === ''}
            loading={validate.isPending}
            onClick={verify}
          >
            {t('publicKb.settings.verify')}
          </Button>
        </HStack>
        <Field.HelperText>
          {t('publicKb.settings.domainHelp', { record: domainVerificationRecord(slug) })}
        </Field.HelperText>
        {verified && <Text color="green.fg">{t('publicKb.settings.verified')}</Text>}
        <Field.ErrorText>{errors.domain}</Field.ErrorText>
      </Field.Root>
      <HStack>
        <Button type="submit" size="sm" loading={save.isPending}>
          {t('publicKb.settings.save')}
        </Button>
        <Button size="sm" variant="ghost" onClick={onDone}>
          {t('publicKb.settings.cancel')}
        </Button>
      </HStack>
    </Stack>
  );
}

export function PublicKnowledgebasesBlock() {
  const { t } = useTranslation();
  const slug = useCurrentUser().data?.company.company_slug ?? null;
  const bases = usePublicKnowledgebases();
  const save = useSavePublicKnowledgebase();
  const remove = useDeletePublicKnowledgebase();
  const [editing, setEditing] = useState<PublicKnowledgebase | 'new' | null>(null);
  const [deleting, setDeleting] = useState<PublicKnowledgebase | null>(null);
  return (
    <Stack gap="3" as="section" aria-labelledby="public-kb-settings-title">
      <Text fontWeight="semibold" id="public-kb-settings-title">
        {t('publicKb.settings.heading')}
      </Text>
      {slug ? (
        <Text color="fg.muted" fontSize="sm">
          {t('publicKb.settings.intro', { url: publicKbUrls.home(slug) })}{' '}
          <ChakraLink asChild>
            <Link to={publicKbUrls.home(slug)}>{t('publicKb.settings.view')}</Link>
          </ChakraLink>
        </Text>
      ) : (
        <Text color="fg.muted" fontSize="sm">
          {t('publicKb.settings.noSlug')}
        </Text>
      )}
      {bases.data?.length === 0 && <Text color="fg.muted">{t('publicKb.settings.empty')}</Text>}
      <Stack as="ul" gap="2" listStyleType="none">
        {bases.data?.map((base) =>
          editing !== 'new' && editing?.id === base.id ? (
            <li key={base.id}>
              <BaseForm base={base} onDone={() => setEditing(null)} />
            </li>
          ) : (
            <HStack as="li" key={base.id} gap="2" flexWrap="wrap" data-testid="public-kb-row">
              <Text>{base.name}</Text>
              {base.is_default && <Badge>{t('publicKb.settings.isDefault')}</Badge>}
              {base.domain && (
                <Text color="fg.muted" fontSize="sm">
                  {base.domain}
                </Text>
              )}
              <HStack gap="1" ms="auto">
                {!base.is_default && (
                  <Button
                    size="xs"
                    variant="ghost"
                    onClick={() => save.mutate({ id: base.id, input: { is_default: true } })}
                  >
                    {t('publicKb.settings.makeDefault')}
                  </Button>
                )}
                <Button size="xs" variant="ghost" onClick={() => setEditing(base)}>
                  {t('publicKb.settings.rename')}
                </Button>
                <Button size="xs" variant="ghost" colorPalette="red" onClick={() => setDeleting(base)}>
                  {t('publicKb.settings.delete')}
                </Button>
              </HStack>
            </HStack>
          ),
        )}
      </Stack>
      {editing === 'new' ? (
        <BaseForm base={null} onDone={() => setEditing(null)} />
      ) : (
        <HStack>
          <Button size="sm" variant="outline" onClick={() => setEditing('new')}>
            {t('publicKb.settings.add')}
          </Button>
        </HStack>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t('publicKb.settings.deleteTitle')}
        text={t('publicKb.settings.deleteBody')}
        confirmLabel={t('publicKb.settings.delete')}
        colorPalette="red"
        loading={remove.isPending}
        onOpenChange={(open) => !open && setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => (notify('success', t('publicKb.settings.deleted')), setDeleting(null)),
            onError: (error) => notify('error', errorMessages(error)[0] ?? ''),
          })
        }
      />
    </Stack>
  );
}
