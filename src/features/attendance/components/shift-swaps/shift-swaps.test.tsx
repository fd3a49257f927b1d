// Shift swaps on screen: under one's own shift, "Offer to a colleague" searches the company's people
// (not oneself), sends one offer with the colleague picked and then shows it as waiting, with
// Withdraw; nothing is sent without a colleague. A shift offered to me shows with Accept and Decline,
// and accepting says it waits for approval. An admin's panel lists the accepted swaps and approves
// one; a refusal the server names (the colleague has another shift) is told in the reader's words.
// Offline, nothing is sent and the person is told swaps need a connection.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { ShiftSwap } from '../../../../../contract/shift-swaps';
import type { Shift } from '../../../../../contract/shifts';
import { meFixture, renderWithProviders, setupApiServer } from '../../../../test/render';
import { OwnShiftSwap } from './own-shift-swap';
import { ShiftSwapsPanel, SwapOffersToMe } from './swap-offers';

const server = setupApiServer();
const ME = meFixture().staff_id;
const HOUR = 3_600_000;
const base = Math.floor(Date.now() / HOUR) * HOUR;

const shift: Shift = {
  id: 40,
  staff: ME,
  staff_name: 'Ada Admin',
  position: null,
  position_name: 'Cashier',
  division: null,
  division_name: null,
  start: new Date(base + 24 * HOUR).toISOString(),
  end: new Date(base + 32 * HOUR).toISOString(),
  note: '',
  status: 'published',
  conflicts: [],
};

const swapOf = (over: Partial<ShiftSwap>): ShiftSwap => ({
  id: 1,
  shift,
  staff: ME,
  staff_name: 'Ada Admin',
  colleague: 7,
  colleague_name: 'Bea Soto',
  status: 'offered',
  created_at: new Date(base).toISOString(),
  answered_at: null,
  decided_at: null,
  ...over,
});

