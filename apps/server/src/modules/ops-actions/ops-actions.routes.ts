// The back office's write actions of issue 12 point 4 (docs/back-office.md "Refunds, blocks, cancellations"):
// refund a deposit (finance), lift a deposit block after a returned debit is paid (finance), record a postal or
// e-mail saver-package cancellation (support). Each change and its audit entry are one transaction (see the
// services); the Origin check of every /ops write runs before (plugins/origin-check.ts).
import { approvalAnswerSchema, blockLiftRequestSchema } from '@shop/contracts/money-approvals';
import { opsErrorSchema } from '@shop/contracts/operator';
import {
  cancellationAnswerSchema,
  cancellationRequestSchema,
  opsSubscriptionSchema,
  refundAnswerSchema,
  refundRequestSchema,
} from '@shop/contracts/ops-actions';
import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import type { AppDeps } from '../../app-deps.ts';
import { refundApprovalThresholdFor } from '../../config/env.ts';
import { json, opsError } from '../../plugins/openapi.ts';
import { sendApprovalResult } from '../money-approvals/money-approvals.routes.ts';
import { requestBlockLift, requestRefundApproval } from '../money-approvals/money-approvals.service.ts';
import { moneyActionRequired, operatorRequired } from '../operators/operator-guard.ts';
import { playerIdOf, sendOpsError } from '../operators/ops-answers.ts';
import { opsWriteRoute } from '../operators/ops-write-route.ts';
import { withOperators } from '../refunds/refund-views.repository.ts';
import { findPurchaseCurrency } from '../refunds/refunds.repository.ts';
import { requestRefund } from '../refunds/refunds.service.ts';
import { recordCancellation } from '../subscriptions/subscription-cancellation-ops.ts';

/** A purchase tid as the shop makes them; anything else names no purchase. */
const TID = /^[A-Za-z0-9_-]{1,64}$/;

const approvalAsked = json(approvalAnswerSchema, 'Waits for a second operator’s approval (four-eyes)');
const INVALID = 'invalid_body with the fields that did not fit';

export async function opsActionsRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  opsWriteRoute(app, '/ops/api/purchases/:tid/refunds', {
    guard: moneyActionRequired(deps, ['finance']),
    body: refundRequestSchema,
    answers: {
      200: json(refundAnswerSchema, 'The refund asked before under the same key'),
      201: json(refundAnswerSchema, 'The refund, sent to the PSP'),
      202: approvalAsked,
      409: opsError('Why the purchase cannot be refunded (e.g. amount_too_high, not_refundable)'),
    },
    invalid: INVALID,
    keyOf: (tid) => (TID.test(tid) ? tid : null),
    act: async ({ key: tid, operatorId, body }, reply) => {
      // Four-eyes (issue 25 point 4): above the threshold of the purchase's currency the refund waits for a second
      // operator (202). An unknown tid goes on to the refund, which answers 404.
      const currency = await findPurchaseCurrency(deps.db, tid);
      if (currency !== undefined && body.amount > refundApprovalThresholdFor(deps.config, currency)) {
        return sendApprovalResult(reply, await requestRefundApproval(deps, { tid, operatorId, ...body }), 202);
      }
      const result = await requestRefund(deps, { tid, operatorId, ...body });
      if (!result.ok) return sendOpsError(reply, result.code === 'not_found' ? 404 : 409, result.code);
      const [refund] = await withOperators(deps.db, [result.refund]);
      return reply
        .status(result.created ? 201 : 200)
        .header('cache-control', 'no-store')
        .send({ refund });
    },
  });

  opsWriteRoute(app, '/ops/api/players/:id/deposit-block/lift', {
    guard: moneyActionRequired(deps, ['finance']),
    body: blockLiftRequestSchema,
    answers: {
      200: json(approvalAnswerSchema, 'The approval asked before'),
      202: approvalAsked,
      409: opsError('No returned-debit block to lift, or one waits already'),
    },
    invalid: INVALID,
    keyOf: playerIdOf,
    // Four-eyes (issue 25 point 4): the amount received, its day and bank reference wait for a second operator.
    act: async ({ key: userId, operatorId, body }, reply) =>
      sendApprovalResult(reply, await requestBlockLift(deps, { ...body, userId, operatorId }), 202),
  });

  opsWriteRoute(app, '/ops/api/players/:id/subscription/cancellation', {
    guard: operatorRequired(deps, ['support']),
    body: cancellationRequestSchema,
    answers: {
      200: json(cancellationAnswerSchema, 'The saver package, cancelled'),
      409: json(
        z.extend(opsErrorSchema, { subscription: z.optional(opsSubscriptionSchema) }),
        'already_cancelled (with the subscription), or why it cannot be cancelled',
      ),
    },
    invalid: INVALID,
    keyOf: playerIdOf,
    act: async ({ key: userId, operatorId, body }, reply) => {
      const result = await recordCancellation(deps, { ...body, userId, operatorId });
      if (result.ok) return reply.header('cache-control', 'no-store').send({ subscription: result.subscription });
      switch (result.code) {
        case 'not_found':
          return sendOpsError(reply, 404, 'not_found');
        case 'invalid_body':
          return sendOpsError(reply, 400, 'invalid_body', { fields: result.fields });
        case 'already_cancelled':
          return reply
            .status(409)
            .header('cache-control', 'no-store')
            .send({ code: 'already_cancelled', subscription: result.subscription });
        default:
          return sendOpsError(reply, 409, result.code);
      }
    },
  });
}
