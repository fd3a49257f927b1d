// The read-only HTML view of an article (§2 "Read-only shows HTML only"): the cleaned body with
// definitions marked, and for phones (no hover) the definitions found listed under it.
import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { FoundDefinition } from '../../../../contract/knowledge-base';
import { cleanArticleHtml, highlightDefinitions } from '../lib/article-html';
import { articleBodyCss } from './article-body-css';

export function ArticleBody({ html, definitions = [] }: { html: string; definitions?: FoundDefinition[] }) {
  const { t } = useTranslation();
  const body = useMemo(() => highlightDefinitions(cleanArticleHtml(html), definitions), [html, definitions]);
  return (
    <Stack gap="4">
      <Box
        className="kb-article-body"
        css={articleBodyCss}
        data-testid="article-body"
        dangerouslySetInnerHTML={{ __html: body }}
      />
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
