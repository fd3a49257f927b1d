// The profile menu's button on first load; the menu itself (with its positioning engine, the
// heaviest part of the header) loads when the pointer comes near or on the first click.
import { lazy, Suspense, useState } from 'react';
import type { LoggedInUser } from '../../../../contract/account';
import { ProfileButton } from './profile-button';

const loadMenu = () => import('./profile-menu');
const ProfileMenu = lazy(() => loadMenu().then((m) => ({ default: m.ProfileMenu })));

export function ProfileMenuLauncher({ user, compact = false }: { user: LoggedInUser; compact?: boolean }) {
  const [requested, setRequested] = useState(false);
  const button = (
    <ProfileButton
      user={user}
      compact={compact}
      onPointerEnter={() => void loadMenu()}
      onFocus={() => void loadMenu()}
      onClick={() => setRequested(true)}
    />
  );
  if (!requested) return button;
  return (
    <Suspense fallback={button}>
      <ProfileMenu user={user} compact={compact} initiallyOpen />
    </Suspense>
  );
}
