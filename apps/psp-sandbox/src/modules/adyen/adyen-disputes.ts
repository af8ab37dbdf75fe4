// Adyen's Disputes API (DisputeService v30) in the sandbox's Adyen dialect, at
// ${publicUrl}/adyen/ca/services/DisputeService/v30/<call>, so the shop's Adyen adapter answers disputes through
// the official library's DisputesAPI with only ADYEN_DISPUTES_BASE_URL changed. The disputes are the sandbox's
// own (store.disputes: opened by the test tools on a payment made in Adyen's dialect), by disputePspReference.
// - acceptDispute: the merchant gives the money up. A notice (NOTIFICATION_OF_CHARGEBACK) accepted becomes the
//   CHARGEBACK, notified as Adyen does; an accepted chargeback stays as it is.
// - retrieveApplicableDefenseReasons: the reasons a defendable, open, unanswered dispute can be defended with, each
//   with its document types (`available` once supplied).
// - supplyDefenseDocument: base64 PDF, JPEG or TIFF documents of those types (a PDF must start with %PDF).
// - defendDispute: with one of the reasons, once its required documents are supplied. The outcome comes from the
//   test tool POST /v1/test/disputes/:id/outcome {outcome: WON|LOST} (CHARGEBACK_REVERSED / SECOND_CHARGEBACK).
// Business refusals are answered as Adyen's DisputeService does: 200 with disputeServiceResult.success false and
// an errorMessage; malformed requests as Adyen's validation error body (422). The same answer again succeeds.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SandboxDeps } from '../../app-deps.ts';
import type { Dispute } from '../../store/store.ts';
import { isDisputeClosed, notifyDispute } from '../disputes/disputes.routes.ts';
import { isAdyenMarker } from './adyen-notifications.ts';

type Json = Record<string, unknown>;

/** The defense reasons the dialect offers (Adyen's depend on the scheme and reason code). */
export const ADYEN_DEFENSE_REASONS = [
  { code: 'SupplyDefenseMaterial', documents: [{ code: 'DefenseMaterial', requirement: 'Required' }] },
  {
    code: 'GoodsOrServicesProvided',
    documents: [
      { code: 'GoodsOrServicesProvided', requirement: 'Required' },
      { code: 'TIDorInvoice', requirement: 'Required' },
    ],
  },
] as const;

const CONTENT_TYPES = new Set(['application/pdf', 'image/jpeg', 'image/tiff']);
const MAX_DOCUMENT_BYTES = 2 * 1024 * 1024;

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.length > 0 ? value : undefined;
}

function validation(reply: FastifyReply, message: string) {
  return reply.status(422).send({ status: 422, errorCode: '000', message, errorType: 'validation' });
}

function result(reply: FastifyReply, errorMessage?: string, extra: Json = {}) {
  return reply.send({
    ...extra,
    disputeServiceResult: errorMessage === undefined ? { success: true } : { success: false, errorMessage },
  });
}

function supplied(dispute: Dispute, typeCode: string): boolean {
  return (dispute.documents ?? []).some((document) => document.typeCode === typeCode);
}

function reasonsOf(dispute: Dispute) {
  return ADYEN_DEFENSE_REASONS.map((reason) => {
    const documents = reason.documents.map((document) => ({
      defenseDocumentTypeCode: document.code,
      available: supplied(dispute, document.code),
      requirementLevel: document.requirement,
    }));
    return {
      defenseReasonCode: reason.code,
      satisfied: documents.every((document) => document.available || document.requirementLevel !== 'Required'),
      defenseDocumentTypes: documents,
    };
  });
}

