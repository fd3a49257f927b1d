// The crash outcome across reloads: sessionStorage carries the reload times, each error object is
// counted once, and only recognised crashes reload or offer support.
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setSession } from '../../../api/session';
import { onSupportPrompt } from '../../../lib/support';
import { crashOutcome, reactToCrash } from './handle-crash';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  vi.spyOn(console, 'info').mockImplementation(() => {});
});

const crash = () => new TypeError("Cannot read properties of null (reading 'id')");

describe('crashOutcome', () => {
  it('reloads twice within a minute, then shows the crash screen', () => {
    const t0 = 1_000_000;
    expect(crashOutcome(crash(), t0)).toBe('reload');
    expect(crashOutcome(crash(), t0 + 10_000)).toBe('reload');
    expect(crashOutcome(crash(), t0 + 20_000)).toBe('crash-screen');
    expect(crashOutcome(crash(), t0 + 60_001)).toBe('reload');
  });

  it('decides once per error object, however often it renders', () => {
    const error = crash();
    expect(crashOutcome(error, 1_000)).toBe('reload');
    expect(crashOutcome(error, 1_001)).toBe('reload');
    expect(crashOutcome(error, 1_002)).toBe('reload');
    expect(crashOutcome(crash(), 1_003)).toBe('reload');
    expect(crashOutcome(crash(), 1_004)).toBe('crash-screen');
  });

  it('leaves other errors quiet and uncounted', () => {
    expect(crashOutcome(new Error('Request failed'), 1_000)).toBe('quiet');
    expect(sessionStorage.length).toBe(0);
  });
});

describe('reactToCrash', () => {
  it('reports the crash and offers support once for the crash screen', async () => {
    setSession({ token: 't', refresh: 'r', userId: 1, companyId: 1 });
    const reports: unknown[] = [];
    server.use(
      http.post('*/account/api/log-frontend-error/', async ({ request }) => {
        reports.push(await request.json());
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const prompts: string[] = [];
    const off = onSupportPrompt((d) => prompts.push(d.reason));
    const error = crash();
    const reload = vi.fn();
    reactToCrash(error, 'crash-screen', reload);
    reactToCrash(error, 'crash-screen', reload);
    await vi.waitFor(() => expect(reports).toHaveLength(1));
    expect(reports[0]).toMatchObject({ message: "TypeError: Cannot read properties of null (reading 'id')" });
    expect(prompts).toEqual(['crash']);
    expect(reload).not.toHaveBeenCalled();
    off();
  });

  it('reloads after the report for a recognised crash, and never prompts for a quiet one', async () => {
    const prompts: string[] = [];
    const off = onSupportPrompt((d) => prompts.push(d.reason));
    const reload = vi.fn();
    reactToCrash(crash(), 'reload', reload);
    reactToCrash(new Error('x'), 'quiet', reload);
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(prompts).toEqual([]);
    off();
  });
});
