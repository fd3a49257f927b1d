// Comparing an article version with another one or with the article as it is now (issue 20 item 9):
// pick the other side, see the words changed from the older to the newer, inline (DiffView).
import { Field, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ArticleVersion } from '../../../../contract/knowledge-base';
import { formatDateTime } from '../../../lib/format-date';
import { getArticleQueryOptions } from '../api/get-article';
import { getVersionQueryOptions, useVersionHistory } from '../api/get-versions';
import { versionText } from '../lib/version-text';
import { diffWords } from '../lib/word-diff';
import { DiffView } from './diff-view';

const CURRENT = 'current';

export function VersionCompare({ version }: { version: ArticleVersion }) {
  const { t, i18n } = useTranslation();
  const [other, setOther] = useState('');
  const history = useVersionHistory(version.article, true).data ?? [];
  const otherVersion = useQuery({
    ...getVersionQueryOptions(Number(other)),
    enabled: other !== '' && other !== CURRENT,
  }).data;
  const current = useQuery({ ...getArticleQueryOptions('article', version.article), enabled: other === CURRENT }).data;
  const otherSide = other === CURRENT ? current : otherVersion;

  // Older on the left of the change, newer on the right; the article as it is now is the newest.
  const compared = useMemo(() => {
    if (!otherSide) return null;
    const otherIsNewer = other === CURRENT || (otherSide as ArticleVersion).version_number > version.version_number;
    const [from, to] = otherIsNewer ? [version, otherSide] : [otherSide, version];
    return { segments: diffWords(versionText(from), versionText(to)), otherIsNewer };
  }, [other, otherSide, version]);

  const label = (n: number) => t('kbAdmin.versions.numbered', { number: n });
  const otherLabel = other === CURRENT ? t('kbAdmin.versions.current') : label(otherVersion?.version_number ?? 0);
  return (
    <Stack gap="3" as="section" aria-labelledby="kb-compare">
      <Field.Root maxW="sm">
        <Field.Label id="kb-compare">{t('kbAdmin.versions.compareWith')}</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field value={other} onChange={(e) => setOther(e.currentTarget.value)}>
            <option value="">{t('kbAdmin.versions.chooseOther')}</option>
            <option value={CURRENT}>{t('kbAdmin.versions.current')}</option>
            {history
              .filter((v) => v.id !== version.id)
              .map((v) => (
                <option key={v.id} value={v.id}>
                  {t('knowledgeBase.view.version', {
                    number: v.version_number,
                    date: formatDateTime(v.created_on, i18n.language),
                  })}
                </option>
              ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      {compared && (
        <>
          <Text fontWeight="semibold">
            {compared.otherIsNewer
              ? t('kbAdmin.versions.changes', { from: label(version.version_number), to: otherLabel })
              : t('kbAdmin.versions.changes', { from: otherLabel, to: label(version.version_number) })}
          </Text>
          <DiffView segments={compared.segments} />
        </>
      )}
    </Stack>
  );
}
