// Custom field definitions with their choices, and a staff member's values (spec people §7).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CustomFieldDefinition, StaffCustomField } from '../../../../contract/company-data';
import { API_PATHS } from '../../../../contract/paths';
import { api } from '../../../api/client';
import { PEOPLE_KEY } from './people-keys';
import { usePeopleMutation } from './staff-actions';

export function getCustomFieldDefinitionsQueryOptions() {
  return queryOptions({
    queryKey: [PEOPLE_KEY, 'custom-fields'],
    queryFn: ({ signal }) => api<CustomFieldDefinition[]>(API_PATHS.customFieldDefinitions, { signal }),
  });
}
export const useCustomFieldDefinitions = () => useQuery(getCustomFieldDefinitionsQueryOptions());

export function getStaffCustomFieldsQueryOptions(staffId: number) {
  return queryOptions({
    queryKey: [PEOPLE_KEY, 'staff', 'custom-fields', staffId],
    queryFn: ({ signal }) => api<StaffCustomField[]>(API_PATHS.staffCustomFields(staffId), { signal }),
  });
}
export const useStaffCustomFields = (staffId: number) => useQuery(getStaffCustomFieldsQueryOptions(staffId));

export const useSetStaffCustomField = () =>
  usePeopleMutation(
    ({ staffId, ...body }: { staffId: number; definition: number; value: string; choice: number | null }) =>
      api<StaffCustomField>(API_PATHS.staffCustomFields(staffId), { method: 'POST', body }),
  );
export const useCreateCustomField = () =>
  usePeopleMutation((body: { name: string; field_type: CustomFieldDefinition['field_type'] }) =>
    api<CustomFieldDefinition>(API_PATHS.customFieldDefinitions, { method: 'POST', body }),
  );
export const useUpdateCustomField = () =>
  usePeopleMutation(({ id, ...body }: { id: number; name: string; is_required: boolean }) =>
    api<CustomFieldDefinition>(API_PATHS.customFieldDefinition(id), { method: 'PATCH', body }),
  );
export const useDeleteCustomField = () =>
  usePeopleMutation((id: number) => api<void>(API_PATHS.customFieldDefinition(id), { method: 'DELETE' }));
export const useCreateChoice = () =>
  usePeopleMutation(({ id, label }: { id: number; label: string }) =>
    api<unknown>(API_PATHS.customFieldChoices(id), { method: 'POST', body: { label } }),
  );
export const useUpdateChoice = () =>
  usePeopleMutation(({ id, choiceId, label }: { id: number; choiceId: number; label: string }) =>
    api<unknown>(API_PATHS.customFieldChoice(id, choiceId), { method: 'PATCH', body: { label } }),
  );
export const useDeleteChoice = () =>
  usePeopleMutation(({ id, choiceId }: { id: number; choiceId: number }) =>
    api<void>(API_PATHS.customFieldChoice(id, choiceId), { method: 'DELETE' }),
  );
/** Undo of a deletion (issue 21): the field with its choices and every value, or a choice. */
export const useRestoreCustomField = () =>
  usePeopleMutation((id: number) => api<CustomFieldDefinition>(API_PATHS.customFieldRestore(id), { method: 'POST' }));
export const useRestoreChoice = () =>
  usePeopleMutation(({ id, choiceId }: { id: number; choiceId: number }) =>
    api<unknown>(API_PATHS.customFieldChoiceRestore(id, choiceId), { method: 'POST' }),
  );
