// Custom field definitions in Employees Admin: a field's name and required flag are edited and a
// choice renamed, each with the spec's notice (§4, §8) and the body the server expects.
import { screen } from '@testing-library/react';
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
    choices: [{ id: 9, label: 'M', order: 0 }],
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
      field.choices = [{ id: 9, label: body.label, order: 0 }];
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
