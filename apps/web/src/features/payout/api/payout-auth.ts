// POST /gd/rest/oauth2/auth {password, type: 'payout'}: the password step-up that yields the payout token.
import type { PayoutAuthResponse } from '@shop/contracts/payout';
import { ApiError, requestJson } from '../../../lib/api-client';
import { payoutAuthResponseCheck } from '../../../lib/contract-checks/later/payout';

/** What the password check means for the data step (SPEC §5 Payout password rules). */
export type PasswordCheck =
  | { kind: 'confirmed'; token: string }
  | { kind: 'wrong' }
  | { kind: 'tooManyAttempts' }
  /** Any other failure, an HTTP 401 included: the flow goes to /error/unexpected. */
  | { kind: 'failed' };

export function passwordCheckOf(answer: PayoutAuthResponse): PasswordCheck {
  if (answer.successful && answer.token !== null && answer.token !== '')
    return { kind: 'confirmed', token: answer.token };
  if (answer.successful) return { kind: 'failed' };
  if (answer.reason === 'invalidPassword') return { kind: 'wrong' };
  if (answer.reason === 'tooManyAttempts') return { kind: 'tooManyAttempts' };
  return { kind: 'failed' };
}

export async function checkPayoutPassword(password: string): Promise<PasswordCheck> {
  try {
    const answer = await requestJson('/gd/rest/oauth2/auth', payoutAuthResponseCheck, {
      method: 'POST',
      body: { password, type: 'payout' },
    });
    return passwordCheckOf(answer);
  } catch (error) {
    // The rate limit answers 429 (with or without the reason in the body).
    if (error instanceof ApiError && error.kind === 'http' && error.status === 429) return { kind: 'tooManyAttempts' };
    return { kind: 'failed' };
  }
}
