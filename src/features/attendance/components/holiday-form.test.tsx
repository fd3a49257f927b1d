// The holiday form: required fields caught before sending, the server's 400 messages shown under
// their fields, and the success notice.
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, setupApiServer } from '../../../test/render';
import { HolidayDialog } from './holiday-form';

const server = setupApiServer();

function renderForm() {
  return renderWithProviders(<HolidayDialog holiday={null} open onOpenChange={() => {}} />);
}

describe('HolidayForm', () => {
  it('asks for the name and the date before sending', async () => {
    let posted = false;
    server.use(
      http.post('*/account/api/holidays/', () => {
        posted = true;
        return HttpResponse.json({}, { status: 201 });
      }),
    );
    const { user } = renderForm();
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByTestId('error-name')).toHaveTextContent('This field is required');
    expect(screen.getByTestId('error-date')).toHaveTextContent('This field is required');
    expect(posted).toBe(false);
  });

  it("shows the server's field messages under their fields", async () => {
    server.use(
      http.post('*/account/api/holidays/', () =>
        HttpResponse.json({ end_date: ['The end date cannot be before the start date.'] }, { status: 400 }),
      ),
    );
    const { user, container } = renderForm();
    await user.type(await screen.findByLabelText(/Name/), 'Founders day');
    const dialog = container.ownerDocument;
    await user.type(dialog.querySelector('input[name="date"]')!, '2026-05-04');
    await user.type(dialog.querySelector('input[name="end_date"]')!, '2026-05-01');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByTestId('error-end_date')).toHaveTextContent(
      'The end date cannot be before the start date.',
    );
    expect(screen.queryByTestId('error-name')).not.toBeInTheDocument();
  });

  it('says so when the holiday is created', async () => {
    let body: unknown;
    server.use(
      http.post('*/account/api/holidays/', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ id: 1, name: 'Founders day', date: '2026-05-04', end_date: null }, { status: 201 });
      }),
    );
    const { user, container } = renderForm();
    await user.type(await screen.findByLabelText(/Name/), 'Founders day');
    await user.type(container.ownerDocument.querySelector('input[name="date"]')!, '2026-05-04');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Holiday created successfully!')).toBeInTheDocument();
    await waitFor(() => expect(body).toEqual({ name: 'Founders day', date: '2026-05-04', end_date: null }));
  });
});
