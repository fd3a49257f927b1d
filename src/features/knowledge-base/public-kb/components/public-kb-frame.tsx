// The frame of every signed-out public knowledge-base page (spec knowledge-base §2 "Public knowledge
// base, no login"): the company's name, its public knowledge bases as links, then the page. No app
// menu: the visitor has no session, and nothing here may call a signed-in endpoint.
import { Box, Heading, HStack, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { PublicKnowledgebaseInfo } from '../../../../../contract/public-knowledge-bases';

export const publicKbUrls = {
  home: (slug: string) => `/articles/public/${encodeURIComponent(slug)}/`,
  base: (slug: string, id: number) => `/articles/public/${encodeURIComponent(slug)}/${id}/`,
  article: (slug: string, id: number) => `/articles/public/${encodeURIComponent(slug)}/details/${id}/`,
};

interface Props {
  slug: string;
  companyName?: string;
  knowledgebases?: PublicKnowledgebaseInfo[];
  /** The base whose page this is, to mark its link as current. */
  current?: number | null;
  children: ReactNode;
}

export function PublicKbFrame({ slug, companyName, knowledgebases = [], current = null, children }: Props) {
  const { t } = useTranslation();
  return (
    <Box as="main" p={{ base: '4', md: '8' }} maxW="4xl" mx="auto">
      <Stack gap="6">
        <Stack gap="1">
          <Text color="fg.muted" fontSize="sm">
            {t('publicKb.eyebrow')}
          </Text>
          <Heading as="h1" size="2xl">
            <ChakraLink asChild>
              <Link to={publicKbUrls.home(slug)}>{companyName ?? t('publicKb.title')}</Link>
            </ChakraLink>
          </Heading>
        </Stack>
        {knowledgebases.length > 0 && (
          <HStack as="nav" aria-label={t('publicKb.basesLabel')} gap="4" wrap="wrap">
            {knowledgebases.map((base) => (
              <ChakraLink
                key={base.id}
                asChild
                fontWeight={current === base.id ? 'bold' : 'normal'}
                aria-current={current === base.id ? 'page' : undefined}
              >
                <Link to={publicKbUrls.base(slug, base.id)}>{base.name}</Link>
              </ChakraLink>
            ))}
          </HStack>
        )}
        {children}
      </Stack>
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
