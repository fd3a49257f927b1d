// The not-found page (spec shell §2.6): error image, "Oops! Page Error found!" and a Go to Dashboard
// button to /. Inside the main layout for unknown in-app paths, standalone for /404.
import { Button } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PageErrorImage } from './illustrations';
import { StatusPage } from './status-page';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <StatusPage
      image={<PageErrorImage />}
      title={t('pages.notFound.title')}
      text={t('pages.notFound.text')}
      actions={
        <Button colorPalette="blue" asChild>
          <Link to="/">{t('pages.goToDashboard')}</Link>
        </Button>
      }
    />
  );
}
