// The top of a profile: photo (changed by the person or a profile admin: PNG, JPEG or WebP up to
// 2 MB, checked again by the server), name, position and division, and for someone who has not yet
// set a password, the admin's "resend activation e-mail".
import { Badge, Button, Card, FileUpload, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { StaffDetail } from '../../../../contract/people';
import {
  STAFF_PHOTO_BAD_TYPE,
  STAFF_PHOTO_MAX_BYTES,
  STAFF_PHOTO_TOO_LARGE,
  STAFF_PHOTO_TYPES,
} from '../../../../contract/people-constants';
import { errorMessages } from '../../../api/errors';
import { notify } from '../../../ui/toaster';
import { useSendActivationEmail, useUploadPhoto } from '../api/staff-actions';
import { staffName } from './employee-row';
import { StaffAvatar } from './staff-avatar';

export function ProfileHeader({ staff, canEdit, admin }: { staff: StaffDetail; canEdit: boolean; admin: boolean }) {
  const { t } = useTranslation();
  const upload = useUploadPhoto();
  const activation = useSendActivationEmail();
  const name = staffName(staff);

  async function onPhoto(file: File | undefined) {
    if (!file) return;
    if (!(STAFF_PHOTO_TYPES as readonly string[]).includes(file.type)) return notify('error', STAFF_PHOTO_BAD_TYPE);
    if (file.size > STAFF_PHOTO_MAX_BYTES) return notify('error', STAFF_PHOTO_TOO_LARGE);
    try {
      await upload.mutateAsync({ id: staff.id, file });
      notify('success', t('people.profile.photoSaved'));
    } catch (error) {
      for (const message of errorMessages(error)) notify('error', message);
    }
  }

  async function resend() {
    try {
      await activation.mutateAsync(staff.id);
      notify('success', t('people.profile.activationSent'));
    } catch (error) {
      for (const message of errorMessages(error)) notify('error', message);
    }
  }

  return (
    <Card.Root>
      <Card.Body>
        <HStack gap="4" flexWrap="wrap">
          <StaffAvatar name={name} photo={staff.photo} gender={staff.gender} size="2xl" />
          <Stack gap="1" flex="1" minW="48">
            <Heading as="h1" size="2xl">
              {name}
            </Heading>
            <Text color="fg.muted">
              {[staff.position_name, staff.division_name, staff.email].filter(Boolean).join(' · ')}
            </Text>
            <HStack gap="2" flexWrap="wrap">
              <Badge>{t(`people.userTypes.${staff.user_type_slug}`, { defaultValue: staff.user_type })}</Badge>
              {!staff.is_activated && <Badge colorPalette="orange">{t('people.list.invited')}</Badge>}
              {staff.manager_name && (
                <Text fontSize="sm">{t('people.profile.reportsTo', { name: staff.manager_name })}</Text>
              )}
            </HStack>
          </Stack>
          <Stack gap="2">
            {canEdit && (
              <FileUpload.Root accept={STAFF_PHOTO_TYPES.join(',')} onFileAccept={(d) => void onPhoto(d.files[0])}>
                <FileUpload.HiddenInput aria-label={t('people.profile.photo')} />
                <FileUpload.Trigger asChild>
                  <Button size="sm" variant="outline" loading={upload.isPending}>
                    {t('people.profile.changePhoto')}
                  </Button>
                </FileUpload.Trigger>
              </FileUpload.Root>
            )}
            {admin && !staff.is_activated && (
              <Button size="sm" variant="outline" loading={activation.isPending} onClick={() => void resend()}>
                {t('people.profile.resendActivation')}
              </Button>
            )}
          </Stack>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}
