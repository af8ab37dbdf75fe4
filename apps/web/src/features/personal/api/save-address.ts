// POST /gd/rest/me/userData (SPEC §7): saves the address. 204 saved; 403 a list whose first item is the
// error code; 409 a redirect the browser follows; anything else is unexpected.
import type { AddressWrite } from '@shop/contracts/user';
import { useMutation } from '@tanstack/react-query';
import { hrefs } from '../../../config/paths';
import { ApiError, requestText } from '../../../lib/api-client';
import { addressWriteForbiddenCheck, addressWriteRedirectCheck } from '../../../lib/contract-checks/later/address';

export async function saveAddress(address: AddressWrite): Promise<void> {
  await requestText('/gd/rest/me/userData', { method: 'POST', body: address });
}

export type SaveFailure = { kind: 'route'; to: string } | { kind: 'leave'; url: string };

export function saveFailureOutcome(error: unknown): SaveFailure {
  const unexpected: SaveFailure = { kind: 'route', to: hrefs.error('unexpected') };
  if (!(error instanceof ApiError) || error.kind !== 'http') return unexpected;
  if (error.status === 403) {
    const codes = addressWriteForbiddenCheck.safeParse(error.body);
    const code = codes.success ? codes.data[0]?.trim() : undefined;
    return code === undefined || code === '' ? unexpected : { kind: 'route', to: hrefs.error(code) };
  }
  if (error.status === 409) {
    const redirect = addressWriteRedirectCheck.safeParse(error.body);
    return redirect.success && redirect.data.redirect !== ''
      ? { kind: 'leave', url: redirect.data.redirect }
      : unexpected;
  }
  return unexpected;
}

export function useSaveAddress() {
  return useMutation({ mutationFn: saveAddress });
}
