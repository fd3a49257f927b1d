// PUT account/api/staffs/{id}/private_info_update/ (spec people §7): a staff member's language.
// Saving a changed language of one's own profile reloads the page in it (§4); the caller reloads.
import { useMutation } from '@tanstack/react-query';
import type { PrivateInfoUpdateResponse } from '../../../../contract/account';
import { API_PATHS } from '../../../../contract/paths';
import { api } from '../../../api/client';

export const updatePrivateInfo = ({ staffId, language_code }: { staffId: number; language_code: string }) =>
  api<PrivateInfoUpdateResponse>(API_PATHS.privateInfoUpdate(staffId), { method: 'PUT', body: { language_code } });

export const useUpdatePrivateInfo = () => useMutation({ mutationFn: updatePrivateInfo });
