// Company files in Employees Admin: a file type is created and a file uploaded, each with the spec's
// notice (§8), a refused upload shows the server's answer, and a deleted file can be undone.
import { screen, waitFor } from '@testing-library/react';
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

const pdf = (id: number, title: string, fileType: number | null, typeName: string | null) => ({
  id,
  title,
  file_type: fileType,
  file_type_name: typeName,
  file_name: 'handbook.pdf',
  content_type: 'application/pdf',
  size: 10,
  url: `/company/api/companies/10/files/${id}/download/`,
  created_at: '2026-01-01T00:00:00Z',
});

it('renames a file type read afresh, and edits a file’s title and type, with their notices', async () => {
  const types = [
    { id: 1, name: 'Policies', company_type: true },
    { id: 2, name: 'Forms', company_type: true },
  ];
  let file = pdf(7, 'Handbook', 1, 'Policies');
  const patches: unknown[] = [];
  server.use(
    http.get('*/company/api/file-types/', () => HttpResponse.json(types)),
    http.get('*/company/api/file-types/1/', () => HttpResponse.json({ ...types[0], name: 'Policies (fresh)' })),
    http.patch('*/company/api/file-types/1/', async ({ request }) => {
      const body = (await request.json()) as { name: string };
      patches.push(body);
      types[0]!.name = body.name;
      return HttpResponse.json(types[0]);
    }),
    http.get('*/company/api/companies/10/files/', () => HttpResponse.json([file])),
    http.patch('*/company/api/companies/10/files/7/', async ({ request }) => {
      const body = (await request.json()) as { title: string; file_type: number | null };
      patches.push(body);
      file = pdf(7, body.title, body.file_type, types.find((t) => t.id === body.file_type)?.name ?? null);
      return HttpResponse.json(file);
    }),
  );
  const { user } = renderWithProviders(<CompanyFiles />);

  await user.click(await screen.findByRole('button', { name: 'Rename the file type Policies' }));
  const name = await screen.findByRole('textbox', { name: 'File type name' });
  expect(name).toHaveValue('Policies (fresh)');
  await user.clear(name);
  await user.type(name, 'Company policies');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('File type updated successfully!')).toBeInTheDocument();
  expect(await screen.findByRole('button', { name: 'Rename the file type Company policies' })).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Edit Handbook' }));
  const title = await screen.findByRole('textbox', { name: 'Title' });
  await user.clear(title);
  await user.type(title, 'Staff handbook');
  await user.selectOptions(screen.getByRole('combobox', { name: 'File type' }), 'Forms');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Company file updated successfully!')).toBeInTheDocument();
  expect(await screen.findByRole('button', { name: 'Staff handbook · Forms' })).toBeInTheDocument();
  expect(patches).toEqual([{ name: 'Company policies' }, { title: 'Staff handbook', file_type: 2 }]);
});

it('shows the server’s answer when a file type cannot be read for editing', async () => {
  server.use(
    http.get('*/company/api/file-types/', () => HttpResponse.json([{ id: 3, name: 'Old', company_type: true }])),
    http.get('*/company/api/file-types/3/', () => HttpResponse.json({ detail: 'Not found.' }, { status: 404 })),
    http.get('*/company/api/companies/10/files/', () => HttpResponse.json([])),
  );
  const { user } = renderWithProviders(<CompanyFiles />);
  await user.click(await screen.findByRole('button', { name: 'Rename the file type Old' }));
  expect(await screen.findByText('Not found.')).toBeInTheDocument();
  expect(screen.queryByRole('textbox', { name: 'File type name' })).toBeNull();
});

it('says "file not found" when the file to delete is already gone', async () => {
  server.use(
    http.get('*/company/api/file-types/', () => HttpResponse.json([])),
    http.get('*/company/api/companies/10/files/', () => HttpResponse.json([pdf(7, 'Handbook', null, null)])),
    http.delete('*/company/api/companies/10/files/7/', () =>
      HttpResponse.json({ detail: 'file not found' }, { status: 404 }),
    ),
  );
  const { user } = renderWithProviders(<CompanyFiles />);
  await user.click(await screen.findByRole('button', { name: 'Delete Handbook' }));
  // It asks first, saying it can be undone for a moment.
  expect(await screen.findByRole('alertdialog')).toHaveTextContent('You can undo this for 10 seconds.');
  await user.click(screen.getByRole('button', { name: 'Delete' }));
  expect(await screen.findByText('file not found')).toBeInTheDocument();
});

it('deletes nothing when the admin cancels', async () => {
  let deletes = 0;
  server.use(
    http.get('*/company/api/file-types/', () => HttpResponse.json([{ id: 3, name: 'Policies' }])),
    http.get('*/company/api/companies/10/files/', () => HttpResponse.json([pdf(7, 'Handbook', null, null)])),
    http.delete('*/company/api/*', () => {
      deletes++;
      return new HttpResponse(null, { status: 204 });
    }),
  );
  const { user } = renderWithProviders(<CompanyFiles />);
  for (const name of ['Delete Handbook', 'Delete the file type Policies']) {
    await user.click(await screen.findByRole('button', { name }));
    await screen.findByRole('alertdialog');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  }
  expect(deletes).toBe(0);
});

it('offers an Undo after deleting a file, which brings it back', async () => {
  let present = true;
  const calls: string[] = [];
  server.use(
    http.get('*/company/api/file-types/', () => HttpResponse.json([])),
    http.get('*/company/api/companies/10/files/', () =>
      HttpResponse.json(present ? [pdf(7, 'Handbook', null, null)] : []),
    ),
    http.delete('*/company/api/companies/10/files/7/', () => {
      calls.push('delete');
      present = false;
      return new HttpResponse(null, { status: 204 });
    }),
    http.post('*/company/api/companies/10/files/7/restore/', () => {
      calls.push('restore');
      present = true;
      return HttpResponse.json(pdf(7, 'Handbook', null, null));
    }),
  );
  const { user } = renderWithProviders(<CompanyFiles />);
  await user.click(await screen.findByRole('button', { name: 'Delete Handbook' }));
  await user.click(await screen.findByRole('button', { name: 'Delete' }));
  await waitFor(() => expect(screen.queryByRole('button', { name: 'Delete Handbook' })).toBeNull());
  await user.click(await screen.findByRole('button', { name: 'Undo' }));
  expect(await screen.findByText('Restored, as it was.')).toBeInTheDocument();
  expect(await screen.findByRole('button', { name: 'Delete Handbook' })).toBeInTheDocument();
  expect(calls).toEqual(['delete', 'restore']);
});
