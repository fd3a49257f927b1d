// Light/dark switch (spec shell §4 Theme): applies at once, is remembered on the device (so a
// reload paints the right colours before anything loads) and is saved as the user's is_dark_mode.
// Offline, the device keeps the choice without an error toast.
import { useSession } from '../../../api/session';
import { errorMessages, NetworkError } from '../../../api/errors';
import { applyColorMode, useColorMode } from '../../../ui/theme';
import { notify } from '../../../ui/toaster';
import { useUpdateDarkMode } from '../api/update-dark-mode';

export function useToggleDarkMode(): { dark: boolean; toggle: () => void; saving: boolean } {
  const mode = useColorMode();
  const session = useSession();
  const update = useUpdateDarkMode();
  const toggle = () => {
    const dark = mode !== 'dark';
    applyColorMode(dark ? 'dark' : 'light');
    if (!session) return;
    update.mutate(dark, {
      onError: (error) => {
        if (!(error instanceof NetworkError)) errorMessages(error).forEach((m) => notify('error', m));
      },
    });
  };
  return { dark: mode === 'dark', toggle, saving: update.isPending };
}
