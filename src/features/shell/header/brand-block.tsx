// Brand block (spec shell §1, §2.3): the company logo with a "Powered by" line and the product mark,
// or the product name over the company name when the company has no logo. Links to the dashboard.
// Its accessible name is what it shows, then where it goes (voice control users say what they see).
import { Box, HStack, Image, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useCurrentUser } from '../../../api/current-user';
import { ProductLogo, ProductMark } from '../components/product-logo';
import { mediaSrc } from './media-src';

export function BrandBlock({ tone, onNavigate }: { tone: 'dark' | 'light'; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const company = useCurrentUser().data?.company;
  const muted = tone === 'dark' ? 'gray.400' : 'fg.muted';
  return (
    <Box
      asChild
      minW="0"
      minH="11"
      display="flex"
      alignItems="center"
      color={tone === 'dark' ? 'white' : 'fg'}
      _hover={{ textDecoration: 'none' }}
    >
      <RouterLink to="/account/dashboard" onClick={onNavigate}>
        {company?.company_logo ? (
          <Stack gap="0.5" minW="0">
            <Image
              src={mediaSrc(company.company_logo)}
              alt={company.company_name}
              maxH="8"
              maxW="40"
              objectFit="contain"
            />
            <HStack gap="1" color={muted} fontSize="2xs" lineHeight="1">
              <Text as="span">{t('shell.brand.poweredBy')}</Text>
              <ProductMark size={12} />
              <Text as="span" fontWeight="semibold">
                {t('common.appName')}
              </Text>
            </HStack>
          </Stack>
        ) : (
          <Stack gap="0" minW="0">
            <ProductLogo size={24} fontSize="md" />
            {company && (
              <Text fontSize="xs" color={muted} truncate ps="8">
                {company.company_name}
              </Text>
            )}
          </Stack>
        )}
        <Text srOnly>{t('shell.brand.home')}</Text>
      </RouterLink>
    </Box>
  );
}
