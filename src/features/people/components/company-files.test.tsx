// Company files in Employees Admin: a file type is created and a file uploaded, each with the spec's
// notice (§8), and a refused upload shows the server's answer.
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { expect, it } from 'vitest';
import { renderWithProviders, setupApiServer } from '../../../test/render';
import { CompanyFiles } from './company-files';

const server = setupApiServer();

it('creates a file type and uploads a file with their notices', async () => {
  const types: { id: number; name: string; company_type: boolean }[] = [];
  server.use(
    http.get('*/company/api/file-types/', () => HttpResponse.json(types)),
    http.post('*/company/api/file-types/', async ({ request }) => {
      const body = (await request.json()) as { name: string };
      types.push({ id: 1, name: body.name, company_type: true });
      return HttpResponse.json(types[0], { status: 201 });
    }),
    http.get('*/company/api/companies/10/files/', () => HttpResponse.json([])),
    http.post('*/company/api/companies/10/files/', () =>
      HttpResponse.json({ file: ['Upload a PDF, an image, or a Word or Excel document.'] }, { status: 400 }),
    ),
  );
  const { user } = renderWithProviders(<CompanyFiles />);
  await user.type(screen.getByRole('textbox', { name: 'New file type' }), 'Policies');
  await user.click(screen.getByRole('button', { name: 'Add type' }));
  expect(await screen.findByText('File type created successfully!')).toBeInTheDocument();
  expect(await screen.findByRole('button', { name: 'Delete the file type Policies' })).toBeInTheDocument();

  await user.upload(
    screen.getByLabelText('Upload a company file'),
    new File(['<html>'], 'x.pdf', { type: 'application/pdf' }),
  );
  expect(await screen.findByText(/Upload a PDF, an image, or a Word or Excel document\./)).toBeInTheDocument();
});
