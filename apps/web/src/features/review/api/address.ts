// GET /gd/rest/me/userData?fields=address (SPEC §7): the practice player's personal details for review.
import type { AddressRead } from '@shop/contracts/user';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { requestJson } from '../../../lib/api-client';
import { addressReadCheck } from '../../../lib/contract-checks/later/address';

export function fetchAddress(signal?: AbortSignal): Promise<AddressRead> {
  return requestJson('/gd/rest/me/userData', addressReadCheck, { query: { fields: 'address' }, signal });
}

// Its own key: the personal step may cache the same call under another shape.
export const reviewAddressQueryOptions = () =>
  queryOptions({
    queryKey: ['review', 'address'] as const,
    queryFn: ({ signal }) => fetchAddress(signal),
    // Just saved on the personal step: always read it fresh when review opens.
    staleTime: 0,
  });

export function useReviewAddress(enabled: boolean) {
  return useQuery({ ...reviewAddressQueryOptions(), enabled });
}