export async function adyenDisputeRoutes(app: FastifyInstance, deps: SandboxDeps): Promise<void> {
  const path = (call: string) => `/adyen/ca/services/DisputeService/:version/${call}`;

  /** The request's dispute, or the answer already sent (validation error or Adyen's refusal). */
  function disputeOf(
    request: FastifyRequest<{ Params: { version: string } }>,
    reply: FastifyReply,
  ): { body: Json; dispute: Dispute } | null {
    if (request.params.version !== 'v30') {
      void reply.status(404).send({ status: 404, errorCode: '000', message: 'Not found', errorType: 'configuration' });
      return null;
    }
    const body = (request.body !== null && typeof request.body === 'object' ? request.body : {}) as Json;
    const reference = text(body.disputePspReference);
    const account = text(body.merchantAccountCode);
    if (reference === undefined) {
      void validation(reply, 'Required field disputePspReference is missing');
      return null;
    }
    if (account === undefined) {
      void validation(reply, 'Required field merchantAccountCode is missing');
      return null;
    }
    const dispute = deps.store.disputes.get(reference);
    const payment = dispute === undefined ? undefined : deps.store.payments.get(dispute.paymentPspReference);
    const known =
      dispute !== undefined &&
      payment !== undefined &&
      isAdyenMarker(payment.notificationUrl) &&
      // The merchant account the payment was made for (its notification marker `adyen:<merchantAccount>`).
      payment.notificationUrl === `adyen:${account}`;
    if (!known || dispute === undefined) {
      void result(reply, `Could not find dispute ${reference}`);
      return null;
    }
    return { body, dispute };
  }

  app.post<{ Params: { version: string } }>(path('acceptDispute'), async (request, reply) => {
    const found = disputeOf(request, reply);
    if (found === null) return reply;
    const { dispute } = found;
    if (dispute.response?.decision === 'accept') return result(reply);
    if (isDisputeClosed(dispute)) return result(reply, 'Dispute is closed');
    if (dispute.response?.decision === 'defend') return result(reply, 'Dispute has already been defended');
    dispute.response = { decision: 'accept', note: null };
    // An accepted notice of chargeback is charged back at once.
    if (dispute.stage === 'NOTIFICATION_OF_CHARGEBACK') {
      dispute.stage = 'CHARGEBACK';
      notifyDispute(deps, dispute);
    }
    request.log.info({ disputeId: dispute.id }, 'adyen dispute accepted');
    return result(reply);
  });

  app.post<{ Params: { version: string } }>(path('retrieveApplicableDefenseReasons'), async (request, reply) => {
    const found = disputeOf(request, reply);
    if (found === null) return reply;
    const { dispute } = found;
    if (!dispute.defendable) return result(reply, 'Dispute is not defendable');
    if (isDisputeClosed(dispute)) return result(reply, 'Dispute is closed');
    if (dispute.response?.decision === 'accept') return result(reply, 'Dispute has already been accepted');
    return result(reply, undefined, { defenseReasons: reasonsOf(dispute) });
  });

  app.post<{ Params: { version: string } }>(path('supplyDefenseDocument'), async (request, reply) => {
    const found = disputeOf(request, reply);
    if (found === null) return reply;
    const { body, dispute } = found;
    const documents = Array.isArray(body.defenseDocuments) ? (body.defenseDocuments as unknown[]) : [];
    if (documents.length === 0) return validation(reply, 'Required field defenseDocuments is missing');
    const known = new Set(ADYEN_DEFENSE_REASONS.flatMap((reason) => reason.documents.map((document) => document.code)));
    const parsed: NonNullable<Dispute['documents']> = [];
    for (const entry of documents) {
      const document = (entry !== null && typeof entry === 'object' ? entry : {}) as Json;
      const typeCode = text(document.defenseDocumentTypeCode);
      const contentType = text(document.contentType);
      const content = text(document.content);
      if (typeCode === undefined || contentType === undefined || content === undefined) {
        return validation(reply, 'A defense document needs content, contentType and defenseDocumentTypeCode');
      }
      if (!known.has(typeCode as never)) return result(reply, `Unknown defense document type ${typeCode}`);
      if (!CONTENT_TYPES.has(contentType)) return result(reply, `Content type ${contentType} is not supported`);
      const bytes = Buffer.from(content, 'base64');
      if (bytes.length === 0 || bytes.length > MAX_DOCUMENT_BYTES) return result(reply, 'Invalid document size');
      if (contentType === 'application/pdf' && !bytes.subarray(0, 5).equals(Buffer.from('%PDF-'))) {
        return result(reply, 'The document is not a PDF');
      }
      parsed.push({ typeCode, contentType, bytes: bytes.length });
    }
    if (!dispute.defendable) return result(reply, 'Dispute is not defendable');
    if (isDisputeClosed(dispute)) return result(reply, 'Dispute is closed');
    if (dispute.response?.decision === 'accept') return result(reply, 'Dispute has already been accepted');
    const kept = (dispute.documents ?? []).filter(
      (document) => !parsed.some((next) => next.typeCode === document.typeCode),
    );
    dispute.documents = [...kept, ...parsed];
    return result(reply);
  });

  app.post<{ Params: { version: string } }>(path('defendDispute'), async (request, reply) => {
    const found = disputeOf(request, reply);
    if (found === null) return reply;
    const { body, dispute } = found;
    const reasonCode = text(body.defenseReasonCode);
    if (reasonCode === undefined) return validation(reply, 'Required field defenseReasonCode is missing');
    const reason = reasonsOf(dispute).find((candidate) => candidate.defenseReasonCode === reasonCode);
    const answered = `defended with ${reasonCode}`;
    if (dispute.response?.decision === 'defend' && dispute.response.note === answered) return result(reply);
    if (!dispute.defendable) return result(reply, 'Dispute is not defendable');
    if (isDisputeClosed(dispute)) return result(reply, 'Dispute is closed');
    if (dispute.response !== null) return result(reply, `Dispute has already been ${dispute.response.decision}ed`);
    if (reason === undefined) return result(reply, `Defense reason ${reasonCode} is not applicable`);
    if (!reason.satisfied) return result(reply, 'Required defense documents are missing');
    dispute.response = { decision: 'defend', note: answered };
    request.log.info({ disputeId: dispute.id, reasonCode }, 'adyen dispute defended');
    return result(reply);
  });
}
