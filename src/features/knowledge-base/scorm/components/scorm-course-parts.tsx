// A course can be a SCORM package (spec knowledge base §3 Course: "SCORM flag and file url"). The
// course builder picks one of the company's packages, storing the package's player address as the
// course's SCORM file url; the course page then offers to play it.
import { Button, NativeSelect } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { usePackages } from '../api/get-packages';
import { scormPackageIdOf, scormPlayerPath } from '../lib/player-path';

/** A select of the company's packages that sets the course's SCORM file url. */
export function ScormPackagePicker({ value, onChange }: { value: string; onChange: (url: string) => void }) {
  const { t } = useTranslation();
  const packages = usePackages().data ?? [];
  const selected = scormPackageIdOf(value);
  return (
    <NativeSelect.Root maxW="md">
      <NativeSelect.Field
        aria-label={t('scorm.coursePackage')}
        value={selected ?? ''}
        onChange={(e) => onChange(e.currentTarget.value ? scormPlayerPath(Number(e.currentTarget.value)) : '')}
      >
        <option value="">{t('scorm.coursePackageNone')}</option>
        {packages.map((p) => (
          <option key={p.id} value={p.id}>
            {p.name}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

/** On a SCORM course's page: the way to its package. */
export function ScormCourseLink({ url }: { url: string | null }) {
  const { t } = useTranslation();
  const id = scormPackageIdOf(url);
  if (id === null) return null;
  return (
    <Button asChild colorPalette="blue" alignSelf="start">
      <Link to={scormPlayerPath(id)}>{t('scorm.playCourse')}</Link>
    </Button>
  );
}
