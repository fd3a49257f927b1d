// A stand-in for the app's SignedOutOnly guard in feature tests (a feature may not import src/app):
// once the page has stored a session, the test router moves on to /.
import { Navigate, Outlet } from 'react-router-dom';
import { useSession } from '../../../api/session';

export function LeaveWhenSignedIn() {
  return useSession() ? <Navigate to="/" replace /> : <Outlet />;
}
