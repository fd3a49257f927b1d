// /{param}/api/* seen by the client router (spec shell §2.1): the browser belongs on the API host, at
// the same path and query. When the API shares this origin the server answers these paths itself,
// so the router only sees one when the service worker served the app shell for it; a single full
// navigation fixes that, and a marker in sessionStorage makes sure it is tried only once, not in a
// loop, before the page says where the address leads instead.
import { Button } from '@chakra-ui/react';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { API_BASE_URL } from '../../../api/client';
import { MaintenanceImage } from './illustrations';
import { StatusPage } from './status-page';

const TRIED_KEY = 'groundwork.api-redirect';
const RETRY_AFTER_MS = 10_000;

export function apiRedirectTarget(pathname: string, search: string, base = API_BASE_URL): string {
  const origin = new URL(base, window.location.origin).origin;
  return `${origin}${pathname}${search}`;
}

/** Whether to navigate now: always to another origin, once per 10 s to this one. */
export function shouldRedirect(target: string, now = Date.now()): boolean {
  if (new URL(target).origin !== window.location.origin) return true;
  let url = '';
  let at = 0;
  try {
    [url, at] = JSON.parse(sessionStorage.getItem(TRIED_KEY) ?? '["",0]') as [string, number];
  } catch {
    // A damaged marker counts as no earlier attempt.
  }
  if (url === target && now - at < RETRY_AFTER_MS) return false;
  sessionStorage.setItem(TRIED_KEY, JSON.stringify([target, now]));
  return true;
}

export function ApiRedirect() {
  const { t } = useTranslation();
  const location = useLocation();
  const target = apiRedirectTarget(location.pathname, location.search);
  const redirect = useMemo(() => shouldRedirect(target), [target]);
  useEffect(() => {
    if (redirect) window.location.replace(target);
  }, [redirect, target]);
  if (redirect) return null;
  return (
    <StatusPage
      image={<MaintenanceImage />}
      title={t('pages.apiRedirect.title')}
      text={t('pages.apiRedirect.text')}
      actions={
        <Button colorPalette="blue" asChild>
          <a href={target}>{t('pages.apiRedirect.open')}</a>
        </Button>
      }
    />
  );
}
