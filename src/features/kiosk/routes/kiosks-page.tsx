// /inout/kiosks/: attendance admins' kiosks (issue 24). "Set up this device as a kiosk" creates a
// kiosk, keeps its credential (answered once) and roster in this device's kiosk database, signs the
// admin out of this device (the kiosk must hold nothing of the admin's session: `onDeviceSetUp`,
// composed in src/app) and opens /kiosk. The list shows every kiosk with Revoke, which stops it at
// once, a switch to take a photo at each punch, and the kiosk's latest punches with their photos.
// PINs are set on each person's profile.
import { Alert, Badge, Button, Card, Field, Heading, HStack, Input, Stack, Table, Text } from '@chakra-ui/react';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Kiosk } from '../../../../contract/kiosk';
import { useCurrentUser } from '../../../api/current-user';
import { formatDateTime } from '../../../lib/format-date';
import { saveKioskDevice } from '../../../offline/kiosk-store';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { notify } from '../../../ui/toaster';
import { useCreateKiosk } from '../api/create-kiosk';
import { refreshKioskRoster } from '../api/get-kiosk-roster';
import { useKiosks } from '../api/get-kiosks';
import { useRevokeKiosk } from '../api/revoke-kiosk';
import { KioskPhotoSwitch } from '../components/kiosk-photo-switch';
import { KioskPunches } from '../components/kiosk-punches';
import { isKioskAdmin } from '../lib/permissions';

