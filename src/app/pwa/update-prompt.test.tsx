// The update prompt: the message, the unsent-work note when the outbox or drafts hold work, Later
// hiding it, and a reload only on the user's click. The worker and the device database are
// stubbed; tests/e2e/pwa.e2e.ts and a real update check the rest in Chromium.
import { ChakraProvider } from '@chakra-ui/react';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../test/i18n';
import { clearSession, setSession } from '../../api/session';
import { hasUnsentWork } from '../../offline/db';
import { getSystem } from '../../ui/system';
import { UpdatePrompt } from './update-prompt';
import { applyUpdate } from './use-service-worker';

vi.mock('./use-service-worker', () => ({
  useServiceWorker: () => ({ updateReady: true }),
  applyUpdate: vi.fn(() => Promise.resolve()),
}));
vi.mock('../../offline/db', () => ({ hasUnsentWork: vi.fn() }));

const MESSAGE = 'A new version of Groundwork is available.';
const UNSENT = 'You have changes waiting to sync; they are kept and sent after reloading.';

function renderPrompt() {
  return render(
    <ChakraProvider value={getSystem()}>
      <UpdatePrompt />
    </ChakraProvider>,
  );
}

describe('update prompt', () => {
  beforeEach(() => {
    setSession({ token: 't', refresh: 'r', userId: 7, companyId: 3 });
  });

  afterEach(() => {
    cleanup();
    clearSession();
    vi.mocked(applyUpdate).mockClear();
  });

  it('offers Reload and Later, and reloads only when the user clicks Reload', async () => {
    vi.mocked(hasUnsentWork).mockResolvedValue(false);
    const user = userEvent.setup();
    renderPrompt();

    expect(await screen.findByText(MESSAGE)).toBeInTheDocument();
    expect(hasUnsentWork).toHaveBeenCalledWith(7, 3);
    expect(screen.queryByText(UNSENT)).not.toBeInTheDocument();
    expect(applyUpdate).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Reload' }));
    expect(applyUpdate).toHaveBeenCalledTimes(1);
  });

  it('says that unsent changes are kept when the outbox or drafts hold work', async () => {
    vi.mocked(hasUnsentWork).mockResolvedValue(true);
    renderPrompt();

    expect(await screen.findByText(UNSENT)).toBeInTheDocument();
    expect(screen.getByText(MESSAGE)).toBeInTheDocument();
    expect(applyUpdate).not.toHaveBeenCalled();
  });

  it('hides on Later without reloading', async () => {
    vi.mocked(hasUnsentWork).mockResolvedValue(false);
    const user = userEvent.setup();
    renderPrompt();

    await user.click(await screen.findByRole('button', { name: 'Later' }));
    expect(screen.queryByText(MESSAGE)).not.toBeInTheDocument();
    expect(applyUpdate).not.toHaveBeenCalled();
  });
});
