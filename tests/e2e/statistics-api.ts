// Statistics through the API for the statistics journeys and the sheet bench's TypeScript twin:
// creating stats and reading their stored values, with a token taken from the signed-in tab.
import { baseUrl } from './harness';

export interface ApiStat {
  id: number;
  name: string;
  period_type: string;
}

export interface ApiStatValue {
  id: number;
  stat: number;
  period_start: string;
  value: number;
}

async function call<T>(token: string, method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${baseUrl}/${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      accept: 'application/json',
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

export function createStat(token: string, name: string, periodType = 'WEEKLY'): Promise<ApiStat> {
  return call<ApiStat>(token, 'POST', 'statistics/api/list-create/', { name, period_type: periodType });
}

/** Every value the server holds for a stat (the call answers an array or a page of them). */
export async function statValues(token: string, statId: number): Promise<ApiStatValue[]> {
  const answer = await call<ApiStatValue[] | { results: ApiStatValue[] }>(
    token,
    'GET',
    `statistics/api/statvalues/${statId}/`,
  );
  return Array.isArray(answer) ? answer : answer.results;
}

/** What the server says about one item of a bulk create, sent directly (not through the app). */
export async function bulkItemErrors(
  token: string,
  values: Array<{ stat: number; period_start: string; value: number }>,
): Promise<Array<{ index: number; detail: string }>> {
  const answer = await call<{ errors: Array<{ index: number; detail: string }> }>(
    token,
    'POST',
    'statistics/api/statvalue/bulk-create/',
    { values },
  );
  return answer.errors;
}
