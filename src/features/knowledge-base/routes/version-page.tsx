// /knowledgebase/articles/version/:id: one published version of an article, read-only. A KB admin
// can also compare it with another version or the current article, and restore it (issue 20 item
// 9): the restore is an update of the article, recorded by the server as a new version.
import { Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useCurrentUser } from '../../../api/current-user';
import { errorMessages } from '../../../api/errors';
import { formatDateTime } from '../../../lib/format-date';
import { notify } from '../../../ui/toaster';
import { useVersion } from '../api/get-versions';
import { useRestoreVersion } from '../api/restore-version';
import { ArticleBody } from '../components/article-body';
import { LoadState } from '../components/load-state';
import { RestoreVersionDialog } from '../components/restore-version-dialog';
import { VersionCompare } from '../components/version-compare';
import { isKbAdmin } from '../lib/permissions';

export function VersionPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const admin = isKbAdmin(useCurrentUser().data);
  const query = useVersion(Number(useParams().id));
  const restore = useRestoreVersion();
  const [comparing, setComparing] = useState(false);
  const [asking, setAsking] = useState(false);
  const version = query.data;
  if (!version) return <LoadState query={query} />;

  const onRestore = (notifyReaders: boolean) =>
    restore.mutate(
      { version, notify: notifyReaders },
      {
        onSuccess: (outcome) => {
          setAsking(false);
          if (outcome.kind === 'queued') return notify('info', t('kbAdmin.restore.queued'));
          notify('success', t('kbAdmin.restore.done', { number: version.version_number }));
          navigate(`/knowledgebase/articles/${version.article}`);
        },
        onError: (e) => errorMessages(e).forEach((m) => notify('error', m)),
      },
    );

  return (
    <Stack gap="4" maxW="4xl" as="article">
      <Button asChild variant="ghost" alignSelf="start" size="sm">
        <Link to={`/knowledgebase/articles/${version.article}`}>{t('knowledgeBase.view.backToArticle')}</Link>
      </Button>
      <Heading as="h1" size="2xl">
        {version.title}
      </Heading>
      <Text color="fg.muted" fontSize="sm">
        {t('knowledgeBase.view.version', {
          number: version.version_number,
          date: formatDateTime(version.created_on, i18n.language),
        })}
        {version.published_by_name && ` — ${version.published_by_name}`}
      </Text>
      {admin && (
        <Flex gap="2" wrap="wrap">
          <Button variant="outline" aria-expanded={comparing} onClick={() => setComparing((c) => !c)}>
            {t('kbAdmin.versions.compare')}
          </Button>
          <Button colorPalette="blue" variant="outline" onClick={() => setAsking(true)}>
            {t('kbAdmin.restore.button')}
          </Button>
        </Flex>
      )}
      {admin && comparing && <VersionCompare version={version} />}
      <ArticleBody html={version.body} />
      <RestoreVersionDialog
        open={asking}
        number={version.version_number}
        loading={restore.isPending}
        onOpenChange={setAsking}
        onRestore={onRestore}
      />
    </Stack>
  );
}
