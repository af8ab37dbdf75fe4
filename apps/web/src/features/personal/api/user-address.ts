// GET /gd/rest/me/userData?fields=address (cookie session): the stored address that prefills the form.
import type { AddressRead } from '@shop/contracts/user';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { requestJson } from '../../../lib/api-client';
import { addressReadCheck } from '../../../lib/contract-checks/later/address';

export function fetchUserAddress(signal?: AbortSignal): Promise<AddressRead> {
  return requestJson('/gd/rest/me/userData', addressReadCheck, { query: { fields: 'address' }, signal });
}

export const userAddressQueryOptions = () =>
  queryOptions({
    queryKey: ['user-data', 'address'] as const,
    queryFn: ({ signal }) => fetchUserAddress(signal),
  });

export function useUserAddress(enabled: boolean) {
  return useQuery({ ...userAddressQueryOptions(), enabled });
}
