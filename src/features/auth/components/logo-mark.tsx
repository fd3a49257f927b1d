// The Groundwork mark: an inline SVG (no image request on the sign-in page), layered ground lines
// under a rising sun, drawn in the current colour palette so it follows light and dark mode.
import { chakra, type HTMLChakraProps } from '@chakra-ui/react';

export function LogoMark(props: HTMLChakraProps<'svg'>) {
  return (
    <chakra.svg viewBox="0 0 32 32" width="8" height="8" aria-hidden="true" focusable="false" {...props}>
      <rect width="32" height="32" rx="8" fill="currentColor" />
      <circle cx="16" cy="13" r="4.5" fill="white" fillOpacity="0.95" />
      <rect x="6" y="19.5" width="20" height="2.5" rx="1.25" fill="white" />
      <rect x="9" y="24" width="14" height="2.5" rx="1.25" fill="white" fillOpacity="0.7" />
    </chakra.svg>
  );
}
