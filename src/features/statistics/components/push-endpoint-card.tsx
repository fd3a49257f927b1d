// How another system pushes values (shown to everyone; the token is a stat admin's to give out):
// the endpoint, the header that carries the token, the body and the answer, with a curl example.
import { Box, Card, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { API_PATHS } from '../../../../contract/paths';
import { STAT_BULK_MAX, STAT_TOKEN_HEADER } from '../../../../contract/statistics-constants';
import { apiUrl } from '../../../api/client';
import { CODE_CSS } from './code-css';

const EXAMPLE_BODY = { values: [{ stat: 12, date: '2026-03-04', value: 42 }] };

export function PushEndpointCard() {
  const { t } = useTranslation();
  const endpoint = apiUrl(API_PATHS.statExternalPush);
  const curl = [
    `curl -X POST '${endpoint}' \\`,
    `  -H '${STAT_TOKEN_HEADER}: <token>' \\`,
    `  -H 'content-type: application/json' \\`,
    `  -d '${JSON.stringify(EXAMPLE_BODY)}'`,
  ].join('\n');
  return (
    <Card.Root size="sm">
      <Card.Header>
        <Card.Title>{t('statistics.push.title')}</Card.Title>
      </Card.Header>
      <Card.Body>
        <Stack gap="3" fontSize="sm">
          <Text>{t('statistics.push.intro', { max: STAT_BULK_MAX, header: STAT_TOKEN_HEADER })}</Text>
          <Box as="pre" css={CODE_CSS} data-testid="push-endpoint">
            {`POST ${endpoint}`}
          </Box>
          <Text>{t('statistics.push.body')}</Text>
          <Box as="pre" css={CODE_CSS}>
            {curl}
          </Box>
          <Text color="fg.muted">{t('statistics.push.answer')}</Text>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
