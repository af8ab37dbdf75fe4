// What the fake PSP's create calls (POST /v1/payouts, POST /v1/payments/:ref/refunds) share: the failure a test
// injected for the next call (once), the earlier answer again for a known idempotency key, and the counters.
import type { FastifyReply } from 'fastify';

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
