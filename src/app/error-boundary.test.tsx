// The error boundary's screens: the crash screen once automatic reloads are used up (with the
// support panel offered), and a plain notice for errors it does not recognise.
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { onSupportPrompt } from '../lib/support';
import { renderWithProviders, setupApiServer } from '../test/render';
import { ErrorBoundary } from './error-boundary';

setupApiServer();

function Broken({ error }: { error: Error }): never {
  throw error;
}

describe('ErrorBoundary', () => {
  it('shows the friendly crash screen after two reloads in the last minute, and offers support', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'info').mockImplementation(() => {});
    sessionStorage.setItem('groundwork.crash.reloads', JSON.stringify([Date.now() - 5_000, Date.now() - 1_000]));
    const prompts: string[] = [];
    const off = onSupportPrompt((d) => prompts.push(d.reason));
    renderWithProviders(
      <ErrorBoundary>
        <Broken error={new TypeError('items.map is not a function')} />
      </ErrorBoundary>,
      { me: null },
    );
    expect(await screen.findByText('Something went wrong!')).toBeInTheDocument();
    expect(screen.getByText("Please don't try the same thing again right now")).toBeInTheDocument();
    expect(screen.getByText(/wait about 10 minutes/i)).toBeInTheDocument();
    expect(screen.getByText(/use the chat/i)).toBeInTheDocument();
    expect(prompts).toEqual(['crash']);
    off();
  });

  it('shows only a plain notice for an error it does not recognise', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const prompts: string[] = [];
    const off = onSupportPrompt((d) => prompts.push(d.reason));
    renderWithProviders(
      <ErrorBoundary>
        <Broken error={new RangeError('Invalid time value')} />
      </ErrorBoundary>,
      { me: null },
    );
    expect(await screen.findByText('An error occurred')).toBeInTheDocument();
    expect(screen.queryByText('Something went wrong!')).toBeNull();
    expect(prompts).toEqual([]);
    off();
  });
});
