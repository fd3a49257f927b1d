// The frame of every signed-out public knowledge-base page (spec knowledge-base §2 "Public knowledge
// base, no login"): a header with the company's logo and name (the way home) and a search over its
// public articles, the public knowledge bases as links, a way back to the list from an article, then
// the page on a card. No app menu: the visitor has no session, and nothing here may call a
// signed-in endpoint (the logo is a public file).
import { Box, Button, Flex, Heading, HStack, Image, Input, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import type { PublicKnowledgebaseInfo } from '../../../../../contract/public-knowledge-bases';
import { resolveApiUrl } from '../../../../api/files';

export const publicKbUrls = {
  home: (slug: string) => `/articles/public/${encodeURIComponent(slug)}/`,
  base: (slug: string, id: number) => `/articles/public/${encodeURIComponent(slug)}/${id}/`,
  article: (slug: string, id: number) => `/articles/public/${encodeURIComponent(slug)}/details/${id}/`,
  /** The list page searching `query` (on a base's page, that base's articles). */
  search: (slug: string, query: string, base?: number | null) =>
    `${base ? publicKbUrls.base(slug, base) : publicKbUrls.home(slug)}?q=${encodeURIComponent(query)}`,
};

interface Props {
  slug: string;
  companyName?: string;
  companyLogo?: string | null;
  knowledgebases?: PublicKnowledgebaseInfo[];
  /** The base whose page this is, to mark its link as current and search within it. */
  current?: number | null;
  /** Where "Back to all articles" goes (an article's page, a search); none on the list itself. */
  back?: string;
  /** The search the page shows, to keep it in the box. */
  query?: string;
  children: ReactNode;
}

function SearchBox({ slug, base, query }: { slug: string; base: number | null; query: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [text, setText] = useState(query);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const q = text.trim();
    void navigate(
      q ? publicKbUrls.search(slug, q, base) : base ? publicKbUrls.base(slug, base) : publicKbUrls.home(slug),
    );
  };
  return (
    <Flex as="form" role="search" onSubmit={submit} gap="2" flex="1" minW="0" maxW={{ md: 'md' }} ms={{ md: 'auto' }}>
      <Input
        type="search"
        name="q"
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
        aria-label={t('publicKb.search')}
        placeholder={t('publicKb.search')}
        bg="bg"
        minW="0"
      />
      <Button type="submit" colorPalette="blue">
        {t('publicKb.searchButton')}
      </Button>
    </Flex>
  );
}

export function PublicKbFrame({
  slug,
  companyName,
  companyLogo = null,
  knowledgebases = [],
  current = null,
  back,
  query = '',
  children,
}: Props) {
  const { t } = useTranslation();
  const name = companyName ?? t('publicKb.title');
  return (
    <Box minH="100dvh" bg="bg.subtle" color="fg">
      <Box as="header" bg="bg" borderBottomWidth="1px" borderColor="border">
        <Flex
          maxW="5xl"
          mx="auto"
          px={{ base: '4', md: '8' }}
          py="3"
          gap={{ base: '3', md: '6' }}
          align={{ base: 'stretch', md: 'center' }}
          direction={{ base: 'column', md: 'row' }}
        >
          <ChakraLink asChild color="fg" _hover={{ textDecoration: 'none' }} minW="0" data-testid="public-kb-home">
            <Link to={publicKbUrls.home(slug)}>
              <HStack gap="3" minW="0">
                {companyLogo && (
                  <Image
                    src={resolveApiUrl(companyLogo)}
                    alt={t('publicKb.logo', { company: name })}
                    maxH="10"
                    maxW="40"
                    objectFit="contain"
                  />
                )}
                <Stack gap="0" minW="0">
                  <Text fontSize="xs" color="fg.muted">
                    {t('publicKb.eyebrow')}
                  </Text>
                  <Heading as="h1" size="md" truncate>
                    {name}
                  </Heading>
                </Stack>
              </HStack>
            </Link>
          </ChakraLink>
          {/* Keyed by the search shown, so the box follows the address (back, forward, a new search). */}
          <SearchBox key={query} slug={slug} base={current} query={query} />
        </Flex>
      </Box>
      <Box as="main" maxW="5xl" mx="auto" px={{ base: '4', md: '8' }} py={{ base: '4', md: '8' }}>
        <Stack gap="4">
          {knowledgebases.length > 0 && (
            <HStack as="nav" aria-label={t('publicKb.basesLabel')} gap="2" wrap="wrap">
              {knowledgebases.map((base) => (
                <Button
                  key={base.id}
                  asChild
                  size="sm"
                  variant={current === base.id ? 'solid' : 'outline'}
                  aria-current={current === base.id ? 'page' : undefined}
                >
                  <Link to={publicKbUrls.base(slug, base.id)}>{base.name}</Link>
                </Button>
              ))}
            </HStack>
          )}
          {back && (
            <ChakraLink asChild alignSelf="start" fontSize="sm" colorPalette="blue">
              <Link to={back}>
                <span aria-hidden="true">← </span>
                {t('publicKb.back')}
              </Link>
            </ChakraLink>
          )}
          <Box bg="bg" borderWidth="1px" borderColor="border" rounded="lg" p={{ base: '4', md: '8' }} minW="0">
            {children}
          </Box>
        </Stack>
      </Box>
    </Box>
  );
}

/** What a missing company, base or article shows: the same words, so nothing hints it exists. */
export function PublicNotFound() {
  const { t } = useTranslation();
  return (
    <Stack gap="2" role="alert">
      <Heading as="h2" size="lg">
        {t('publicKb.notFoundTitle')}
      </Heading>
      <Text>{t('publicKb.notFound')}</Text>
    </Stack>
  );
}
