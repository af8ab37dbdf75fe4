// GET /gd/rest/me/userData?fields=address (cookie session): the stored address that prefills the form.
import { type AddressRead, addressReadSchema } from '@shop/contracts/user';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { requestJson } from '../../../lib/api-client';

export function fetchUserAddress(signal?: AbortSignal): Promise<AddressRead> {
  return requestJson('/gd/rest/me/userData', addressReadSchema, { query: { fields: 'address' }, signal });
}

export const userAddressQueryOptions = () =>
  queryOptions({
    queryKey: ['user-data', 'address'] as const,
    queryFn: ({ signal }) => fetchUserAddress(signal),
  });

export function useUserAddress(enabled: boolean) {
  return useQuery({ ...userAddressQueryOptions(), enabled });
}
