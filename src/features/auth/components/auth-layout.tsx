// The frame of every auth page: product mark and name, a language switcher, and one centered card.
// Mobile first: on a phone the card spans the width with a small margin; from `sm` up it is a
// fixed-width card on a tinted page. Colours are semantic tokens, so dark mode needs nothing here.
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
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  /** Shown under the card, e.g. "No account yet? Sign up". */
  footer?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Flex direction="column" minH="100dvh" bg="bg.subtle" px={{ base: '4', sm: '6' }} py={{ base: '4', sm: '8' }}>
      <Flex as="header" align="center" justify="space-between" gap="4" width="full" maxW="md" mx="auto">
        <HStack gap="2" color="teal.solid">
          <LogoMark />
          <Text as="span" fontWeight="bold" fontSize="lg" color="fg">
            {t('common.appName')}
          </Text>
        </HStack>
        <LanguageSwitcher />
      </Flex>
      <Flex as="main" flex="1" align={{ base: 'start', sm: 'center' }} justify="center" pt={{ base: '6', sm: '0' }}>
        <Box width="full" maxW="md">
          <Card.Root variant="elevated" size={{ base: 'md', sm: 'lg' }}>
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
      </Flex>
    </Flex>
  );
}
