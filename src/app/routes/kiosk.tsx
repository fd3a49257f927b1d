// Route components of the time-clock kiosk (issue 24): /kiosk, the kiosk itself (outside the sign-in
// gate and the layout: no navigation, no person signed in), and /inout/kiosks/, where an admin
// manages kiosks and sets this device up as one — which signs the admin out of this device (auth's
// end of session, composed here) before opening /kiosk.
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useEndSession } from '../../features/auth/lib/use-sign-out';
import { KioskPage } from '../../features/kiosk/routes/kiosk-page';
import { KiosksPage } from '../../features/kiosk/routes/kiosks-page';

export function KioskRoute() {
  return <KioskPage />;
}

export function KiosksRoute() {
  const endSession = useEndSession();
  const navigate = useNavigate();
  const onDeviceSetUp = useCallback(async () => {
    await endSession();
    await navigate('/kiosk', { replace: true });
  }, [endSession, navigate]);
  return <KiosksPage onDeviceSetUp={onDeviceSetUp} />;
}
