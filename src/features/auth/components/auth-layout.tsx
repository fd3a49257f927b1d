// The frame of every auth page: product mark and name, a language switcher, and one card. Mobile
// first: on a phone the column starts at the top and spans the width with a small margin; from `sm`
// up the brand row, card and footer are centred together as one block on a tinted page. Colours
// are semantic tokens, so dark mode only needs the card's border to stand out from the page.
import type { ReactNode } from 'react';
import { Box, Card, Flex, Heading, HStack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitcher } from './language-switcher';
import { LogoMark } from './logo-mark';

export function AuthLayout({
  title,
  description,
  children,
  footer,
  maxW = 'md',
}: {
  title: string;
  /** The column's width; the onboarding wizard's plan cards need more than a form does. */
  maxW?: 'md' | '3xl';
  description?: ReactNode;
  children: ReactNode;
  /** Shown under the card, e.g. "No account yet? Sign up". */
  footer?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Flex
      minH="100dvh"
      bg={{ base: 'bg.subtle', _dark: 'bg' }}
      px={{ base: '4', sm: '6' }}
      py={{ base: '4', sm: '10' }}
      justify="center"
      align={{ base: 'start', sm: 'center' }}
    >
      <Box width="full" maxW={maxW}>
        <Flex as="header" align="center" justify="space-between" gap="4" mb={{ base: '5', sm: '6' }}>
          <HStack gap="2" color="teal.solid">
            <LogoMark />
            <Text as="span" fontWeight="bold" fontSize="lg" color="fg">
              {t('common.appName')}
            </Text>
          </HStack>
          <LanguageSwitcher />
        </Flex>
        <Box as="main">
          <Card.Root
            variant="outline"
            bg="bg.panel"
            boxShadow={{ base: 'sm', _dark: 'none' }}
            size={{ base: 'md', sm: 'lg' }}
          >
            <Card.Header gap="1">
              <Heading as="h1" size="xl">
                {title}
              </Heading>
              {description && (
                <Text color="fg.muted" textStyle="sm">
                  {description}
                </Text>
              )}
            </Card.Header>
            <Card.Body>{children}</Card.Body>
          </Card.Root>
          {footer && (
            <Text textAlign="center" textStyle="sm" color="fg.muted" mt="5">
              {footer}
            </Text>
          )}
        </Box>
      </Box>
    </Flex>
  );
}