function SetUpDevice({ onDeviceSetUp }: { onDeviceSetUp: () => Promise<void> }) {
  const { t } = useTranslation();
  const me = useCurrentUser().data;
  const create = useCreateKiosk();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function setUp() {
    if (!name.trim()) return setError(t('kiosk.admin.nameRequired'));
    setError(null);
    setBusy(true);
    try {
      const kiosk = await create.mutateAsync(name.trim());
      await saveKioskDevice({
        kioskId: kiosk.id,
        name: kiosk.name,
        companyName: me?.company.company_name ?? '',
        credential: kiosk.credential,
        verifier: null,
        rosterAt: null,
      });
      await refreshKioskRoster(kiosk.credential);
      await onDeviceSetUp();
    } catch {
      notify('error', t('kiosk.admin.setUpFailed'));
      setBusy(false);
    }
  }

  return (
    <Card.Root>
      <Card.Header>
        <Card.Title as="h2">{t('kiosk.admin.setUpTitle')}</Card.Title>
      </Card.Header>
      <Card.Body>
        <Stack gap="3">
          <Text color="fg.muted">{t('kiosk.admin.setUpHelp')}</Text>
          <form
            onSubmit={(e) => {
              e.preventDefault();
              void setUp();
            }}
          >
            <HStack align="end" wrap="wrap" gap="3">
              <Field.Root invalid={error !== null} maxW="sm">
                <Field.Label>{t('kiosk.admin.name')}</Field.Label>
                <Input
                  value={name}
                  maxLength={100}
                  placeholder={t('kiosk.admin.namePlaceholder')}
                  onChange={(e) => setName(e.currentTarget.value)}
                />
                {error && <Field.ErrorText>{error}</Field.ErrorText>}
              </Field.Root>
              <Button type="submit" colorPalette="teal" loading={busy}>
                {t('kiosk.admin.setUp')}
              </Button>
            </HStack>
          </form>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

function KioskRows({ kiosks, onRevoke }: { kiosks: Kiosk[]; onRevoke: (kiosk: Kiosk) => void }) {
  const { t, i18n } = useTranslation();
  const [punchesOf, setPunchesOf] = useState<number | null>(null);
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md">
      <Table.Root size="sm">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t('kiosk.admin.colName')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('kiosk.admin.colCreatedBy')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('kiosk.admin.colLastSeen')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('kiosk.admin.colStatus')}</Table.ColumnHeader>
            <Table.ColumnHeader title={t('kiosk.photo.settingHelp')}>{t('kiosk.photo.setting')}</Table.ColumnHeader>
            <Table.ColumnHeader />
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {kiosks.map((kiosk) => (
            <Fragment key={kiosk.id}>
              <Table.Row data-testid={`kiosk-row-${kiosk.id}`}>
                <Table.Cell>
                  {kiosk.name}{' '}
                  <Text as="span" color="fg.muted" fontSize="xs">
                    {kiosk.credential_prefix}…
                  </Text>
                </Table.Cell>
                <Table.Cell>{kiosk.created_by_name ?? '—'}</Table.Cell>
                <Table.Cell>{formatDateTime(kiosk.last_seen_at, i18n.language, t('kiosk.admin.never'))}</Table.Cell>
                <Table.Cell>
                  {kiosk.revoked_at ? (
                    <Badge colorPalette="red">
                      {t('kiosk.admin.revokedOn', { date: formatDateTime(kiosk.revoked_at, i18n.language) })}
                    </Badge>
                  ) : (
                    <Badge colorPalette="green">{t('kiosk.admin.active')}</Badge>
                  )}
                </Table.Cell>
                <Table.Cell>
                  <KioskPhotoSwitch kiosk={kiosk} />
                </Table.Cell>
                <Table.Cell textAlign="end">
                  <HStack justify="end" gap="2">
                    <Button
                      size="sm"
                      variant="outline"
                      aria-expanded={punchesOf === kiosk.id}
                      onClick={() => setPunchesOf(punchesOf === kiosk.id ? null : kiosk.id)}
                    >
                      {t(punchesOf === kiosk.id ? 'kiosk.photo.hidePunches' : 'kiosk.photo.showPunches')}
                    </Button>
                    {!kiosk.revoked_at && (
                      <Button size="sm" variant="outline" colorPalette="red" onClick={() => onRevoke(kiosk)}>
                        {t('kiosk.admin.revoke')}
                      </Button>
                    )}
                  </HStack>
                </Table.Cell>
              </Table.Row>
              {punchesOf === kiosk.id && (
                <Table.Row>
                  <Table.Cell colSpan={6} bg="bg.subtle">
                    <KioskPunches kioskId={kiosk.id} />
                  </Table.Cell>
                </Table.Row>
              )}
            </Fragment>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

export function KiosksPage({ onDeviceSetUp }: { onDeviceSetUp: () => Promise<void> }) {
  const { t } = useTranslation();
  const me = useCurrentUser().data;
  const admin = me ? isKioskAdmin(me) : false;
  const kiosks = useKiosks();
  const revoke = useRevokeKiosk();
  const [revoking, setRevoking] = useState<Kiosk | null>(null);

  if (me && !admin) {
    return (
      <Alert.Root status="info" maxW="2xl">
        <Alert.Indicator />
        <Alert.Title>{t('kiosk.admin.loadError')}</Alert.Title>
      </Alert.Root>
    );
  }

  async function confirmRevoke() {
    if (!revoking) return;
    try {
      await revoke.mutateAsync(revoking.id);
      notify('success', t('kiosk.admin.revokeDone'));
    } catch {
      notify('error', t('kiosk.admin.revokeFailed'));
    }
    setRevoking(null);
  }

  const list = kiosks.data?.results ?? [];
  return (
    <Stack gap="6" maxW="5xl">
      <Stack gap="2">
        <Heading as="h1" size="xl">
          {t('kiosk.admin.title')}
        </Heading>
        <Text color="fg.muted">{t('kiosk.admin.intro')}</Text>
      </Stack>
      <SetUpDevice onDeviceSetUp={onDeviceSetUp} />
      <Stack gap="3">
        <Heading as="h2" size="md">
          {t('kiosk.admin.list')}
        </Heading>
        {kiosks.isError && <Text color="fg.error">{t('kiosk.admin.loadError')}</Text>}
        {kiosks.isSuccess && list.length === 0 && <Text color="fg.muted">{t('kiosk.admin.empty')}</Text>}
        {list.length > 0 && <KioskRows kiosks={list} onRevoke={setRevoking} />}
      </Stack>
      <ConfirmDialog
        open={revoking !== null}
        title={t('kiosk.admin.revokeTitle', { name: revoking?.name ?? '' })}
        text={t('kiosk.admin.revokeText')}
        confirmLabel={t('kiosk.admin.revoke')}
        loading={revoke.isPending}
        onOpenChange={(open) => !open && setRevoking(null)}
        onConfirm={() => void confirmRevoke()}
      />
    </Stack>
  );
}
