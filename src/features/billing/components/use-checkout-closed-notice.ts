// Coming back from a closed checkout (?checkout=closed): "Process Closed. Please select pricing plan
// to continue." once (spec shell §4, §8), and the parameter leaves the URL so a reload does not
// say it again.
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { CHECKOUT_CLOSED } from '../../../../contract/subscription-constants';
import { notify } from '../../../ui/toaster';

/** Shows the "Process Closed" message once when the URL says the checkout was closed. */
export function useCheckoutClosedNotice() {
  const [params, setParams] = useSearchParams();
  const closed = params.get('checkout') === 'closed';
  useEffect(() => {
    if (!closed) return;
    notify('warning', CHECKOUT_CLOSED);
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.delete('checkout');
        return next;
      },
      { replace: true },
    );
  }, [closed, setParams]);
}
