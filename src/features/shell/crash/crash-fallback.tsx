// What an error boundary renders for a caught error: nothing but a spinner while the page reloads,
// the crash screen once reloads are used up, or the quiet notice for other errors.
import { useEffect } from 'react';
import { PageSpinner } from '../../../ui/page-spinner';
import { CrashScreen } from './crash-screen';
import { ErrorNotice } from './error-notice';
import { crashOutcome, reactToCrash } from './handle-crash';

export function CrashFallback({ error }: { error: unknown }) {
  const outcome = crashOutcome(error);
  useEffect(() => reactToCrash(error, outcome), [error, outcome]);
  if (outcome === 'reload') return <PageSpinner />;
  if (outcome === 'crash-screen') return <CrashScreen />;
  return <ErrorNotice />;
}
