// /humesign/'s send form (the whole flow runs against the real server in tests/e2e/esign.e2e.ts):
// a send whose answer never came keeps the form and, retried, carries the same Idempotency-Key, so
// the server creates the request once; a changed form is a new send with a new key.
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { API_PATHS } from '../../../../contract/paths';
import { apiUrl } from '../../../api/client';
import { renderWithProviders, setupApiServer } from '../../../test/render';
import { ESignPage } from './esign-page';

const server = setupApiServer();
const SAM = { id: 12, name: 'Sam Staff', email: 'sam@example.com' };

describe('sending a document for signature', () => {
  it('keeps the form after a lost answer and retries with the same Idempotency-Key', async () => {
    const keys: (string | null)[] = [];
    const bodies: Record<string, FormDataEntryValue>[] = [];
    server.use(
      http.get(apiUrl(API_PATHS.esign), () => HttpResponse.json({ configured: true, settings: [] })),
      http.get(apiUrl(API_PATHS.esignChoices), () =>
        HttpResponse.json({ staff: [SAM], files: [{ id: 5, title: 'Handbook', file_name: 'handbook.pdf' }] }),
      ),
      http.get(apiUrl(API_PATHS.esignRequests), () =>
        HttpResponse.json({ count: 0, next: null, previous: null, results: [] }),
      ),
      http.post(apiUrl(API_PATHS.esignRequests), async ({ request }) => {
        keys.push(request.headers.get('idempotency-key'));
        bodies.push(Object.fromEntries(await request.formData()));
        if (keys.length === 1) return HttpResponse.error();
        return HttpResponse.json({ id: 1, signer: SAM }, { status: 201 });
      }),
    );
    const { user } = renderWithProviders(<ESignPage />);
    await screen.findByRole('option', { name: 'Sam Staff (sam@example.com)' });
    await user.selectOptions(screen.getByRole('combobox', { name: /^Employee/ }), String(SAM.id));
    await user.selectOptions(screen.getByRole('combobox', { name: /^Document\b/ }), '5');
    await user.type(screen.getByLabelText('Message to the employee'), 'By Friday');
    const send = screen.getByRole('button', { name: 'Send for signature' });

    await user.click(send);
    expect(await screen.findByRole('alert')).toHaveTextContent('The server could not be reached');
    expect(screen.getByLabelText('Message to the employee')).toHaveValue('By Friday');
    await user.click(send);
    await waitFor(() => expect(screen.getByLabelText('Message to the employee')).toHaveValue(''));
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBeTruthy();
    expect(keys[1]).toBe(keys[0]);
    expect(bodies[1]).toEqual({ signer: '12', company_file: '5', message: 'By Friday' });
    expect(await screen.findByText('Sent to Sam Staff for signature')).toBeInTheDocument();
  });
});
