// What the fake PSP's create calls (POST /v1/payouts, POST /v1/payments/:ref/refunds) share: the failure a test
// injected for the next call (once), the earlier answer again for a known idempotency key, and the counters; and
// what its items (payments, payouts, refunds) share: their answers and their signed *.updated notifications.
import type { FastifyReply } from 'fastify';
import { notificationHeaders } from '../modules/payments/notification-signature.ts';

export type InjectedFailure = 'before-create' | 'after-create' | 'reject';

/** A refusal of one create call: its status and `error` code. */
export interface CreateRefusal {
  status: number;
  error: string;
}

interface CreatedItems<Item> {
  all: Map<string, Item>;
  counts: { calls: number; created: number };
  failNext: InjectedFailure | null;
}

/**
 * The answering of `items`' create calls: 500 INTERNAL before or after creating, `rejection` for an injected
 * 'reject', 200 with the item a key created before, else 201 with the item `create` makes (or its refusal).
 */
export function createAnswerer<Item extends { pspReference: string }>(
  items: CreatedItems<Item>,
  answerOf: (item: Item) => object,
  rejection: CreateRefusal,
) {
  const byKey = new Map<string, string>();
  return (reply: FastifyReply, key: string | undefined, create: () => Item | CreateRefusal) => {
    items.counts.calls += 1;
    const failure = items.failNext;
    items.failNext = null;
    if (failure === 'before-create') return reply.status(500).send({ error: 'INTERNAL' });
    if (failure === 'reject') return reply.status(rejection.status).send({ error: rejection.error });
    const known = key === undefined ? undefined : items.all.get(byKey.get(key) ?? '');
    if (known !== undefined) return reply.status(200).send(answerOf(known));
    const created = create();
    if ('error' in created) return reply.status(created.status).send({ error: created.error });
    items.counts.created += 1;
    items.all.set(created.pspReference, created);
    if (key !== undefined) byKey.set(key, created.pspReference);
    if (failure === 'after-create') return reply.status(500).send({ error: 'INTERNAL' });
    return reply.status(201).send(answerOf(created));
  };
}

/** The answer about a payout or refund: its `keys` in that order, then its failureReason when it has one. */
export function itemAnswer<Item extends { failureReason: string | null }>(item: Item, keys: readonly (keyof Item)[]) {
  const answer = Object.fromEntries(keys.map((key) => [key, item[key]]));
  return item.failureReason === null ? answer : { ...answer, failureReason: item.failureReason };
}

/** What a test may set in a notification instead of the item's own. */
export interface UpdateFields {
  id?: string;
  status?: string;
  refusalCode?: string | null;
  reference?: string;
  amount?: unknown;
}

/**
 * A signed `type` notification about `item` (`fields` over its own, then `more`, then createdAt now), ready for
 * app.inject; `newId` names the event unless `fields.id` does.
 */
export function signedUpdate(
  event: { type: string; newId: () => string; secret: string; timestampSeconds: number },
  item: { pspReference: string; reference: string; status: string; amount: unknown; refusalCode?: string | null },
  fields: UpdateFields,
  more: Record<string, unknown> = {},
): { payload: string; headers: Record<string, string> } {
  const payload = JSON.stringify({
    id: fields.id ?? event.newId(),
    type: event.type,
    pspReference: item.pspReference,
    reference: fields.reference ?? item.reference,
    status: fields.status ?? item.status,
    refusalCode: fields.refusalCode ?? item.refusalCode ?? null,
    amount: fields.amount ?? item.amount,
    ...more,
    createdAt: new Date().toISOString(),
  });
  const headers = notificationHeaders(event.secret, payload, event.timestampSeconds);
  return { payload, headers: { ...headers, 'content-type': 'application/json' } };
}
