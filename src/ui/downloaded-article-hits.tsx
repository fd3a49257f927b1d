// The articles found on this device by a search over downloaded courses (src/offline/offline-search):
// title (a link), the course that holds it and a piece of the text. Shared by the Assigned Courses
// search box and the AI search dialog with no network; each says where a hit opens.
import { Link, List, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { SearchHit } from '../offline/offline-search';

export function DownloadedArticleHits({
  hits,
  linkTo,
  onOpen,
}: {
  hits: SearchHit[];
  linkTo: (hit: SearchHit) => string;
  onOpen?: () => void;
}) {
  const { t } = useTranslation();
  return (
    <List.Root gap="3" ps="0" listStyleType="none" data-testid="downloaded-article-hits">
      {hits.map((hit) => (
        <List.Item key={hit.article} display="block">
          <Link asChild colorPalette="teal" fontWeight="semibold">
            <RouterLink to={linkTo(hit)} onClick={onOpen}>
              {hit.title}
            </RouterLink>
          </Link>
          <Text fontSize="sm" color="fg.muted">
            {t('courseDownloads.search.inCourse', { course: hit.course_name })}
          </Text>
          <Text fontSize="sm">{hit.snippet}</Text>
        </List.Item>
      ))}
    </List.Root>
  );
}
