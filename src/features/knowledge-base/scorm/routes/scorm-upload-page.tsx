// /knowledge-base/scorm/upload (KB admins): one .zip through the uploader in SCORM mode (spec §2),
// then the server unpacks and checks it. A refused package's message stays on screen, in the
// server's words (what was wrong and how to fix it); an accepted one opens in the player. Without a
// name, the package takes the manifest's title, else the name of the file chosen.
import { Alert, Field, Heading, Input, Spinner, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { SCORM_NAME_MAX } from '../../../../../contract/scorm';
import { serverResponseText } from '../../../../api/errors';
import { notify } from '../../../../ui/toaster';
import { FileUploader } from '../../media/file-uploader';
import type { UploadedFile } from '../../media/use-upload-queue';
import { useAddPackage } from '../api/save-package';
import { scormPlayerPath } from '../lib/player-path';

export function ScormUploadPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const add = useAddPackage();
  const onComplete = (files: UploadedFile[]) => {
    const file = files[0];
    if (!file) return;
    setRefusal(null);
    add.mutate(
      { file_url: file.url, file_name: file.name, name: name.trim() || undefined },
      {
        onSuccess: (pkg) => {
          notify('success', t('scorm.addedToast'));
          navigate(scormPlayerPath(pkg.id));
        },
        // The server's own words (what was wrong, how to fix it), not prefixed with a field name.
        onError: (e) => setRefusal(serverResponseText(e)),
      },
    );
  };
  return (
    <Stack gap="4" maxW="2xl">
      <Heading as="h1" size="lg">
        {t('scorm.uploadTitle')}
      </Heading>
      <Text color="fg.muted">{t('scorm.uploadHelp')}</Text>
      <Field.Root>
        <Field.Label>{t('scorm.nameOptional')}</Field.Label>
        <Input value={name} maxLength={SCORM_NAME_MAX} onChange={(e) => setName(e.currentTarget.value)} />
        <Field.HelperText>{t('scorm.nameHelp')}</Field.HelperText>
      </Field.Root>
      <FileUploader mode="scorm" label={t('scorm.uploaderLabel')} onComplete={onComplete} />
      {add.isPending && (
        <Text role="status" display="flex" gap="2" alignItems="center">
          <Spinner size="sm" /> {t('scorm.checking')}
        </Text>
      )}
      {refusal && (
        <Alert.Root status="error" data-testid="scorm-refused">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('scorm.refused')}</Alert.Title>
            <Alert.Description>{refusal}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
    </Stack>
  );
}
