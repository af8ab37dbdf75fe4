// GET /gd/rest/oauth2/auth/classic/deposit: the bearer token every /deposit call carries.
import { ApiError, requestText } from '../api-client';
import { tokenStore } from '../token-store';

/** Fetches a new token and keeps it (memory + sessionStorage). */
export async function fetchDepositToken(signal?: AbortSignal): Promise<string> {
  const token = await requestText('/gd/rest/oauth2/auth/classic/deposit', { query: { ts: Date.now() }, signal });
  if (token === '') throw new ApiError('no-data', 200, 'no-data');
  tokenStore.set(token);
  return token;
}

/** SPEC §7: 401 means not-logged-in, any other failure forbidden. */
export function tokenErrorCode(error: unknown): 'not-logged-in' | 'forbidden' {
  return error instanceof ApiError && error.kind === 'http' && error.status === 401 ? 'not-logged-in' : 'forbidden';
}
