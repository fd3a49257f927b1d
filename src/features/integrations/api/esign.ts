// The e-signature calls behind /humesign/ (contract/esign.ts): whether the server has a provider,
// the send form's choices, the requests (an admin's company list, or one's own), sending, cancelling
// and the signed PDF.
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ESignChoices, ESignRequest, ESignServerStatus, ESignStatus } from '../../../../contract/esign';
import type { Paginated } from '../../../../contract/pagination';
import { API_PATHS } from '../../../../contract/paths';
import { api } from '../../../api/client';
import { useSession } from '../../../api/session';

const ESIGN_KEY = 'esign';

export function getESignStatusQueryOptions(companyId: number | undefined) {
  return queryOptions({
    queryKey: [ESIGN_KEY, 'status', companyId],
    queryFn: ({ signal }) => api<ESignServerStatus>(API_PATHS.esign, { signal }),
    enabled: companyId !== undefined,
  });
}
export const useESignStatus = () => useQuery(getESignStatusQueryOptions(useSession()?.companyId));

export function useESignChoices(search: string) {
  const companyId = useSession()?.companyId;
  return useQuery({
    queryKey: [ESIGN_KEY, 'choices', companyId, search],
    queryFn: ({ signal }) => api<ESignChoices>(API_PATHS.esignChoices, { query: { search }, signal }),
    placeholderData: keepPreviousData,
  });
}

export const ESIGN_PAGE_SIZE = 20;
/** How often a list with documents waiting for a signature looks for the provider's answer. */
const WAITING_REFETCH_MS = 15_000;

export function useESignRequests(filter: { status?: ESignStatus; mine?: boolean; page?: number }) {
  const companyId = useSession()?.companyId;
  return useQuery({
    queryKey: [ESIGN_KEY, 'requests', companyId, filter],
    queryFn: ({ signal }) =>
      api<Paginated<ESignRequest>>(API_PATHS.esignRequests, {
        query: { status: filter.status, mine: filter.mine, page: filter.page ?? 1, page_size: ESIGN_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      query.state.data?.results.some((r) => r.status === 'sent') ? WAITING_REFETCH_MS : false,
  });
}

function useRefreshRequests() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: [ESIGN_KEY, 'requests'] });
}

export interface ESignSendInput {
  signer: number;
  /** A company file's id, or a PDF chosen on this device. */
  document: { companyFile: number } | { file: File };
  message: string;
  /** One per send attempt: a retried send after a lost answer is created once. */
  idempotencyKey: string;
}

export function useSendForSignature() {
  const refresh = useRefreshRequests();
  return useMutation({
    mutationFn: ({ signer, document, message, idempotencyKey }: ESignSendInput) => {
      const body = new FormData();
      body.append('signer', String(signer));
      if ('companyFile' in document) body.append('company_file', String(document.companyFile));
      else {
        body.append('file', document.file);
        body.append('file_name', document.file.name);
      }
      body.append('message', message);
      return api<ESignRequest>(API_PATHS.esignRequests, { method: 'POST', body, idempotencyKey });
    },
    onSuccess: () => refresh(),
  });
}

export function useCancelSignature() {
  const refresh = useRefreshRequests();
  return useMutation({
    mutationFn: (id: number) => api<ESignRequest>(API_PATHS.esignCancel(id), { method: 'POST' }),
    onSuccess: () => refresh(),
  });
}

export const downloadSignedDocument = (request: ESignRequest) =>
  api<Blob>(API_PATHS.esignSigned(request.id), { responseType: 'blob' });
