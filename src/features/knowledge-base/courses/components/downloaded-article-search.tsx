// The search box of the Assigned Courses screen: finds words in the articles of the courses
// downloaded on this device, with or without a network (src/offline/offline-search.ts), and opens
// the article in its course.
import { Box, Input, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { searchDownloadedArticles, type SearchHit } from '../../../../offline/offline-search';
import { DownloadedArticleHits } from '../../../../ui/downloaded-article-hits';
import { courseItemPath } from '../routes/course-form-page';

export function DownloadedArticleSearch() {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const [hits, setHits] = useState<{ query: string; list: SearchHit[] } | null>(null);

  useEffect(() => {
    const q = query.trim();
    if (!q) return;
    let live = true;
    // A short pause while typing: one search per word typed, not per key.
    const timer = setTimeout(() => {
      void searchDownloadedArticles(q).then((list) => {
        if (live) setHits({ query: q, list });
      });
    }, 150);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [query]);

  const shown = query.trim() && hits?.query === query.trim() ? hits.list : null;
  return (
    <Stack gap="2" role="search" maxW="2xl">
      <Input
        type="search"
        aria-label={t('courseDownloads.search.label')}
        placeholder={t('courseDownloads.search.placeholder')}
        value={query}
        onChange={(event) => setQuery(event.currentTarget.value)}
        maxLength={200}
      />
      <Box aria-live="polite">
        {shown && shown.length === 0 && <Text color="fg.muted">{t('courseDownloads.search.none')}</Text>}
        {shown && shown.length > 0 && (
          <DownloadedArticleHits hits={shown} linkTo={(hit) => courseItemPath(hit.course, hit.item)} />
        )}
      </Box>
    </Stack>
  );
}
