// Signed notifications to the shop, retried with exponential back-off until the receiver answers 2xx.
// Each try is signed afresh, so a late retry still passes the receiver's 300-second timestamp check.
// Timestamps (Psp-Timestamp, createdAt) follow the sandbox's test clock; retry delays are real time.
import type { FastifyBaseLogger } from 'fastify';
import type { SandboxConfig } from '../../config/env.ts';
import type { SandboxClock } from '../../lib/clock.ts';
import { newId } from '../../lib/ids.ts';
import type { Scheduler } from '../../lib/scheduler.ts';
import type { NotificationDelivery, SandboxStore } from '../../store/store.ts';
import { adyenNotificationOf, isAdyenMarker } from '../adyen/adyen-notifications.ts';
import type { NotificationEvent } from './notification-event.ts';
import { signNotification } from './signature.ts';

export type { NotificationEvent } from './notification-event.ts';

export interface Notifier {
  /** Queues a notification; nothing is sent when the call named no notificationUrl. */
  send(url: string | null, event: NotificationEvent): void;
}

/** The longest wait between two tries, whatever PSP_RETRY_BASE_MS says. */
export const MAX_RETRY_DELAY_MS = 60_000;
const ATTEMPT_TIMEOUT_MS = 10_000;

export function retryDelayMs(baseMs: number, triesSoFar: number): number {
  return Math.min(baseMs * 2 ** (triesSoFar - 1), MAX_RETRY_DELAY_MS);
}

/** `fetch failed: ECONNREFUSED` rather than undici's bare `fetch failed`. */
function describeFailure(caught: unknown): string {
  if (!(caught instanceof Error)) return String(caught);
  const cause = caught.cause;
  const code = cause instanceof Error && 'code' in cause ? String(cause.code) : null;
  return code === null ? caught.message : `${caught.message}: ${code}`;
}

interface NotifierOptions {
  config: SandboxConfig;
  store: SandboxStore;
  clock: SandboxClock;
  scheduler: Scheduler;
  log: FastifyBaseLogger;
}

/** The optional fields of a body, left out (not null) when an event does not carry them. */
function optionalFields(event: NotificationEvent) {
  return {
    ...(event.amount === undefined ? {} : { amount: event.amount }),
    ...(event.failureReason === undefined ? {} : { failureReason: event.failureReason }),
    ...(event.recurringReference === undefined ? {} : { recurringReference: event.recurringReference }),
    ...(event.returnReason === undefined ? {} : { returnReason: event.returnReason }),
    ...(event.mandateId === undefined ? {} : { mandateId: event.mandateId }),
    ...(event.paymentPspReference === undefined ? {} : { paymentPspReference: event.paymentPspReference }),
    ...(event.dispute === undefined ? {} : { dispute: event.dispute }),
  };
}

export function createNotifier({ config, store, clock, scheduler, log }: NotifierOptions): Notifier {
  async function attempt(delivery: NotificationDelivery): Promise<void> {
    if (delivery.cancelled) return;
    delivery.nextAttemptAt = null;
    const number = delivery.attempts.length + 1;
    const startedAt = Date.now();
    const sentAt = clock.now();
    const timestamp = Math.floor(sentAt.getTime() / 1000);
    let statusCode: number | null = null;
    let error: string | null = null;
    try {
      const response = await fetch(delivery.url, {
        method: 'POST',
        headers: delivery.headers ?? {
          'content-type': 'application/json',
          'user-agent': 'psp-sandbox',
          'psp-timestamp': String(timestamp),
          'psp-signature': signNotification(config.webhookSecret, timestamp, delivery.body),
          'psp-notification-id': delivery.id,
        },
        body: delivery.body,
        redirect: 'manual',
        signal: AbortSignal.timeout(ATTEMPT_TIMEOUT_MS),
      });
      statusCode = response.status;
      await response.body?.cancel();
    } catch (caught) {
      error = describeFailure(caught);
    }
    if (delivery.cancelled) return;
    const durationMs = Date.now() - startedAt;
    delivery.attempts.push({ number, at: sentAt.toISOString(), statusCode, error, durationMs });
    const delivered = statusCode !== null && statusCode >= 200 && statusCode < 300;
    const context = { notificationId: delivery.id, pspReference: delivery.pspReference, attempt: number };
    log.info({ ...context, url: delivery.url, statusCode, error, durationMs }, 'notification attempt');
    if (delivered) {
      delivery.state = 'delivered';
      return;
    }
    if (number >= config.retryMax) {
      delivery.state = 'failed';
      log.warn(context, 'notification given up after the last try');
      return;
    }
    const delay = retryDelayMs(config.retryBaseMs, number);
    delivery.nextAttemptAt = new Date(clock.now().getTime() + delay).toISOString();
    scheduler.schedule(delay, () => void attempt(delivery));
  }

  return {
    send(url, event) {
      if (url === null) return;
      // A payment made in Adyen's dialect: its notification in Adyen's format, to Adyen's webhook URL.
      if (isAdyenMarker(url)) {
        const adyen = adyenNotificationOf(config, store, url, event, clock.now());
        if (adyen !== null)
          queue({
            ...adyen,
            type: event.type,
            pspReference: event.pspReference,
            reference: event.reference,
            status: event.status,
          });
        return;
      }
      const id = newId('evt');
      const body = JSON.stringify({
        id,
        type: event.type,
        pspReference: event.pspReference,
        reference: event.reference,
        status: event.status,
        refusalCode: event.refusalCode,
        ...optionalFields(event),
        createdAt: clock.now().toISOString(),
      });
      queue({
        id,
        type: event.type,
        pspReference: event.pspReference,
        reference: event.reference,
        status: event.status,
        url,
        body,
      });
    },
  };

  function queue(
    fields: Pick<NotificationDelivery, 'id' | 'type' | 'pspReference' | 'reference' | 'status' | 'url' | 'body'> & {
      headers?: Record<string, string>;
    },
  ): void {
    const delivery: NotificationDelivery = {
      ...fields,
      state: 'pending',
      attempts: [],
      nextAttemptAt: clock.now().toISOString(),
      cancelled: false,
    };
    store.notifications.set(delivery.id, delivery);
    // After the current answer has gone out, as a provider's webhook would.
    scheduler.schedule(0, () => void attempt(delivery));
  }
}
