// Opens an address the billing provider gave: a hosted page leaves the app, the built-in provider's
// pages are routes of the app.
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';

export function useOpenCheckout(): (url: string) => void {
  const navigate = useNavigate();
  return useCallback(
    (url: string) => {
      if (/^https?:\/\//i.test(url)) window.location.assign(url);
      else void navigate(url);
    },
    [navigate],
  );
}
