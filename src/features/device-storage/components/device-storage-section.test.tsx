// The storage section of the Pending changes screen: what is kept for offline use against the
// company's cap, all the app takes on the device apart from it, what the cap removed, the cap applied when the screen opens and again when an admin changes it,
// the server's refusal under the field, and no form for staff.
import 'fake-indexeddb/auto';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DEVICE_STORAGE_CAP_INVALID } from '../../../../contract/device-storage-constants';
import { API_PATHS } from '../../../../contract/paths';
import { apiUrl } from '../../../api/client';
import { recordEvictions } from '../../../offline/storage-evictions';
import { meFixture, renderWithProviders, setupApiServer } from '../../../test/render';
import { DeviceStorageSection } from './device-storage-section';

const server = setupApiServer();
const MB = 1_000_000;

beforeEach(() => {
  vi.stubGlobal('navigator', {
    ...navigator,
    onLine: true,
    storage: { estimate: () => Promise.resolve({ usage: 50 * MB, quota: 1000 * MB }) },
  });
});

describe('DeviceStorageSection', () => {
  it('shows what is kept against the cap, the whole usage apart, and what the cap removed, applying it on opening', async () => {
    server.use(http.get(apiUrl(API_PATHS.deviceStorage), () => HttpResponse.json({ device_storage_cap_mb: 200 })));
    const enforce = vi.fn(() => Promise.resolve({ keptBytes: 12 * MB }));
    renderWithProviders(<DeviceStorageSection enforce={enforce} />);
    expect(await screen.findByText('Kept for offline use: 12 MB of 200 MB')).toBeInTheDocument();
    expect(
      await screen.findByText('The app takes 50 MB on this device in all, its own files included.'),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('device-storage-over')).toBeNull();
    expect(enforce).toHaveBeenCalled();

    await recordEvictions([
      { kind: 'course', label: 'Ladders', bytes: 3 * MB, at: Date.now() },
      { kind: 'photos', label: '4', bytes: 2 * MB, at: Date.now() },
    ]);
    const removed = await screen.findByTestId('device-storage-removed');
    expect(within(removed).getByText(/Course “Ladders” \(3 MB\)/)).toBeInTheDocument();
    expect(within(removed).getByText(/4 checklist photos \(2 MB\)/)).toBeInTheDocument();
  });

  it("lets a company admin change the cap, shows the server's refusal under the field, and applies a new cap", async () => {
    let cap = 200;
    const sent: unknown[] = [];
    server.use(
      http.get(apiUrl(API_PATHS.deviceStorage), () => HttpResponse.json({ device_storage_cap_mb: cap })),
      http.patch(apiUrl(API_PATHS.deviceStorage), async ({ request }) => {
        const body = (await request.json()) as { device_storage_cap_mb: number };
        sent.push(body);
        if (body.device_storage_cap_mb < 10) {
          return HttpResponse.json({ device_storage_cap_mb: [DEVICE_STORAGE_CAP_INVALID] }, { status: 400 });
        }
        cap = body.device_storage_cap_mb;
        return HttpResponse.json({ device_storage_cap_mb: cap });
      }),
    );
    const enforce = vi.fn(() => Promise.resolve({ keptBytes: 30 * MB }));
    const { user } = renderWithProviders(<DeviceStorageSection enforce={enforce} />);
    const field = await screen.findByLabelText('Storage cap per device (MB)');
    await waitFor(() => expect(enforce).toHaveBeenCalledTimes(1));

    await user.clear(field);
    await user.type(field, '5');
    await user.click(screen.getByRole('button', { name: 'Save cap' }));
    expect(await screen.findByText(DEVICE_STORAGE_CAP_INVALID)).toBeInTheDocument();
    expect(enforce).toHaveBeenCalledTimes(1);

    await user.clear(field);
    await user.type(field, '20');
    await user.click(screen.getByRole('button', { name: 'Save cap' }));
    expect(await screen.findByText('Kept for offline use: 30 MB of 20 MB')).toBeInTheDocument();
    expect(sent).toEqual([{ device_storage_cap_mb: 5 }, { device_storage_cap_mb: 20 }]);
    await waitFor(() => expect(enforce).toHaveBeenCalledTimes(2));
    expect(screen.getByTestId('device-storage-over')).toBeInTheDocument();
  });

  it('says so when what is kept could not be read', async () => {
    server.use(http.get(apiUrl(API_PATHS.deviceStorage), () => HttpResponse.json({ device_storage_cap_mb: 200 })));
    renderWithProviders(<DeviceStorageSection enforce={() => Promise.resolve({ keptBytes: null })} />);
    expect(
      await screen.findByText('What is kept for offline use could not be read. The cap is 200 MB.'),
    ).toBeInTheDocument();
  });

  it('shows a staff member the cap without the form', async () => {
    server.use(http.get(apiUrl(API_PATHS.deviceStorage), () => HttpResponse.json({ device_storage_cap_mb: 200 })));
    const roles = Object.fromEntries(Object.keys(meFixture().user_roles).map((k) => [k, false]));
    const staff = meFixture({
      user_type: { user_type: 'Staff', user_type_slug: 'staff' },
      user_roles: roles as ReturnType<typeof meFixture>['user_roles'],
    });
    renderWithProviders(<DeviceStorageSection enforce={() => Promise.resolve({ keptBytes: 0 })} />, { me: staff });
    expect(await screen.findByText('Kept for offline use: 0 bytes of 200 MB')).toBeInTheDocument();
    expect(screen.queryByLabelText('Storage cap per device (MB)')).toBeNull();
  });
});
