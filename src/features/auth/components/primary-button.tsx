// The main action of an auth form. Teal is the brand colour, but white on Chakra's teal.solid
// (teal.600) is only 3.7:1; one step darker passes WCAG AA (5.5:1) in light and dark mode.
import { forwardRef } from 'react';
import { Button, type ButtonProps } from '@chakra-ui/react';

export const PrimaryButton = forwardRef<HTMLButtonElement, ButtonProps>(function PrimaryButton(props, ref) {
  return (
    <Button
      ref={ref}
      colorPalette="teal"
      bg="teal.700"
      _hover={{ bg: 'teal.800' }}
      _expanded={{ bg: 'teal.800' }}
      size="lg"
      width="full"
      {...props}
    />
  );
});
