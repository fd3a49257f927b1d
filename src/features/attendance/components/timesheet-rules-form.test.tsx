// The timesheet rules of Time Clock Settings: hours typed are sent as minutes with the rest of the
// settings (kept as they were), and a value out of range is refused before anything is sent.
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { DEFAULT_TIME_CLOCK_SETTINGS } from '../../../../contract/attendance';
import { renderWithProviders, setupApiServer } from '../../../test/render';
import { TimesheetRulesForm } from './timesheet-rules-form';

const server = setupApiServer();

function settingsApi() {
  const sent: unknown[] = [];
  server.use(
    http.put('*/inout/api/time-clock-settings/', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      sent.push(body);
      return HttpResponse.json({ ...DEFAULT_TIME_CLOCK_SETTINGS, ...body });
    }),
  );
  return sent;
}

describe('TimesheetRulesForm', () => {
  it('sends paid breaks, the pay period and overtime hours as minutes', async () => {
    const sent = settingsApi();
    const initial = { ...DEFAULT_TIME_CLOCK_SETTINGS, require_location: true, max_clock_skew_minutes: 7 };
    const { user } = renderWithProviders(<TimesheetRulesForm initial={initial} />);
    expect(screen.getByLabelText('Overtime after hours a week')).toHaveValue('40');
    await user.click(screen.getByText('Breaks are paid (count as worked time)'));
    await user.selectOptions(screen.getByLabelText('Pay period'), 'monthly');
    await user.type(screen.getByLabelText('Overtime after hours a day'), '7.5');
    await user.click(screen.getByRole('button', { name: 'Save timesheet rules' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      require_location: true,
      max_clock_skew_minutes: 7,
      paid_breaks: true,
      pay_period: 'monthly',
      daily_overtime_minutes: 450,
      weekly_overtime_minutes: 2400,
    });
  });

  it('refuses more than 24 hours a day before sending', async () => {
    const sent = settingsApi();
    const { user } = renderWithProviders(<TimesheetRulesForm initial={DEFAULT_TIME_CLOCK_SETTINGS} />);
    await user.type(screen.getByLabelText('Overtime after hours a day'), '25');
    await user.click(screen.getByRole('button', { name: 'Save timesheet rules' }));
    expect(await screen.findByText(/Enter hours between 0 and 24 a day/)).toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });
});
