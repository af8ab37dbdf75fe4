// Customer support requests: stored with a short public ticket number, at most a few per player in a
// window of minutes (counted in the database, so it holds across server instances).
import { randomInt } from 'node:crypto';
import type { SupportRequestForm } from '@shop/contracts/support';
import type { Language } from '@shop/domain/language';
import type { AppDeps } from '../../app-deps.ts';
import {
  countSupportRequestsSince,
  findOwnSupportRequest,
  insertSupportRequest,
  listOwnSupportReplies,
  lockPlayerForSupport,
  type SupportRequestRow,
} from './support.repository.ts';

export const SUPPORT_RATE_LIMIT = { maxRequests: 5, windowMinutes: 10 } as const;

// No 0/O, 1/I/L: a ticket number is read out on the phone.
const TICKET_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
const TICKET_PATTERN = /^SR-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/;

/** e.g. SR-4F7K-9QXD: 31^8 ≈ 8.5·10^11 numbers, drawn at random so a number tells nothing about others. */
export function newTicketNumber(): string {
  const part = () => Array.from({ length: 4 }, () => TICKET_ALPHABET[randomInt(TICKET_ALPHABET.length)]).join('');
  return `SR-${part()}-${part()}`;
}

export function isTicketNumber(value: string): boolean {
  return TICKET_PATTERN.test(value);
}

export type SupportSubmission =
  | { kind: 'sent'; ticket: string }
  | { kind: 'rate-limited'; count: number }
  | { kind: 'unknown-player' };

export async function submitSupportRequest(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  input: { userId: number; request: SupportRequestForm; language: Language },
): Promise<SupportSubmission> {
  return deps.db.transaction().execute(async (trx) => {
    if (!(await lockPlayerForSupport(trx, input.userId))) return { kind: 'unknown-player' } as const;
    const now = deps.clock.now();
    const since = new Date(now.getTime() - SUPPORT_RATE_LIMIT.windowMinutes * 60_000);
    const count = await countSupportRequestsSince(trx, input.userId, since);
    if (count >= SUPPORT_RATE_LIMIT.maxRequests) return { kind: 'rate-limited', count } as const;
    for (;;) {
      const ticket = await insertSupportRequest(trx, {
        ticket: newTicketNumber(),
        userId: input.userId,
        topic: input.request.topic,
        message: input.request.message,
        reference: input.request.reference,
        screen: input.request.screen,
        lang: input.language,
        createdAt: now,
      });
      if (ticket !== undefined) return { kind: 'sent', ticket } as const;
    }
  });
}

export async function findOwnRequest(
  deps: Pick<AppDeps, 'db'>,
  userId: number,
  ticket: string,
): Promise<SupportRequestRow | undefined> {
  if (!isTicketNumber(ticket)) return undefined;
  return findOwnSupportRequest(deps.db, userId, ticket);
}

/** The replies of the player's own request (found with findOwnRequest). */
export async function repliesOfOwnRequest(
  deps: Pick<AppDeps, 'db'>,
  request: SupportRequestRow,
): Promise<{ at: Date; message: string }[]> {
  return listOwnSupportReplies(deps.db, request.id);
}
