// An attendance admin's writes on the schedule: a shift created, changed (moved) or deleted, last
// week copied, a template saved or applied, the drafts published. Each refreshes every schedule
// query after (a move can take a shift into another week; a publish changes My shifts).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS } from '../../../../contract/paths';
import type {
  Shift,
  ShiftCopyResult,
  ShiftInput,
  ShiftPatch,
  ShiftPublishInput,
  ShiftPublishResult,
  ShiftTemplate,
  ShiftTemplateInput,
} from '../../../../contract/shifts';
import { api } from '../../../api/client';
import { SHIFTS_KEY } from './get-shifts';
import { getShiftTemplatesQueryOptions } from './get-shift-templates';

export const createShift = (body: ShiftInput) => api<Shift>(API_PATHS.shifts, { method: 'POST', body });
export const updateShift = ({ id, ...body }: ShiftPatch & { id: number }) =>
  api<Shift>(API_PATHS.shift(id), { method: 'PATCH', body });
export const deleteShift = (id: number) => api<null>(API_PATHS.shift(id), { method: 'DELETE' });
export const copyLastWeek = (weekStart: string) =>
  api<ShiftCopyResult>(API_PATHS.shiftsCopyWeek, { method: 'POST', body: { week_start: weekStart } });
export const publishShifts = (body: ShiftPublishInput) =>
  api<ShiftPublishResult>(API_PATHS.shiftsPublish, { method: 'POST', body });
export const saveShiftTemplate = (body: ShiftTemplateInput) =>
  api<ShiftTemplate>(API_PATHS.shiftTemplates, { method: 'POST', body });
export const applyShiftTemplate = ({ id, weekStart }: { id: number; weekStart: string }) =>
  api<ShiftCopyResult>(API_PATHS.shiftTemplateApply(id), { method: 'POST', body: { week_start: weekStart } });

function useScheduleMutation<A, R>(fn: (args: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: SHIFTS_KEY }),
        queryClient.invalidateQueries({ queryKey: getShiftTemplatesQueryOptions().queryKey }),
      ]),
  });
}

export const useCreateShift = () => useScheduleMutation(createShift);
export const useUpdateShift = () => useScheduleMutation(updateShift);
export const useDeleteShift = () => useScheduleMutation(deleteShift);
export const useCopyLastWeek = () => useScheduleMutation(copyLastWeek);
export const usePublishShifts = () => useScheduleMutation(publishShifts);
export const useSaveShiftTemplate = () => useScheduleMutation(saveShiftTemplate);
export const useApplyShiftTemplate = () => useScheduleMutation(applyShiftTemplate);
