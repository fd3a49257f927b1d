// Vertical or horizontal layout, as radio buttons (for the settings page; the profile menu offers
// the same choice).
import { HStack, RadioGroup } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { setLayoutPreference, useLayoutPreference, type LayoutKind } from './layout-preference';

export function LayoutSwitch() {
  const { t } = useTranslation();
  const layout = useLayoutPreference();
  return (
    <RadioGroup.Root
      value={layout}
      onValueChange={(details) => details.value && setLayoutPreference(details.value as LayoutKind)}
      colorPalette="blue"
      aria-label={t('shell.layout.title')}
    >
      <HStack gap="6">
        {(['vertical', 'horizontal'] as const).map((kind) => (
          <RadioGroup.Item key={kind} value={kind}>
            <RadioGroup.ItemHiddenInput />
            <RadioGroup.ItemIndicator />
            <RadioGroup.ItemText>{t(`shell.layout.${kind}`)}</RadioGroup.ItemText>
          </RadioGroup.Item>
        ))}
      </HStack>
    </RadioGroup.Root>
  );
}
