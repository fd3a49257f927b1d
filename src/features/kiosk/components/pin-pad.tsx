// The kiosk's PIN pad: digits as large buttons (64 px, well over the 44 px a finger needs), delete,
// and OK once 4 digits are in. The PIN shows as dots only. A hardware keyboard works too (digits,
// Backspace, Enter), for tablets with a keyboard cover and for people who prefer one.
import { Box, Button, Grid, HStack, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { PIN_MAX_DIGITS, PIN_MIN_DIGITS } from '../../../../contract/kiosk-constants';

const DIGITS = ['1', '2', '3', '4', '5', '6', '7', '8', '9'];

export function PinPad({
  value,
  onChange,
  onSubmit,
  disabled = false,
}: {
  value: string;
  onChange: (value: string) => void;
  onSubmit: (value: string) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const canSubmit = !disabled && value.length >= PIN_MIN_DIGITS;
  const press = (digit: string) => {
    if (!disabled && value.length < PIN_MAX_DIGITS) onChange(value + digit);
  };
  const erase = () => !disabled && onChange(value.slice(0, -1));

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.target instanceof HTMLInputElement || event.target instanceof HTMLTextAreaElement) return;
      if (/^\d$/.test(event.key)) press(event.key);
      else if (event.key === 'Backspace') erase();
      else if (event.key === 'Enter' && canSubmit) onSubmit(value);
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

  const key = (label: string, onClick: () => void, extra: Record<string, unknown> = {}) => (
    <Button
      key={label}
      onClick={onClick}
      disabled={disabled}
      minH="16"
      minW="16"
      fontSize="2xl"
      variant="outline"
      {...extra}
    >
      {label}
    </Button>
  );

  return (
    <Box>
      <HStack
        justify="center"
        minH="10"
        mb="4"
        role="status"
        aria-label={t('kiosk.pad.pin')}
        data-testid="pin-dots"
        data-length={value.length}
      >
        {Array.from({ length: Math.max(value.length, PIN_MIN_DIGITS) }, (_, i) => (
          <Text key={i} fontSize="3xl" color={i < value.length ? 'fg' : 'fg.subtle'} aria-hidden>
            {i < value.length ? '●' : '○'}
          </Text>
        ))}
      </HStack>
      <Grid templateColumns="repeat(3, minmax(4rem, 6rem))" gap="3" justifyContent="center">
        {DIGITS.map((digit) => key(digit, () => press(digit)))}
        {key('⌫', erase, { 'aria-label': t('kiosk.pad.delete'), variant: 'ghost' })}
        {key('0', () => press('0'))}
        {key(t('kiosk.pad.ok'), () => onSubmit(value), {
          disabled: !canSubmit,
          variant: 'solid',
          colorPalette: 'teal',
          fontSize: 'xl',
        })}
      </Grid>
    </Box>
  );
}
