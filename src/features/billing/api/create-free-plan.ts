// POST subscription/api/create-free-plan/ (spec shell §7): the Free plan, no card.
import { useMutation } from '@tanstack/react-query';
import type { MySubscription } from '../../../../contract/subscription';
import { API_PATHS } from '../../../../contract/paths';
import { api } from '../../../api/client';
import { usePlanChanged } from './use-plan-changed';

export function createFreePlan(): Promise<MySubscription> {
  return api<MySubscription>(API_PATHS.createFreePlan, { method: 'POST' });
}

export function useCreateFreePlan() {
  const planChanged = usePlanChanged();
  return useMutation({ mutationFn: createFreePlan, onSuccess: planChanged });
}
