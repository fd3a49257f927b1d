// Custom field definitions in Employees Admin: a field's name and required flag are edited and a
// choice renamed, each with the spec's notice (§4, §8) and the body the server expects; deleting a
// field or a choice asks first and says how many employees' values go with it, and its notice offers
// an Undo that restores it.
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { expect, it } from 'vitest';
import type { CustomFieldDefinition } from '../../../../contract/company-data';
import { renderWithProviders, setupApiServer } from '../../../test/render';
import { CustomFieldDefinitions } from './custom-field-definitions';

const server = setupApiServer();

it('edits a field and renames one of its choices', async () => {
  const field: CustomFieldDefinition = {
    id: 4,
    name: 'Shirt',
    field_type: 'choice',
    is_required: false,
    order: 0,
    choices: [{ id: 9, label: 'M', order: 0, value_count: 0 }],
    value_count: 0,
  };
  const sent: unknown[] = [];
  server.use(
    http.get('*/company/api/custom-field-definitions/', () => HttpResponse.json([field])),
    http.patch('*/company/api/custom-field-definitions/4/', async ({ request }) => {
      const body = (await request.json()) as Pick<CustomFieldDefinition, 'name' | 'is_required'>;
      sent.push(body);
      Object.assign(field, body);
      return HttpResponse.json(field);
    }),
    http.patch('*/company/api/custom-field-definitions/4/choices/9/', async ({ request }) => {
      const body = (await request.json()) as { label: string };
      sent.push(body);
      field.choices = [{ id: 9, label: body.label, order: 0, value_count: 0 }];
      return HttpResponse.json(field.choices[0]);
    }),
  );
  const { user } = renderWithProviders(<CustomFieldDefinitions />);

  await user.click(await screen.findByRole('button', { name: 'Edit the field Shirt' }));
  const name = await screen.findByRole('textbox', { name: 'Field name' });
  await user.clear(name);
  await user.type(name, 'Shirt size');
  await user.click(screen.getByRole('checkbox', { name: 'Required' }));
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Custom field updated successfully!')).toBeInTheDocument();
  expect(await screen.findByText('Shirt size')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Rename the choice M' }));
  const label = await screen.findByRole('textbox', { name: 'Choice' });
  await user.clear(label);
  await user.type(label, 'Medium');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Choice updated successfully!')).toBeInTheDocument();
  expect(await screen.findByRole('button', { name: 'Rename the choice Medium' })).toBeInTheDocument();
  expect(sent).toEqual([{ name: 'Shirt size', is_required: true }, { label: 'Medium' }]);
});

it('asks before deleting a field or a choice, saying how many values go with it', async () => {
  const field: CustomFieldDefinition = {
    id: 5,
    name: 'Shoe size',
    field_type: 'choice',
    is_required: false,
    order: 0,
    choices: [{ id: 11, label: '42', order: 0, value_count: 1 }],
    value_count: 7,
  };
  const deleted: string[] = [];
  server.use(
    http.get('*/company/api/custom-field-definitions/', () =>
      HttpResponse.json(deleted.includes('field') ? [] : [field]),
    ),
    http.delete('*/company/api/custom-field-definitions/5/choices/11/', () => {
      deleted.push('choice');
      return new HttpResponse(null, { status: 204 });
    }),
    http.delete('*/company/api/custom-field-definitions/5/', () => {
      deleted.push('field');
      return new HttpResponse(null, { status: 204 });
    }),
  );
  const { user } = renderWithProviders(<CustomFieldDefinitions />);

  await user.click(await screen.findByRole('button', { name: 'Delete the field Shoe size' }));
  const ask = await screen.findByRole('alertdialog');
  expect(ask).toHaveTextContent('7 employees have a value in it.');
  await user.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(deleted).toEqual([]);

  await user.click(screen.getByRole('button', { name: 'Remove the choice 42' }));
  expect(await screen.findByRole('alertdialog')).toHaveTextContent('1 employee has chosen it');
  await user.click(screen.getByRole('button', { name: 'Remove choice' }));
  expect(await screen.findByText('Choice deleted successfully!')).toBeInTheDocument();
  expect(deleted).toEqual(['choice']);

  await user.click(screen.getByRole('button', { name: 'Delete the field Shoe size' }));
  await user.click(await screen.findByRole('button', { name: 'Delete field' }));
  await screen.findByText('Custom field deleted successfully!');
  expect(deleted).toEqual(['choice', 'field']);
});

it('offers an Undo on the deletion notice, which restores the field', async () => {
  const field: CustomFieldDefinition = {
    id: 6,
    name: 'Locker',
    field_type: 'text',
    is_required: false,
    order: 0,
    choices: [],
    value_count: 3,
  };
  let present = true;
  const calls: string[] = [];
  server.use(
    http.get('*/company/api/custom-field-definitions/', () => HttpResponse.json(present ? [field] : [])),
    http.delete('*/company/api/custom-field-definitions/6/', () => {
      calls.push('delete');
      present = false;
      return new HttpResponse(null, { status: 204 });
    }),
    http.post('*/company/api/custom-field-definitions/6/restore/', () => {
      calls.push('restore');
      present = true;
      return HttpResponse.json(field);
    }),
  );
  const { user } = renderWithProviders(<CustomFieldDefinitions />);

  await user.click(await screen.findByRole('button', { name: 'Delete the field Locker' }));
  expect(await screen.findByRole('alertdialog')).toHaveTextContent('you can undo this for 10 seconds');
  await user.click(screen.getByRole('button', { name: 'Delete field' }));
  await screen.findByText('Custom field deleted successfully!');
  await waitFor(() => expect(screen.queryByText('Locker')).not.toBeInTheDocument());

  await user.click(await screen.findByRole('button', { name: 'Undo' }));
  expect(await screen.findByText('Restored, as it was.')).toBeInTheDocument();
  expect(await screen.findByText('Locker')).toBeInTheDocument();
  expect(calls).toEqual(['delete', 'restore']);
});
