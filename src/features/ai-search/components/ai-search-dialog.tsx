// The AI knowledge-base search dialog (spec shell §2.4, §4, §5, §8): a question (sent only when not
// blank) → "Searching…" → the articles found, with "Processing with AI..." → the answer, its
// sources (articles matching 65 % or more, as a percent match) and, when the knowledge base lacks
// the answer, the note that new articles take up to 15 minutes to be searchable. Closing resets.
// Offline, it lists the matching articles of the courses downloaded on the device, and says why
// there is no AI answer.
import {
  Box,
  Button,
  CloseButton,
  Dialog,
  HStack,
  Input,
  Link,
  List,
  Portal,
  Spinner,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { AI_NEW_ARTICLES_NOTE } from '../../../../contract/ai-search-constants';
import type { SuggestedArticle } from '../../../../contract/ai-search';
import { DownloadedArticleHits } from '../../../ui/downloaded-article-hits';
import { needsNewArticlesNote, sources } from '../lib/search-state';
import { useAiSearch } from '../lib/use-ai-search';

function ArticleLinks({ articles, onOpen }: { articles: SuggestedArticle[]; onOpen: () => void }) {
  return (
    <List.Root gap="1" ps="4">
      {articles.map((article) => (
        <List.Item key={article.id}>
          <Link asChild colorPalette="teal">
            <RouterLink to={`/knowledgebase/articles/${article.id}`} onClick={onOpen}>
              {article.title}
            </RouterLink>
          </Link>
        </List.Item>
      ))}
    </List.Root>
  );
}

export function AiSearchDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation();
  const { state, search, reset } = useAiSearch();
  const [query, setQuery] = useState('');
  const close = () => onOpenChange(false);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void search(query);
  };
  const busy = state.phase === 'searching' || state.phase === 'processing';
  const listed = state.phase === 'processing' || state.phase === 'answered' ? state.articles : [];
  const sourceList = state.phase === 'answered' ? sources(state.articles) : [];

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        onOpenChange(details.open);
        if (!details.open) {
          reset();
          setQuery('');
        }
      }}
      size={{ base: 'full', md: 'lg' }}
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t('aiSearch.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="5">
                <form onSubmit={onSubmit} role="search">
                  <HStack gap="2">
                    <Input
                      aria-label={t('aiSearch.question')}
                      placeholder={t('aiSearch.placeholder')}
                      value={query}
                      onChange={(event) => setQuery(event.currentTarget.value)}
                      maxLength={500}
                      autoFocus
                    />
                    <Button type="submit" colorPalette="teal" loading={busy} disabled={!query.trim()}>
                      {t('aiSearch.submit')}
                    </Button>
                  </HStack>
                </form>
                <Box aria-live="polite">
                  {state.phase === 'searching' && (
                    <HStack gap="2">
                      <Spinner size="sm" />
                      <Text>{t('aiSearch.searching')}</Text>
                    </HStack>
                  )}
                  {listed.length > 0 && (
                    <Stack gap="2" mb="4">
                      <Text fontWeight="semibold">{t('aiSearch.found', { count: listed.length })}</Text>
                      <ArticleLinks articles={listed} onOpen={close} />
                    </Stack>
                  )}
                  {state.phase === 'processing' && (
                    <HStack gap="2">
                      <Spinner size="sm" />
                      <Text>{t('aiSearch.processing')}</Text>
                    </HStack>
                  )}
                  {state.phase === 'failed' && <Text role="alert">{state.message}</Text>}
                  {state.phase === 'offline' && (
                    <Stack gap="3" data-testid="ai-offline">
                      <Text role="status" fontWeight="semibold">
                        {t(state.hits.length ? 'courseDownloads.aiOffline' : 'courseDownloads.aiOfflineNone')}
                      </Text>
                      <DownloadedArticleHits
                        hits={state.hits}
                        linkTo={(hit) => `/knowledgebase/courses/${hit.course}?item=${hit.item}`}
                        onOpen={close}
                      />
                    </Stack>
                  )}
                  {state.phase === 'answered' && (
                    <Stack gap="3" data-testid="ai-answer">
                      <Text fontWeight="semibold">
                        {state.mode === 'ai' ? t('aiSearch.answer') : t('aiSearch.extractiveAnswer')}
                      </Text>
                      <Text whiteSpace="pre-wrap">{state.answer}</Text>
                      {needsNewArticlesNote(state.answer) && (
                        <Text fontSize="sm" color="fg.muted">
                          {AI_NEW_ARTICLES_NOTE}
                        </Text>
                      )}
                      {sourceList.length > 0 && (
                        <Stack gap="1">
                          <Text fontWeight="semibold">{t('aiSearch.sources')}</Text>
                          <List.Root gap="1" ps="4" data-testid="ai-sources">
                            {sourceList.map((source) => (
                              <List.Item key={source.id}>
                                <Link asChild colorPalette="teal">
                                  <RouterLink to={`/knowledgebase/articles/${source.id}`} onClick={close}>
                                    {source.title}
                                  </RouterLink>
                                </Link>{' '}
                                <Text as="span" color="fg.muted">
                                  {t('aiSearch.match', { percent: source.percent })}
                                </Text>
                              </List.Item>
                            ))}
                          </List.Root>
                        </Stack>
                      )}
                    </Stack>
                  )}
                </Box>
              </Stack>
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('common.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
