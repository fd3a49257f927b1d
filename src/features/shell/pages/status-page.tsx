// The frame of the not-found and maintenance pages: an illustration, a title, a line of text and
// actions, centred in the content area, or in the whole window when outside the main layout.
import { Box, Center, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useInMainLayout } from '../layout/in-main-layout';

export function StatusPage({
  image,
  title,
  text,
  actions,
}: {
  image: ReactNode;
  title: string;
  text?: string;
  actions?: ReactNode;
}) {
  const inLayout = useInMainLayout();
  return (
    <Center minH={inLayout ? '60vh' : '100dvh'} px="6" py="10" bg={inLayout ? undefined : 'bg.subtle'}>
      <Stack align="center" textAlign="center" gap="4" maxW="md">
        <Box aria-hidden color="blue.500" w={{ base: '56', md: '72' }}>
          {image}
        </Box>
        <Heading as="h1" size="2xl">
          {title}
        </Heading>
        {text && <Text color="fg.muted">{text}</Text>}
        {actions && (
          <Stack direction={{ base: 'column', sm: 'row' }} gap="3" pt="2">
            {actions}
          </Stack>
        )}
      </Stack>
    </Center>
  );
}