describe('OwnShiftSwap', () => {
  it('offers the shift to a colleague picked by search, then shows it as waiting with Withdraw', async () => {
    const swaps: ShiftSwap[] = [];
    const posted: unknown[] = [];
    server.use(
      http.get('*/inout/api/shift-swaps/', () => HttpResponse.json(swaps)),
      http.get('*/account/api/company-users-simple/', () =>
        HttpResponse.json([
          { id: ME, name: 'Ada Admin', email: 'ada@x.test', position_name: null },
          { id: 7, name: 'Bea Soto', email: 'bea@x.test', position_name: 'Cashier' },
          { id: 8, name: 'Carl Diaz', email: 'carl@x.test', position_name: null },
        ]),
      ),
      http.post('*/inout/api/shifts/:id/swap/', async ({ request, params }) => {
        posted.push({ shift: params.id, body: await request.json() });
        const made = swapOf({});
        swaps.push(made);
        return HttpResponse.json(made, { status: 201 });
      }),
    );
    const { user } = renderWithProviders(<OwnShiftSwap shift={shift} staffId={ME} />, { me: meFixture() });
    await user.click(await screen.findByRole('button', { name: 'Offer to a colleague' }));
    // Without a colleague, nothing is sent.
    await user.click(screen.getByRole('button', { name: 'Send offer' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose a colleague to offer this shift to.');
    expect(posted).toEqual([]);

    const input = screen.getByRole('combobox', { name: 'Colleague' });
    await user.click(input);
    // Oneself is not a choice.
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(2));
    fireEvent.change(input, { target: { value: 'bea' } });
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(1));
    await user.click(screen.getByRole('option', { name: /Bea Soto/ }));
    await user.click(screen.getByRole('button', { name: 'Send offer' }));
    expect(await screen.findByTestId('own-shift-swap-state')).toHaveTextContent(
      'Offered to Bea Soto · waiting for their answer',
    );
    expect(posted).toEqual([{ shift: '40', body: { colleague: 7 } }]);
    expect(screen.getByRole('button', { name: 'Withdraw offer' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Offer to a colleague' })).toBeNull();
  });

  it('shows a declined offer and lets the shift be offered again', async () => {
    server.use(http.get('*/inout/api/shift-swaps/', () => HttpResponse.json([swapOf({ status: 'declined' })])));
    renderWithProviders(<OwnShiftSwap shift={shift} staffId={ME} />, { me: meFixture() });
    expect(await screen.findByTestId('own-shift-swap-state')).toHaveTextContent('Bea Soto declined your offer');
    expect(screen.getByRole('button', { name: 'Offer to a colleague' })).toBeInTheDocument();
  });
});

describe('SwapOffersToMe', () => {
  it('lists a shift offered to me with Accept and Decline, and accepting shows it waiting', async () => {
    const offered = swapOf({ staff: 7, staff_name: 'Bea Soto', colleague: ME, colleague_name: 'Ada Admin' });
    const actions: string[] = [];
    server.use(
      http.get('*/inout/api/shift-swaps/', () => HttpResponse.json([offered])),
      http.post('*/inout/api/shift-swaps/:id/:action/', ({ params }) => {
        actions.push(`${params.id}/${params.action}`);
        offered.status = 'accepted';
        return HttpResponse.json(offered);
      }),
    );
    const { user } = renderWithProviders(<SwapOffersToMe staffId={ME} now={Date.now()} zone="UTC" />, {
      me: meFixture(),
    });
    const card = await screen.findByTestId('swap-offer');
    expect(card).toHaveTextContent('Bea Soto offers you this shift');
    expect(card).toHaveTextContent('Cashier');
    expect(within(card).getByRole('button', { name: 'Decline' })).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Accept' }));
    expect(await screen.findByTestId('swap-offer-state')).toHaveTextContent('Accepted · waiting for approval');
    expect(actions).toEqual(['1/accept']);
  });

  it('leaves out offers of shifts that have started', async () => {
    const started = swapOf({
      colleague: ME,
      staff: 7,
      shift: { ...shift, start: new Date(base - HOUR).toISOString() },
    });
    server.use(http.get('*/inout/api/shift-swaps/', () => HttpResponse.json([started])));
    renderWithProviders(<SwapOffersToMe staffId={ME} now={Date.now()} zone="UTC" />, { me: meFixture() });
    await waitFor(() => expect(screen.queryByTestId('swap-offers')).toBeNull());
  });
});

describe('offline', () => {
  it('says a swap needs a connection instead of sending it', async () => {
    const offered = swapOf({ staff: 7, staff_name: 'Bea Soto', colleague: ME, colleague_name: 'Ada Admin' });
    const actions: string[] = [];
    server.use(
      http.get('*/inout/api/shift-swaps/', () => HttpResponse.json([offered])),
      http.post('*/inout/api/shift-swaps/:id/:action/', ({ params }) => {
        actions.push(String(params.action));
        return HttpResponse.json(offered);
      }),
    );
    const { user } = renderWithProviders(<SwapOffersToMe staffId={ME} now={Date.now()} zone="UTC" />, {
      me: meFixture(),
    });
    const accept = await screen.findByRole('button', { name: 'Accept' });
    const online = Object.getOwnPropertyDescriptor(Navigator.prototype, 'onLine')!;
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
    try {
      await user.click(accept);
      expect(await screen.findByText(/Offering, answering and deciding swaps needs a connection/)).toBeInTheDocument();
    } finally {
      Object.defineProperty(navigator, 'onLine', online);
    }
    expect(actions).toEqual([]);
  });
});

describe('ShiftSwapsPanel', () => {
  it('approves an accepted swap, and tells a named refusal in words', async () => {
    const swaps = [
      swapOf({ id: 3, status: 'accepted' }),
      swapOf({ id: 4, status: 'accepted', colleague: 8, colleague_name: 'Carl Diaz' }),
    ];
    const actions: string[] = [];
    server.use(
      http.get('*/inout/api/shift-swaps/', () => HttpResponse.json(swaps.filter((s) => s.status === 'accepted'))),
      http.post('*/inout/api/shift-swaps/:id/:action/', ({ params }) => {
        actions.push(`${params.id}/${params.action}`);
        if (params.id === '4') {
          return HttpResponse.json({ detail: 'Refused.', code: 'swap_colleague_overlap' }, { status: 409 });
        }
        swaps[0]!.status = 'approved';
        return HttpResponse.json(swaps[0]);
      }),
    );
    const { user } = renderWithProviders(<ShiftSwapsPanel zone="UTC" />, { me: meFixture() });
    const panel = await screen.findByTestId('shift-swaps');
    expect(panel).toHaveTextContent('2 shift swaps to approve');
    const [first, second] = within(panel).getAllByTestId('shift-swap');
    expect(first).toHaveTextContent('Ada Admin gives Bea Soto');
    await user.click(within(second!).getByRole('button', { name: 'Approve swap' }));
    expect(await screen.findByText('The colleague has another shift at that time.')).toBeInTheDocument();
    await user.click(within(first!).getByRole('button', { name: 'Approve swap' }));
    await waitFor(() => expect(screen.getAllByTestId('shift-swap')).toHaveLength(1));
    expect(actions).toEqual(['4/approve', '3/approve']);
  });
});
