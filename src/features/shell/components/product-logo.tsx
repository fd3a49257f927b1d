// The product's mark and name ("Groundwork"): shown when the company has no logo, and in the
// "Powered by" line when it has one (spec shell §1).
import { HStack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

export function ProductMark({ size = 28 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" style={{ flexShrink: 0 }}>
      <rect width="32" height="32" rx="8" fill="#2563eb" />
      <path d="M6 22l6-8 5 5 4-6 5 9z" fill="#bfdbfe" />
      <rect x="6" y="23" width="20" height="3" rx="1.5" fill="#fff" />
    </svg>
  );
}

export function ProductLogo({ size = 28, fontSize = 'lg' }: { size?: number; fontSize?: string }) {
  const { t } = useTranslation();
  return (
    <HStack gap="2" align="center" minW="0">
      <ProductMark size={size} />
      <Text as="span" fontWeight="bold" fontSize={fontSize} letterSpacing="tight" truncate>
        {t('common.appName')}
      </Text>
    </HStack>
  );
}
