// The maintenance pages of spec shell §2.1: coming soon, error and offline.
import { Button } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useOnline } from '../../../lib/use-online';
import { ComingSoonImage, MaintenanceImage, OfflineImage } from './illustrations';
import { StatusPage } from './status-page';

function DashboardButton({ primary = false }: { primary?: boolean }) {
  const { t } = useTranslation();
  return (
    <Button colorPalette="blue" variant={primary ? 'solid' : 'outline'} asChild>
      <Link to="/">{t('pages.goToDashboard')}</Link>
    </Button>
  );
}

function ReloadButton() {
  const { t } = useTranslation();
  return (
    <Button colorPalette="blue" onClick={() => window.location.reload()}>
      {t('pages.tryAgain')}
    </Button>
  );
}

export function ComingSoonPage() {
  const { t } = useTranslation();
  return (
    <StatusPage
      image={<ComingSoonImage />}
      title={t('pages.comingSoon.title')}
      text={t('pages.comingSoon.text')}
      actions={<DashboardButton primary />}
    />
  );
}

export function MaintenanceErrorPage() {
  const { t } = useTranslation();
  return (
    <StatusPage
      image={<MaintenanceImage />}
      title={t('pages.maintenanceError.title')}
      text={t('pages.maintenanceError.text')}
      actions={
        <>
          <ReloadButton />
          <DashboardButton />
        </>
      }
    />
  );
}

export function OfflinePage() {
  const { t } = useTranslation();
  const online = useOnline();
  return (
    <StatusPage
      image={<OfflineImage />}
      title={t(online ? 'pages.offline.backOnline' : 'pages.offline.title')}
      text={t(online ? 'pages.offline.backOnlineText' : 'pages.offline.text')}
      actions={
        <>
          <ReloadButton />
          <DashboardButton />
        </>
      }
    />
  );
}
