// After a plan starts or changes, every cached answer may be out of date: the signed-in user's
// has_subscription_plan (the plan gate), the company's plan label, limits that depend on the plan.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

export function usePlanChanged(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries(), [queryClient]);
}
