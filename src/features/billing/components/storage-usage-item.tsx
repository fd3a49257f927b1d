// The billing page's "Storage" line for company admins: bytes stored (uploads and unpacked SCORM
// packages) against the company's quota, with a bar that turns orange from 90 % (uploads past the
// quota are refused by the server).
import { DataList, Progress, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { formatBytes } from '../../../../contract/upload-constants';
import { useStorageUsage } from '../api/get-storage-usage';

const NEARLY_FULL = 0.9;

export function StorageUsageItem() {
  const { t } = useTranslation();
  const usage = useStorageUsage().data;
  if (!usage) return null;
  const share = usage.quota_bytes > 0 ? Math.min(1, usage.used_bytes / usage.quota_bytes) : 1;
  return (
    <DataList.Item>
      <DataList.ItemLabel>{t('billing.page.storage')}</DataList.ItemLabel>
      <DataList.ItemValue>
        <Stack gap="1" minW="48">
          <Text data-testid="billing-storage">
            {t('billing.page.storageUsed', {
              used: formatBytes(usage.used_bytes),
              quota: formatBytes(usage.quota_bytes),
            })}
          </Text>
          <Progress.Root
            value={Math.round(share * 100)}
            size="xs"
            colorPalette={share >= NEARLY_FULL ? 'orange' : 'teal'}
            aria-label={t('billing.page.storage')}
          >
            <Progress.Track>
              <Progress.Range />
            </Progress.Track>
          </Progress.Root>
        </Stack>
      </DataList.ItemValue>
    </DataList.Item>
  );
}
