// The one view of an article's content, used everywhere an article is read (issue 20, item 6): the
// article page, the course reader (online and from the device's copy) and the public knowledge base.
// The video in the main player with captions from the article's .vtt files, the cleaned body with
// definitions (in parts for a huge one), the decision chart and each file in its viewer (spec
// knowledge base §2) — so a course or a visitor sees exactly what the reader sees.
import { Box, Heading, Stack } from '@chakra-ui/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { DecisionChart } from '../../../../contract/flowchart';
import type { FoundDefinition } from '../../../../contract/knowledge-base';
import { fileKind, fileName } from '../media/file-kind';
import { FileViewer } from '../media/file-viewer';
import { VideoPlayer } from '../media/video-player';
import { ArticleBody } from './article-body';
import { DecisionChartDisplay } from './decision-chart';

/** What every article view has (the article detail, a course's article, a public article). */
export interface ArticleContentData {
  body: string;
  video_url: string | null;
  file_url?: string | null;
  file_urls: string[];
  decision_chart: DecisionChart | null;
  /** A chart the article only names; loaded by id (signed-in readers only). */
  flow_chart?: number | null;
  found_definitions?: FoundDefinition[];
}

/** The article's files in order: its list, then the single file of older articles. */
export function articleFiles(article: Pick<ArticleContentData, 'file_url' | 'file_urls'>): string[] {
  return [...article.file_urls, ...(article.file_url ? [article.file_url] : [])];
}

interface Props {
  article: ArticleContentData;
  /** Admins may download audio and office files (§2); readers only play and read them. */
  admin?: boolean;
  /** The level of the chart's and files' headings: one under the article title's. */
  headingLevel?: 'h2' | 'h3';
}

export function ArticleContent({ article, admin = false, headingLevel = 'h2' }: Props) {
  const { t } = useTranslation();
  const filesHeading = useId();
  const files = articleFiles(article);
  // WebVTT files among the article's files are the video's captions.
  const captions = article.video_url ? files.filter((url) => fileKind(url) === 'captions') : [];
  return (
    <Stack gap="6" minW="0" data-testid="article-content">
      {article.video_url && (
        <VideoPlayer
          src={article.video_url}
          main
          captions={captions.map((url) => ({ src: url.split('#')[0]!, label: fileName(url).replace(/\.vtt$/i, '') }))}
        />
      )}
      <ArticleBody html={article.body} definitions={article.found_definitions} />
      <DecisionChartDisplay
        chart={article.decision_chart}
        chartId={article.flow_chart ?? null}
        headingLevel={headingLevel}
      />
      {files.length > 0 && (
        <Box as="section" aria-labelledby={filesHeading}>
          <Heading as={headingLevel} size="md" id={filesHeading} mb="2">
            {t('knowledgeBase.contentTypes.files')}
          </Heading>
          <Stack gap="5">
            {files.map((url) => (
              <FileViewer key={url} url={url} admin={admin} />
            ))}
          </Stack>
        </Box>
      )}
    </Stack>
  );
}
