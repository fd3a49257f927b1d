// Create Stat: the body sent, and a refusal shown as "Couldn't Create Stat" with the server's text.
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { FREE_PLAN_STAT_LIMIT_REACHED } from '../../../../contract/statistics-constants';
import { renderWithProviders, setupApiServer } from '../../../test/render';
import { CreateStatPage, parseTags } from './create-stat-page';

const server = setupApiServer();

const options = {
  name: '',
  description: '',
  renders: [],
  parses: [],
  actions: {
    POST: {
      stat_owner: {
        type: 'choice',
        required: false,
        read_only: false,
        label: 'Stat owner',
        choices: [
          { value: 11, display_name: 'Ada Admin' },
          { value: 12, display_name: 'Sam Staff' },
        ],
      },
      stat_division: {
        type: 'choice',
        required: false,
        read_only: false,
        label: 'Stat division',
        choices: [{ value: 3, display_name: 'North' }],
      },
    },
  },
};

// Form round trips with the API: more than the default 5 s when the whole suite loads the machine.
const SLOW = { timeout: 15_000 };

describe('CreateStatPage', () => {
  it('sends the stat, owned by the creator unless another owner is chosen', SLOW, async () => {
    let body: unknown;
    server.use(
      http.options('*/statistics/api/list-create/', () => HttpResponse.json(options)),
      http.post('*/statistics/api/list-create/', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ id: 9, name: 'Jobs done' }, { status: 201 });
      }),
    );
    const { user } = renderWithProviders(<CreateStatPage />);
    // Pasted rather than typed key by key: the form is what is tested, not the keyboard.
    await user.click(screen.getByRole('textbox', { name: /Name/ }));
    await user.paste('Jobs done');
    await screen.findByRole('option', { name: 'North' });
    await user.selectOptions(screen.getByLabelText('Interval'), 'MONTHLY');
    await user.selectOptions(screen.getByLabelText('Division'), 'North');
    await user.click(screen.getByLabelText('Tags'));
    await user.paste('north, ops, north');
    await user.click(screen.getByRole('button', { name: 'Create Stat' }));
    await waitFor(() =>
      expect(body).toEqual({
        name: 'Jobs done',
        description: '',
        period_type: 'MONTHLY',
        stat_owner: 11,
        stat_division: 3,
        tags: ['north', 'ops'],
        is_inverted: false,
      }),
    );
  });

  it("says Couldn't Create Stat with the server's text, e.g. the free plan's limit", SLOW, async () => {
    server.use(
      http.options('*/statistics/api/list-create/', () => HttpResponse.json(options)),
      http.post('*/statistics/api/list-create/', () =>
        HttpResponse.json({ non_field_errors: [FREE_PLAN_STAT_LIMIT_REACHED] }, { status: 400 }),
      ),
    );
    const { user } = renderWithProviders(<CreateStatPage />);
    await user.click(screen.getByRole('textbox', { name: /Name/ }));
    await user.paste('Seventh');
    await user.click(screen.getByRole('button', { name: 'Create Stat' }));
    expect(await screen.findByText(`Couldn't Create Stat ${FREE_PLAN_STAT_LIMIT_REACHED}`)).toBeInTheDocument();
  });

  it('reads tags typed with commas', () => {
    expect(parseTags(' a, b ,, a ')).toEqual(['a', 'b']);
  });
});
