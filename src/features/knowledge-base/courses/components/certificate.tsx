// The certificate of a completed course that carries one (has_certificate): a printable page —
// "Download" prints it, and the browser's print dialog saves it as PDF. The print stylesheet hides
// everything but the certificate.
import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../../lib/format-date';
import type { Course } from '../../../../../contract/courses';
import { useCurrentUser } from '../../../../api/current-user';

const PRINT_CSS = `@media print {
  body * { visibility: hidden !important; }
  [data-certificate], [data-certificate] * { visibility: visible !important; }
  [data-certificate] { position: fixed; inset: 0; margin: 0; border: none !important; }
  [data-certificate-actions] { display: none !important; }
}`;

export function Certificate({ course }: { course: Course }) {
  const { t, i18n } = useTranslation();
  const me = useCurrentUser().data;
  const name = me ? `${me.first_name} ${me.last_name}`.trim() || me.email : '';
  return (
    <Stack gap="3">
      <style>{PRINT_CSS}</style>
      <Box
        data-certificate=""
        data-testid="certificate"
        borderWidth="4px"
        borderStyle="double"
        borderRadius="md"
        p={{ base: '6', md: '12' }}
        textAlign="center"
        bg="bg"
      >
        <Text textTransform="uppercase" letterSpacing="widest" color="fg.muted">
          {t('courses.certificate.heading')}
        </Text>
        <Heading as="h2" size="2xl" my="6">
          {name}
        </Heading>
        <Text>{t('courses.certificate.completed')}</Text>
        <Heading as="h3" size="lg" my="4">
          {course.name}
        </Heading>
        <Text>
          {t('courses.certificate.on', {
            date: formatDate(course.progress.completed_on, i18n.language, ''),
          })}
        </Text>
        {me && (
          <Text mt="6" color="fg.muted">
            {me.company.company_name}
          </Text>
        )}
      </Box>
      <Box data-certificate-actions="">
        <Button onClick={() => window.print()}>{t('courses.certificate.download')}</Button>
      </Box>
    </Stack>
  );
}
