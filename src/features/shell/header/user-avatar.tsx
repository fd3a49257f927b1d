// A round avatar: the user's photo, or their initials on a tinted circle. Plain elements rather than
// Chakra's Avatar, whose state machine is more than the header needs on its first load.
import { Box, Image } from '@chakra-ui/react';
import { useState } from 'react';
import { mediaSrc } from './media-src';

export function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? [parts[0]!, parts[parts.length - 1]!] : parts;
  return letters.map((part) => part[0]!.toUpperCase()).join('') || '?';
}

export function UserAvatar({ name, photo }: { name: string; photo: string | null }) {
  const [broken, setBroken] = useState(false);
  return (
    <Box
      boxSize="7"
      rounded="full"
      overflow="hidden"
      flexShrink={0}
      display="grid"
      placeItems="center"
      bg="blue.subtle"
      color="blue.fg"
      fontSize="xs"
      fontWeight="semibold"
      aria-hidden="true"
    >
      {photo && !broken ? (
        <Image src={mediaSrc(photo)} alt="" boxSize="full" objectFit="cover" onError={() => setBroken(true)} />
      ) : (
        initials(name)
      )}
    </Box>
  );
}
