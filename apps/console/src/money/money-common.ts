// Shared bits of the console's four-eyes screens: the approval type, query keys and the failure text.
import type { ApprovalView } from '@shop/contracts/money-approvals';
import { ApiError } from '../lib/api';
import { writeFailure } from '../lib/format';
import type { Translate } from '../lib/i18n';
import { en, type MessageKey } from '../lib/messages';

export type Approval = ApprovalView;

export const approvalsKey = ['approvals', 'PENDING'] as const;
export const playerApprovalsKey = (playerId: string) => ['player-approvals', playerId] as const;
export const statementKey = (playerId: string) => ['player-statement', playerId] as const;

const isKey = (key: string): key is MessageKey => key in en;

/** A failed four-eyes write: the money.* text of its code, else the console's usual text. */
export function moneyFailure(t: Translate, error: unknown): string {
  if (error instanceof ApiError && isKey(`money.${error.code}`)) return t(`money.${error.code}` as MessageKey);
  if (error instanceof ApiError && isKey(`player.${error.code}`)) return writeFailure(t, error, 'player');
  return writeFailure(t, error, 'purchase');
}

export function kindText(t: Translate, kind: Approval['kind']): string {
  return t(`money.kind.${kind}` as MessageKey);
}

export function stateText(t: Translate, state: Approval['state']): string {
  return t(`money.state.${state}` as MessageKey);
}

/** Today in the operator's time zone as YYYY-MM-DD (the default of a receipt day). */
export function today(): string {
  const now = new Date();
  const month = String(now.getMonth() + 1).padStart(2, '0');
  const day = String(now.getDate()).padStart(2, '0');
  return `${now.getFullYear()}-${month}-${day}`;
}

/** Minor units of a purchase's price asked for in refunds still waiting for a second operator. */
export function waitingRefundTotal(approvals: readonly Approval[] | undefined, tid: string): number {
  return (approvals ?? [])
    .filter((approval) => approval.kind === 'refund' && approval.state === 'PENDING' && approval.purchaseTid === tid)
    .reduce((sum, approval) => sum + approval.amount, 0);
}
