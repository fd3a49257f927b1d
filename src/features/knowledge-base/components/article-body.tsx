// The read-only HTML view of an article (§2 "Read-only shows HTML only"): the cleaned body with
// definitions marked, and for phones (no hover) the definitions found listed under it. No Slate
// here: the stored HTML is cleaned (as it always was) and set as HTML. A huge body (issue 19) is
// cleaned and shown in parts, the first at once and one more per task (article-body-parts.ts), and
// the blocks off screen are neither laid out nor painted (article-body-css.ts).
import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { memo, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FoundDefinition } from '../../../../contract/knowledge-base';
import { articleBodyCss, offscreenBlocksCss } from './article-body-css';
import { cleanPart, splitArticleHtml } from './article-body-parts';

const bodyCss = { ...articleBodyCss, '& > .kb-article-part': offscreenBlocksCss };

const ArticlePart = memo(function ArticlePart({ html, definitions }: { html: string; definitions: FoundDefinition[] }) {
  const body = useMemo(() => cleanPart(html, definitions), [html, definitions]);
  return <div className="kb-article-part" dangerouslySetInnerHTML={{ __html: body }} />;
});

/** How many of the parts are shown: one more per task until all are (from one again for a new body). */
function useShownParts(parts: string[]): number {
  const [progress, setProgress] = useState({ parts, shown: 1 });
  if (progress.parts !== parts) setProgress({ parts, shown: 1 });
  const shown = progress.parts === parts ? progress.shown : 1;
  useEffect(() => {
    if (shown >= parts.length) return;
    // A task each, so the page answers taps and scrolls between parts.
    const timer = setTimeout(() => setProgress((p) => (p.parts === parts ? { parts, shown: p.shown + 1 } : p)), 0);
    return () => clearTimeout(timer);
  }, [parts, shown]);
  return shown;
}

export function ArticleBody({ html, definitions = [] }: { html: string; definitions?: FoundDefinition[] }) {
  const { t } = useTranslation();
  const parts = useMemo(() => splitArticleHtml(html), [html]);
  const shown = useShownParts(parts);
  return (
    <Stack gap="4">
      <Box className="kb-article-body" css={bodyCss} data-testid="article-body" aria-busy={shown < parts.length}>
        {parts.slice(0, shown).map((part, i) => (
          <ArticlePart key={i} html={part} definitions={definitions} />
        ))}
      </Box>
      {definitions.length > 0 && (
        <Box as="aside" borderTopWidth="1px" pt="3" aria-labelledby="kb-definitions">
          <Heading as="h2" size="sm" id="kb-definitions" mb="2">
            {t('knowledgeBase.view.definitions')}
          </Heading>
          <Stack as="dl" gap="1">
            {definitions.map((d) => (
              <Box key={d.id}>
                <Text as="dt" fontWeight="semibold" display="inline">
                  {d.term}:{' '}
                </Text>
                <Text as="dd" display="inline">
                  {d.definition}
                </Text>
              </Box>
            ))}
          </Stack>
        </Box>
      )}
    </Stack>
  );
}
