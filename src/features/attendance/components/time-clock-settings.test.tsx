// Time Clock Settings (issue 21): the location accuracy limit in metres next to "Require location".
// Empty is no limit (sent as null, shown empty again), a bad value is refused before sending, and
// the server's words for a refused field show under it.
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { DEFAULT_TIME_CLOCK_SETTINGS, type TimeClockSettings } from '../../../../contract/attendance';
import { renderWithProviders, setupApiServer } from '../../../test/render';
import { TimeClockSettingsSection } from './time-clock-settings';

const server = setupApiServer();

/** The settings endpoint, keeping what is saved; returns the bodies it was sent. */
function settingsApi(initial: TimeClockSettings, answer?: () => Response) {
  let stored = initial;
  const sent: unknown[] = [];
  server.use(
    http.get('*/inout/api/time-clock-settings/', () => HttpResponse.json(stored)),
    http.put('*/inout/api/time-clock-settings/', async ({ request }) => {
      const body = (await request.json()) as TimeClockSettings & { max_location_accuracy_m: number | null };
      sent.push(body);
      if (answer) return answer();
      stored = { ...body, max_location_accuracy_m: body.max_location_accuracy_m ?? 0 };
      return HttpResponse.json(stored);
    }),
  );
  return sent;
}

const accuracyInput = () => screen.findByRole('spinbutton', { name: 'Required location accuracy (metres)' });

describe('TimeClockSettingsSection: location accuracy', () => {
  it('shows the limit, sends a new one, and sends empty as null (no limit)', async () => {
    const sent = settingsApi({
      ...DEFAULT_TIME_CLOCK_SETTINGS,
      require_location: true,
      max_clock_skew_minutes: 10,
      max_location_accuracy_m: 1000,
    });
    const { user } = renderWithProviders(<TimeClockSettingsSection />);
    const input = await accuracyInput();
    expect(input).toHaveValue(1000);

    await user.clear(input);
    await user.type(input, '250');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({ require_location: true, max_clock_skew_minutes: 10, max_location_accuracy_m: 250 });

    await user.clear(input);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toMatchObject({ max_location_accuracy_m: null });
    // Each save says so (the first save's toast may still be showing).
    expect(await screen.findAllByText('Time clock settings saved.')).not.toHaveLength(0);
    expect(input).toHaveValue(null);
  });

  it('refuses a value out of range before sending, and shows the server’s words for the field', async () => {
    const sent = settingsApi(
      {
        ...DEFAULT_TIME_CLOCK_SETTINGS,
        require_location: true,
        max_clock_skew_minutes: 10,
        max_location_accuracy_m: 0,
      },
      () => HttpResponse.json({ max_location_accuracy_m: ['Enter at most 100000 metres.'] }, { status: 400 }),
    );
    const { user } = renderWithProviders(<TimeClockSettingsSection />);
    const input = await accuracyInput();
    expect(input).toHaveValue(null);

    await user.type(input, '12.5');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Enter a whole number of metres from 0 to 100000, or leave it empty.'),
    ).toBeInTheDocument();
    expect(sent).toHaveLength(0);

    await user.clear(input);
    await user.type(input, '5000');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter at most 100000 metres.')).toBeInTheDocument();
    expect(sent).toHaveLength(1);
  });
});
