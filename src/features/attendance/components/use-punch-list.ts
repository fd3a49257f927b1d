// The rows of the Clock Ins list for a filter. Without dates, the server pages the list. With dates,
// the days are the staff member's own local days (the punch's offset), while the server filters
// whole UTC days: so every page of the range widened by a day on each side is fetched, narrowed
// here to the punches tapped on the chosen local days, and paged here. Queued punches of this
// device are listed first on page one, matched against the same filter.
import type { ClockIn, ClockRequest } from '../../../../contract/attendance';
import type { OutboxItem } from '../../../offline/db';
import { useOutboxItems } from '../../../offline/use-outbox';
import { getAllClockIns, useAllClockIns, useClockIns } from '../api/get-clock-ins';
import { addDays } from '../lib/month-grid';
import { tappedLocalDate } from '../lib/punch-time';
import { CLOCK_KIND } from '../offline/clock-kind';

export const PAGE_SIZE = 50;

export interface PunchFilter {
  staff?: number;
  from?: string;
  to?: string;
  page: number;
}

export interface QueuedPunch {
  item: OutboxItem;
  body: ClockRequest;
}

const inRange = (date: string, from?: string, to?: string) => (!from || date >= from) && (!to || date <= to);

export function usePunchList(filter: PunchFilter, me: { staffId: number } | undefined) {
  const ranged = Boolean(filter.from || filter.to);
  const paged = useClockIns({ staff: filter.staff, page: filter.page, page_size: PAGE_SIZE }, { enabled: !ranged });
  const range = useAllClockIns(
    {
      staff: filter.staff,
      date_from: filter.from ? addDays(filter.from, -1) : undefined,
      date_to: filter.to ? addDays(filter.to, 1) : undefined,
    },
    { enabled: ranged },
  );
  const outbox = useOutboxItems(CLOCK_KIND);

  const rangeRows = !ranged
    ? undefined
    : range.data?.filter((p) => inRange(tappedLocalDate(p), filter.from, filter.to));
  const start = (filter.page - 1) * PAGE_SIZE;
  const rows: ClockIn[] | undefined = ranged ? rangeRows?.slice(start, start + PAGE_SIZE) : paged.data?.results;
  const count = ranged ? (rangeRows?.length ?? 0) : (paged.data?.count ?? 0);

  const mine = me !== undefined && (filter.staff === undefined || filter.staff === me.staffId);
  const queued: QueuedPunch[] =
    mine && filter.page === 1
      ? (outbox ?? [])
          .map((item) => ({ item, body: item.body as ClockRequest }))
          // The device wrote the tap in its own offset, so its first ten characters are the local day.
          .filter(({ body }) => inRange(body.client_time.slice(0, 10), filter.from, filter.to))
          .reverse()
      : [];

  const query = ranged ? range : paged;
  /** Every punch of the filter, for the export: the range is already whole; pages are fetched. */
  const fetchAll = async (): Promise<ClockIn[]> => rangeRows ?? (await getAllClockIns({ staff: filter.staff }));

  return {
    rows,
    count,
    pages: Math.max(1, Math.ceil(count / PAGE_SIZE)),
    queued,
    isPending: query.isPending,
    isError: query.isError && !query.data,
    /** The server's rows as fetched, for the "as of" note when they could not be refreshed. */
    source: query,
    refetch: () => void query.refetch(),
    fetchAll,
  };
}
