// Coming back from a closed checkout (?checkout=closed): "Process Closed. Please select pricing plan
// to continue." once (spec shell §4, §8), and the parameter leaves the URL so a reload does not
// say it again.
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { CHECKOUT_CLOSED } from '../../../../contract/subscription-constants';
import { notify } from '../../../ui/toaster';

/** Shows the "Process Closed" message once when the URL says the checkout was closed. */
export function useCheckoutClosedNotice() {
  const [params, setParams] = useSearchParams();
  const closed = params.get('checkout') === 'closed';
  // Once per visit: another effect of the page may rewrite the URL from the same starting point
  // (react-router does not queue functional updates), briefly bringing the parameter back.
  const shown = useRef(false);
  useEffect(() => {
    if (!closed) return;
    if (!shown.current) notify('warning', CHECKOUT_CLOSED);
    shown.current = true;
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
