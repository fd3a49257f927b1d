// The outbox kind for a request filed on Create New Request (issue 21): saved on the device first
// and listed under My requests at once as waiting, then sent once (Idempotency-Key = its outbox id)
// to request/api/create/. A time-off type's request is filed with its time off, so the calendar
// shows it too once the server has it. Each request is its own entity: one refused never holds
// back another.
import type { QueryClient } from '@tanstack/react-query';
import { API_PATHS } from '../../../../contract/paths';
import type { RequestCreate, RequestDetail } from '../../../../contract/requests';
import { registerOutboxKind } from '../../../offline/kinds';
import { getRequestQueryOptions } from '../api/get-request';
import { getRequestsQueryOptions } from '../api/get-requests';

export const CREATE_REQUEST_KIND = 'requests.create';

/** A queued request: what the form sends, and the id it is queued under (its name on this device). */
export interface QueuedRequestCreate extends RequestCreate {
  key: string;
}

export const requestEntityKey = (key: string) => `request:${key}`;

const isRequestDetail = (value: unknown): value is RequestDetail =>
  typeof value === 'object' && value !== null && typeof (value as RequestDetail).id === 'number';

export function registerCreateRequestKind(
  queryClient: QueryClient,
  options: {
    /** Other screens that show what the server filed (the time-off calendar, composed in src/app). */
    onFiled?: () => void;
  } = {},
): void {
  registerOutboxKind<QueuedRequestCreate>({
    kind: CREATE_REQUEST_KIND,
    label: 'sync.kinds.request',
    toRequest: ({ key, ...body }) => ({
      method: 'POST',
      path: API_PATHS.requestCreate,
      body,
      entityKey: requestEntityKey(key),
    }),
    onDone: async (result) => {
      if (!isRequestDetail(result)) return;
      queryClient.setQueryData(getRequestQueryOptions(result.id).queryKey, result);
      options.onFiled?.();
      await queryClient.invalidateQueries({ queryKey: getRequestsQueryOptions().queryKey.slice(0, 1) });
    },
  });
}
