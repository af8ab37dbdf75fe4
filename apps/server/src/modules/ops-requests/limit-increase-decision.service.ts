// Deciding a limit-increase request in the back office (issue 25 point 3; docs/back-office.md "Limit-increase
// and support requests"). The player asked to raise a direct-debit provider's limit (SPEC §4 "Limit increase
// request", §8 limit exceeded): a grant gives the player their own limit for that provider, which replaces the
// catalogue's limit (providers.limit_minor) in the shop's provider list and in the purchase check; a decline
// changes no limit. The request leaves PENDING, so the shop's pending check (SPEC §7 HEAD …/pendingApproval) answers
// "not pending" and the player may ask again.
// Rules of a grant (SPEC §9 "limit bad": a limit is above zero): the amount is in the player's paying currency,
// above the limit that applies to the player now, and at most the operator's monthly deposit limit for the player
// (a single deposit can never be more than that; in Germany the law's 1,000 €).
// One transaction: the request's row lock (two decisions wait for each other; the second finds it decided, 409
// `already_decided`, nothing changed), the decision, the player's limit, the e-mail in the outbox and the audit row.
import type { LimitIncreaseDecision } from '@shop/contracts/ops-requests';
import { operatorMonthlyLimit } from '@shop/domain/deposit-limit';
import type { AppDeps } from '../../app-deps.ts';
import { limitCurrencyOf } from '../deposit-limits/deposit-limits.service.ts';
import { enqueueMail } from '../mail/mail-outbox.ts';
import { type AuditEntry, recordAudit } from '../operators/audit.ts';
import {
  findPlayerProviderLimit,
  findProviderCatalogueLimit,
  findRequestPlayer,
  type LimitIncreaseRow,
  lockLimitIncreaseRequest,
  type RequestPlayerRow,
  saveLimitIncreaseDecision,
  savePlayerProviderLimit,
} from './ops-requests.repository.ts';

export type LimitDecisionResult =
  | { ok: true; id: string }
  | { ok: false; code: 'not_found' | 'already_decided'; state?: string }
  | { ok: false; code: 'invalid_body'; fields: Record<string, string> };

export interface PlayerLimitFacts {
  currency: string;
  providerLimit: number | null;
  currentLimit: number | null;
  maxLimit: number | null;
}

/** The limits of one provider for one player: the catalogue's, the one in force for them, the highest grantable. */
export function playerLimitFacts(
  deps: AppDeps,
  player: Pick<RequestPlayerRow, 'country' | 'gd_currency'>,
  providerLimit: number | null,
  granted: { currency: string; limit_minor: number } | undefined,
): PlayerLimitFacts {
  const currency = limitCurrencyOf(player);
  const own = granted !== undefined && granted.currency === currency ? granted.limit_minor : null;
  return {
    currency,
    providerLimit,
    currentLimit: own ?? providerLimit,
    maxLimit: operatorMonthlyLimit({
      country: player.country,
      currency,
      defaults: deps.config.depositLimitMonthlyDefaults,
    }),
  };
}

const REQUEST_ID = /^[1-9]\d{0,17}$/;

export function isLimitIncreaseRequestId(raw: string): boolean {
  return REQUEST_ID.test(raw);
}

/** The fields a decision must carry before anything is read (400 with them, nothing changed). */
function missingFields(decision: LimitIncreaseDecision): Record<string, string> {
  const fields: Record<string, string> = {};
  if (decision.decision === 'grant') {
    if (decision.amount === undefined) fields.amount = 'required';
    if (decision.currency === undefined) fields.currency = 'required';
  } else if (decision.reason === undefined) {
    fields.reason = 'required';
  }
  return fields;
}

/** Why a granted amount does not fit the player (field `amount` or `currency`), or null. */
function grantProblem(facts: PlayerLimitFacts, amount: number, currency: string): Record<string, string> | null {
  if (currency !== facts.currency) return { currency: 'not_player_currency' };
  if (facts.currentLimit === null) return { amount: 'no_limit_to_raise' };
  if (amount <= facts.currentLimit) return { amount: 'not_above_current' };
  if (facts.maxLimit !== null && amount > facts.maxLimit) return { amount: 'above_maximum' };
  return null;
}

export async function decideLimitIncrease(
  deps: AppDeps,
  input: { id: string; operatorId: number; decision: LimitIncreaseDecision },
): Promise<LimitDecisionResult> {
  if (!isLimitIncreaseRequestId(input.id)) return { ok: false, code: 'not_found' };
  const missing = missingFields(input.decision);
  if (Object.keys(missing).length > 0) return { ok: false, code: 'invalid_body', fields: missing };
  return deps.db.transaction().execute(async (trx): Promise<LimitDecisionResult> => {
    const request: LimitIncreaseRow | undefined = await lockLimitIncreaseRequest(trx, input.id);
    if (request === undefined) return { ok: false, code: 'not_found' };
    if (request.state !== 'PENDING') return { ok: false, code: 'already_decided', state: request.state };
    const player = await findRequestPlayer(trx, request.user_id);
    if (player === undefined) return { ok: false, code: 'not_found' };
    const catalogueLimit = (await findProviderCatalogueLimit(trx, request.provider_code)) ?? null;
    const granted = await findPlayerProviderLimit(trx, player.id, request.provider_code);
    const facts = playerLimitFacts(deps, player, catalogueLimit, granted);
    const now = deps.clock.now();
    const { decision } = input;
    const before = {
      requestId: request.id,
      providerCode: request.provider_code,
      state: request.state,
      limit: facts.currentLimit,
      currency: facts.currency,
    };
    const dedupeKey = `limit-increase:${request.id}:decision`;
    let audit: Pick<AuditEntry, 'action' | 'after' | 'reason'>;
    if (decision.decision === 'grant') {
      const amount = decision.amount as number;
      const problem = grantProblem(facts, amount, decision.currency as string);
      if (problem !== null) return { ok: false, code: 'invalid_body', fields: problem };
      await saveLimitIncreaseDecision(trx, {
        id: request.id,
        state: 'APPROVED',
        grantedAmount: amount,
        currency: facts.currency,
        operatorId: input.operatorId,
        reason: decision.reason ?? null,
        now,
      });
      await savePlayerProviderLimit(trx, {
        userId: player.id,
        code: request.provider_code,
        currency: facts.currency,
        amount,
        requestId: request.id,
        now,
      });
      await enqueueMail(trx, {
        at: now,
        userId: player.id,
        kind: 'limit_increase_granted',
        params: {
          providerCode: request.provider_code,
          amount,
          currency: facts.currency,
          note: decision.reason ?? null,
        },
        dedupeKey,
      });
      audit = {
        action: 'limit_increase.grant',
        after: { ...before, state: 'APPROVED', limit: amount },
        reason: decision.reason ?? null,
      };
    } else {
      const reason = decision.reason as string;
      await saveLimitIncreaseDecision(trx, {
        id: request.id,
        state: 'REJECTED',
        grantedAmount: null,
        currency: null,
        operatorId: input.operatorId,
        reason,
        now,
      });
      await enqueueMail(trx, {
        at: now,
        userId: player.id,
        kind: 'limit_increase_declined',
        params: { providerCode: request.provider_code, reason },
        dedupeKey,
      });
      audit = { action: 'limit_increase.decline', after: { ...before, state: 'REJECTED' }, reason };
    }
    await recordAudit(trx, {
      operatorId: input.operatorId,
      subjectType: 'player',
      subjectId: String(player.id),
      before,
      ...audit,
      at: now,
    });
    return { ok: true, id: request.id };
  });
}
